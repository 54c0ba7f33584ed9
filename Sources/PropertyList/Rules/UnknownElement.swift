import XMLStream

extension Rule {
    /// An element that is not part of the PropertyList-1.0 format.
    public static let unknownElement = Rule(
        id: "unknown-element", severity: .error,
        summary: "An element that is not part of the PropertyList-1.0 format.",
        checkedIn: "PlistBuilder.startElement, at an element no plist has",
        examples: { [] })
}

extension Diagnostic {
    static func unknownElement(_ name: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownElement, "unknown element <\(name)>\(MessageText.didYouMean(suggestion.map { "<\($0)>" }))",
                   at: location, suggestion: suggestion)
    }
}
