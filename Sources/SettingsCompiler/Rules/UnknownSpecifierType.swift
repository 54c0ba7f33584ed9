import XMLStream

extension Rule {
    /// A specifier Type the Settings app does not know: it shows nothing for it.
    public static let unknownSpecifierType = Rule(
        id: "unknown-specifier-type", severity: .error,
        summary: "A specifier Type the Settings app does not know: it shows nothing for it.")
}

extension Diagnostic {
    static func unknownSpecifierType(_ type: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownSpecifierType, "unknown specifier type \(quoted(type))\(didYouMean(suggestion))", at: location,
                   suggestion: suggestion)
    }
}
