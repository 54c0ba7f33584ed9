import XMLStream

extension Rule {
    /// A key the settings schema does not know; usually a typo.
    public static let unknownKey = Rule(
        id: "unknown-key", severity: .warning,
        summary: "A key the settings schema does not know; usually a typo.")
}

extension Diagnostic {
    static func unknownKey(_ key: String, in what: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownKey, "unknown \(what) key \(quoted(key))\(didYouMean(suggestion))", at: location,
                   suggestion: suggestion)
    }
}
