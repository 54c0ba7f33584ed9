import XMLStream

extension Rule {
    /// A <data> whose text is not base64.
    public static let invalidData = Rule(
        id: "invalid-data", severity: .error,
        summary: "A <data> whose text is not base64.",
        checkedIn: "PlistBuilder.value(of:), as a <data> element ends",
        examples: { [] })
}

extension Diagnostic {
    static func invalidData(_ reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidData, "invalid base64 in <data>: \(reason)", at: location)
    }
}
