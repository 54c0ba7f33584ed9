import XMLStream

extension Rule {
    /// A <date> not of the form YYYY-MM-DDTHH:MM:SSZ, or naming a time that does not exist.
    package static let invalidDate = Rule(
        id: "invalid-date", severity: .error,
        summary: "A <date> not of the form YYYY-MM-DDTHH:MM:SSZ, or naming a time that does not exist.",
        checkedIn: "PlistBuilder.value(of:), as a <date> element ends",
        examples: { [
            RuleExample(ExampleText.plist("<array>↓<date>2024-02-30T00:00:00Z</date>↓<date>today</date></array>"),
                        "invalid date '2024-02-30T00:00:00Z': day 30 does not exist in month 2 of 2024",
                        "invalid date 'today'; expected YYYY-MM-DDTHH:MM:SSZ"),
            RuleExample(silent: ExampleText.plist("<array><date>2024-02-29T00:00:00Z</date></array>")),
        ] })
}

extension Diagnostic {
    static func invalidDate(_ text: String, reason: String?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidDate, reason.map { "invalid date \(MessageText.quoted(text)): \($0)" }
            ?? "invalid date \(MessageText.quoted(text)); expected YYYY-MM-DDTHH:MM:SSZ", at: location)
    }
}
