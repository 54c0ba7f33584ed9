import Diagnostics

extension Rule {
    /// A <data> the device refuses: a byte from 0x80 up in it. (CoreFoundation skips other characters that
    /// are not base64, and drops leftover ones: non-standard-value.)
    package static let invalidData = Rule(
        id: "invalid-data", severity: .error,
        summary: "A <data> the device refuses: a character beyond ASCII in its base64.",
        checkedIn: "PlistBuilder.value(of:), as a <data> element ends",
        examples: { [
            RuleExample(ExampleText.plist("<array>↓<data>SGVs·bG8=</data></array>"),
                        "invalid base64 in <data>: '·' is not a base64 character"),
            // White space between the characters is allowed.
            RuleExample(silent: ExampleText.plist("<array><data>\n  SGVs\n  bG8=\n</data></array>")),
        ] })
}

extension Diagnostic {
    static func invalidData(_ reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidData, "invalid base64 in <data>: \(reason)", at: location)
    }
}
