import Diagnostics

extension Rule {
    /// A plist element inside a value element (`<string>`, `<integer>`…). (A <key> where a value belongs
    /// and a <plist> inside a value are read by CoreFoundation: non-standard-xml.)
    package static let unexpectedElement = Rule(
        id: "unexpected-element", severity: .error,
        summary: "A plist element inside a value element such as <string> or <integer>.",
        checkedIn: "PlistBuilder.startElement, at an element where none may be",
        examples: { [
            RuleExample(ExampleText.plist("<array><string>a ↓<dict/></string><integer>↓<string>1</string></integer></array>"),
                        "<dict> is not allowed inside <string>",
                        "<string> is not allowed inside <integer>"),
            RuleExample(silent: ExampleText.plist("<array><dict><key>k</key><string>a</string></dict></array>")),
        ] })
}

extension Diagnostic {
    static func unexpectedElement(_ name: String, inside parent: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unexpectedElement, "<\(name)> is not allowed inside <\(parent)>", at: location)
    }
}
