import PropertyList
import XMLStream

extension Rule {
    /// A toggle DefaultValue that is neither a boolean nor its TrueValue or FalseValue.
    public static let invalidToggleDefault = Rule(
        id: "invalid-toggle-default", severity: .error,
        summary: "A toggle DefaultValue that is neither a boolean nor its TrueValue or FalseValue.")
}

extension Diagnostic {
    static func invalidToggleDefault(_ value: PlistValue, hasCustomValues: Bool, at location: SourceLocation) -> Diagnostic {
        let expected = hasCustomValues ? "a boolean, its 'TrueValue' or its 'FalseValue'" : "a boolean (<true/> or <false/>)"
        return Diagnostic(.invalidToggleDefault, "a toggle's 'DefaultValue' must be \(expected), found "
            + "\(MessageText.article(value.typeName)) \(PlistText.describe(value))", at: location)
    }
}
