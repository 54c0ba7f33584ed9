import PropertyList
import XMLStream

extension Rule {
    /// A known key whose value has the wrong type, such as a Content or a Title that is an integer.
    public static let wrongType = Rule(
        id: "wrong-type", severity: .error,
        summary: "A known key whose value has the wrong type, such as a Content or a Title that is an integer.",
        checkedIn: "DecodingLog.wrongType, from CellStyleDecoder, PageDecoder and SpecifierDecoder",
        examples: { [] })
}

extension Diagnostic {
    static func wrongType(key: String, expected: String, found: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.wrongType, "'\(key)' must be \(expected), found \(MessageText.article(found))", at: location)
    }
}
