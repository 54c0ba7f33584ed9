import XMLStream

extension Rule {
    /// A <real> that is not a decimal number, nan or infinity, or one too large for a double.
    public static let invalidReal = Rule(
        id: "invalid-real", severity: .error,
        summary: "A <real> that is not a decimal number, nan or infinity, or one too large for a double.",
        checkedIn: "PlistBuilder.value(of:), as a <real> element ends",
        examples: { [] })
}

extension Diagnostic {
    static func invalidReal(_ text: String, outOfRange: Bool, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidReal, outOfRange
            ? "real \(MessageText.quoted(text)) is too large for a double; write 'infinity' if that is meant"
            : "invalid real \(MessageText.quoted(text))", at: location)
    }
}
