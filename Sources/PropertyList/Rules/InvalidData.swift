import XMLStream

extension Rule {
    /// A <data> whose text is not base64.
    package static let invalidData = Rule(
        id: "invalid-data", severity: .error,
        summary: "A <data> whose text is not base64.",
        checkedIn: "PlistBuilder.value(of:), as a <data> element ends",
        examples: { [
            RuleExample(ExampleText.plist("<array>↓<data>SGVs*</data>↓<data>S</data></array>"),
                        "invalid base64 in <data>: '*' is not a base64 character",
                        "invalid base64 in <data>: the characters do not make whole bytes (or '=' is misplaced)"),
            // White space between the characters is allowed.
            RuleExample(silent: ExampleText.plist("<array><data>\n  SGVs\n  bG8=\n</data></array>")),
        ] })
}

extension Diagnostic {
    static func invalidData(_ reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidData, "invalid base64 in <data>: \(reason)", at: location)
    }
}
