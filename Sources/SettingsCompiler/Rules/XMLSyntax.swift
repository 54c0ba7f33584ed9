import XMLStream

extension Rule {
    /// The file is not well-formed XML; the message is libxml2's.
    public static let xmlSyntax = Rule(
        id: "xml-syntax", severity: .error,
        summary: "The file is not well-formed XML; the message is libxml2's.")
}

extension Diagnostic {
    static func xmlSyntax(_ message: String, at location: SourceLocation, isWarning: Bool = false) -> Diagnostic {
        var diagnostic = Diagnostic(.xmlSyntax, message, at: location)
        if isWarning { diagnostic.severity = .warning }
        return diagnostic
    }
}
