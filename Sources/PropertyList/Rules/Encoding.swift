import XMLStream

extension Rule {
    /// The document's bytes cannot be read as text: an unknown encoding, an encoding declaration that does not match the bytes, or bytes invalid in the encoding.
    public static let encoding = Rule(
        id: "encoding", severity: .error,
        summary: "The document's bytes cannot be read as text: an unknown encoding, an encoding declaration that does not match the bytes, or bytes invalid in the encoding.",
        checkedIn: "SourceFile.openStream and EncodingDetector, before the parse",
        examples: { [] })
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
