import Diagnostics

extension Rule {
    /// An <integer> that is not a decimal (or 0x hexadecimal) integer from -2^63 to 2^64-1.
    package static let invalidInteger = Rule(
        id: "invalid-integer", severity: .error,
        summary: "An <integer> that is not a decimal (or 0x hexadecimal) integer from -2^63 to 2^64-1.",
        checkedIn: "PlistBuilder.value(of:), as an <integer> element ends",
        examples: { [
            RuleExample(ExampleText.plist("<array>↓<integer>12abc</integer>↓<integer>18446744073709551616</integer></array>"),
                        "invalid integer '12abc'",
                        "integer '18446744073709551616' is out of range (-9223372036854775808 to 18446744073709551615)"),
            RuleExample(silent: ExampleText.plist("<array><integer>-9223372036854775808</integer>"
                                                  + "<integer>18446744073709551615</integer><integer>0x1F</integer></array>")),
        ] })
}

extension Diagnostic {
    static func invalidInteger(_ text: String, outOfRange: Bool, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidInteger, outOfRange
            ? "integer \(MessageText.quoted(text)) is out of range (-9223372036854775808 to 18446744073709551615)"
            : "invalid integer \(MessageText.quoted(text))", at: location)
    }
}
