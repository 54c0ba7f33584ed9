import Diagnostics

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

    /// A byte order mark CoreFoundation refuses: one error for the file, saying how it was saved.
    static func byteOrderMark(_ refusal: ByteOrderMark.Refusal) -> Diagnostic {
        let message = switch refusal {
        case .twoMarks(let encoding):
            "two byte order marks at the start (\(encoding)): the device's parser skips one and refuses the file; "
                + "remove the second"
        case .damagedMark(let body):
            "the file starts with EF BF BD EF BF BD, a UTF-16 byte order mark saved as UTF-8 (two U+FFFD): the device's "
                + "parser refuses the file; " + (body == "UTF-8" ? "remove those six bytes"
                    : "the rest is \(body): save the file as UTF-8, or as UTF-16 with a byte order mark")
        case .unmarked(let encoding):
            "\(encoding) without a byte order mark: the device's parser cannot read it; save the file as UTF-8, or as "
                + "\(encoding.prefix(6)) with a byte order mark"
        }
        return Diagnostic(.encoding, message, at: .start)
    }

    /// Mac OS Roman declared: CoreFoundation's number for it is 0, which it takes for no encoding.
    static func macRomanDeclared(_ name: String) -> Diagnostic {
        Diagnostic(.encoding, "encoding \(MessageText.quoted(name)) (Mac OS Roman): the device's parser refuses it; save "
            + "the file as UTF-8", at: .start)
    }

    /// A byte that is not UTF-8 where the device converts text (not in a comment: it skips those): the
    /// file was saved in an 8-bit encoding. One error, for the first such byte.
    static func legacyEncoding(_ byte: UInt8, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.encoding, "byte \(MessageText.hex(byte)) is not UTF-8 (it is \(LegacyEncoding.readings(of: byte))): the "
            + "file was saved in an 8-bit encoding, and the device's parser refuses it; save it as UTF-8", at: location)
    }

    static func undecodable(encoding: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.encoding, "bytes that are not valid \(encoding)", at: location)
    }
}
