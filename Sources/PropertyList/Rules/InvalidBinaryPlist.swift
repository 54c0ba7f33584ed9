import Diagnostics

extension Rule {
    /// A `bplist00` file whose structure cannot be trusted, or that holds an object with no XML form.
    package static let invalidBinaryPlist = Rule(
        id: "invalid-binary-plist", severity: .error,
        summary: "A binary property list whose structure is broken: trailer, offsets or references out of range, "
            + "a container inside itself, counts that overflow, an object settingsc cannot read.",
        checkedIn: "BinaryPlistReader and BinaryPlistDecoder, as the trailer, offsets and objects are read",
        examples: { [
            RuleExample("↓bplist00\u{1}", "the file is 9 bytes, too short for a binary property list (at least 41: header, one object, trailer)"),
            RuleExample(silent: "bplist00\u{8}\u{8}\0\0\0\0\0\0\u{1}\u{1}\0\0\0\0\0\0\0\u{1}\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\u{9}"),
        ] })
}

extension Diagnostic {
    /// `message` describes what is wrong at `offset`, e.g. "the trailer says object references are 9 bytes;
    /// they are 1 to 8".
    static func invalidBinaryPlist(_ message: String, at offset: Int) -> Diagnostic {
        Diagnostic(.invalidBinaryPlist, message, at: .byte(offset))
    }
}
