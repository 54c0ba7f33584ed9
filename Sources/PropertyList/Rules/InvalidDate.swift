import Diagnostics

extension Rule {
    /// A <date> the device refuses: not of the form YYYY-MM-DDTHH:MM:SSZ with all six fields, or with white
    /// space (a time that does not exist is read as another: non-standard-value).
    package static let invalidDate = Rule(
        id: "invalid-date", severity: .error,
        summary: "A <date> the device refuses: not YYYY-MM-DDTHH:MM:SSZ with all six fields and no white space, "
            + "or outside the years 0 to 9999 settingsc reads.",
        checkedIn: "PlistBuilder.value(of:), as a <date> element ends",
        examples: { [
            RuleExample(ExampleText.plist("<array>↓<date>2024-02-29Z</date>↓<date>today</date>↓<date> 2024-02-29T00:00:00Z</date>"
                                          + "</array>"),
                        "invalid date '2024-02-29Z': the device reads only dates with all six fields, YYYY-MM-DDTHH:MM:SSZ",
                        "invalid date 'today'; expected YYYY-MM-DDTHH:MM:SSZ",
                        "invalid date ' 2024-02-29T00:00:00Z': the device refuses white space in a date"),
            RuleExample(silent: ExampleText.plist("<array><date>2024-02-29T00:00:00Z</date></array>")),
        ] })
}

extension Diagnostic {
    static func invalidDate(_ text: String, reason: String?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidDate, reason.map { "invalid date \(MessageText.quoted(text)): \($0)" }
            ?? "invalid date \(MessageText.quoted(text)); expected YYYY-MM-DDTHH:MM:SSZ", at: location)
    }
}
