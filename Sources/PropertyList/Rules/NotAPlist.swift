import XMLStream

extension Rule {
    /// The document element is not <plist>.
    public static let notAPlist = Rule(
        id: "not-a-plist", severity: .error,
        summary: "The document element is not <plist>.",
        checkedIn: "PlistBuilder.startElement, at the document element",
        examples: { [] })
}

extension Diagnostic {
    static func notAPlist(found name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.notAPlist, "the document element is <\(name)>, expected <plist>", at: location)
    }
}
