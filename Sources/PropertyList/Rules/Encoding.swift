import XMLStream

extension Rule {
    /// The document's bytes cannot be read as text: an unknown encoding, an encoding declaration that does not match the bytes, or bytes invalid in the encoding.
    package static let encoding = Rule(
        id: "encoding", severity: .error,
        summary: "The document's bytes cannot be read as text: an unknown encoding, an encoding declaration that does not match the bytes, or bytes invalid in the encoding.",
        checkedIn: "SourceFile.openStream and EncodingDetector, before the parse",
        examples: { [
            RuleExample("↓<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist version=\"1.0\"><array/></plist>\n",
                        "the document declares encoding 'UTF-16' but has no byte order mark and its bytes are 8-bit; "
                            + "fix the declaration or save the file as UTF-8"),
            RuleExample("↓<?xml version=\"1.0\" encoding=\"x-bogus\"?>\n<plist version=\"1.0\"><array/></plist>\n",
                        "unsupported encoding 'x-bogus'; save the file as UTF-8"),
            // ISO-2022-JP is 7-bit: the UTF-8 bytes of "é" are not in it.
            RuleExample("<?xml version=\"1.0\" encoding=\"ISO-2022-JP\"?>\n"
                            + "<plist version=\"1.0\"><array><string>caf↓é</string></array></plist>\n",
                        "bytes that are not valid ISO-2022-JP"),
            RuleExample(silent: ExampleText.plist("<array><string>café</string></array>")),
            RuleExample(silent: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n"
                            + "<plist version=\"1.0\"><array><string>cafe</string></array></plist>\n"),
        ] })
}

extension Diagnostic {
    static func unsupportedEncoding(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.encoding, "unsupported encoding \(MessageText.quoted(name)); save the file as UTF-8", at: location)
    }

    static func encodingMismatch(declared: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.encoding, "the document declares encoding \(MessageText.quoted(declared)) but has no byte order mark "
            + "and its bytes are 8-bit; fix the declaration or save the file as UTF-8", at: location)
    }

    static func undecodable(encoding: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.encoding, "bytes that are not valid \(encoding)", at: location)
    }
}
