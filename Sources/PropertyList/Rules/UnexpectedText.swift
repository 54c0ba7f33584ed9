import Diagnostics

extension Rule {
    /// Text where the format allows only white space: between the entries of a <dict> or <array>, or inside <true/> and <false/>.
    package static let unexpectedText = Rule(
        id: "unexpected-text", severity: .error,
        summary: "Text where the format allows only white space: between the entries of a <dict> or <array>, or inside <true/> and <false/>.",
        checkedIn: "PlistBuilder.text, at text outside a value",
        examples: { [
            RuleExample(ExampleText.plist("<array>\n  ↓stray\n<true>↓yes</true></array>"),
                        "unexpected text 'stray' inside <array>",
                        "unexpected text 'yes' inside <true>"),
            RuleExample(silent: ExampleText.plist("<array>\n  <string>stray</string>\n<true/>\n</array>")),
        ] })
}

extension Diagnostic {
    static func unexpectedText(_ text: String, inside parent: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unexpectedText, "unexpected text \(MessageText.quoted(text, limit: 30)) inside <\(parent)>", at: location)
    }
}
