import XMLStream

extension Rule {
    /// The plist's value is not an array of sections.
    public static let rootNotArray = Rule(
        id: "root-not-array", severity: .error,
        summary: "The plist's value is not an array of sections.")
}

extension Diagnostic {
    static func rootNotArray(found type: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.rootNotArray, "a settings definition is an array of sections, found \(article(type))", at: location)
    }
}
