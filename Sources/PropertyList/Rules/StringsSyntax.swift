import XMLStream

extension Rule {
    /// A .strings file that does not parse: the Settings app drops the whole table.
    public static let stringsSyntax = Rule(
        id: "strings-syntax", severity: .error,
        summary: "A .strings file that does not parse: the Settings app drops the whole table.",
        checkedIn: "OldStyleStringsReader and StringsParser, as the table is read",
        examples: { [] })
}

extension Diagnostic {
    static func stringsSyntax(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.stringsSyntax, message, at: location)
    }
}
