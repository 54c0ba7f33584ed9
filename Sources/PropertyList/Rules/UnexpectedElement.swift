import XMLStream

extension Rule {
    /// A plist element where it cannot be: a <key> outside a <dict>, an element inside a <string>, a nested <plist>.
    package static let unexpectedElement = Rule(
        id: "unexpected-element", severity: .error,
        summary: "A plist element where it cannot be: a <key> outside a <dict>, an element inside a <string>, a nested <plist>.",
        checkedIn: "PlistBuilder.startElement, at an element where none may be",
        examples: { [
            RuleExample(ExampleText.plist("<array>↓<key>k</key><string>a ↓<dict/></string>↓<plist/></array>"),
                        "<key> is not allowed inside <array>",
                        "<dict> is not allowed inside <string>",
                        "<plist> is not allowed inside <array>"),
            RuleExample(silent: ExampleText.plist("<array><dict><key>k</key><string>a</string></dict></array>")),
        ] })
}

extension Diagnostic {
    static func unexpectedElement(_ name: String, inside parent: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unexpectedElement, "<\(name)> is not allowed inside <\(parent)>", at: location)
    }
}
