import XMLStream

extension Rule {
    /// A section without Data, or a row without Content or CellStyle.
    public static let missingKey = Rule(
        id: "missing-key", severity: .error,
        summary: "A section without Data, or a row without Content or CellStyle.")
}

extension Diagnostic {
    static func missingKey(_ key: String, in what: String, hint: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "\(what) has no '\(key)' (\(hint))", at: location)
    }
}
