import XMLStream

extension Rule {
    /// A <date> not of the form YYYY-MM-DDTHH:MM:SSZ, or naming a time that does not exist.
    public static let invalidDate = Rule(
        id: "invalid-date", severity: .error,
        summary: "A <date> not of the form YYYY-MM-DDTHH:MM:SSZ, or naming a time that does not exist.",
        checkedIn: "PlistBuilder.value(of:), as a <date> element ends",
        examples: { [] })
}

extension Diagnostic {
    static func invalidDate(_ text: String, reason: String?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidDate, reason.map { "invalid date \(MessageText.quoted(text)): \($0)" }
            ?? "invalid date \(MessageText.quoted(text)); expected YYYY-MM-DDTHH:MM:SSZ", at: location)
    }
}
