import XMLStream

extension Rule {
    /// A plist element where it cannot be: a <key> outside a <dict>, an element inside a <string>, a nested <plist>.
    public static let unexpectedElement = Rule(
        id: "unexpected-element", severity: .error,
        summary: "A plist element where it cannot be: a <key> outside a <dict>, an element inside a <string>, a nested <plist>.",
        checkedIn: "PlistBuilder.startElement, at an element where none may be",
        examples: { [] })
}

extension Diagnostic {
    static func unexpectedElement(_ name: String, inside parent: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unexpectedElement, "<\(name)> is not allowed inside <\(parent)>", at: location)
    }
}
