import Diagnostics

extension Rule {
    /// A value in a <dict> that no <key> names.
    package static let valueWithoutKey = Rule(
        id: "value-without-key", severity: .error,
        summary: "A value in a <dict> that no <key> names.",
        checkedIn: "PlistBuilder.startElement, at a value in a <dict> with no key before it",
        examples: { [
            RuleExample(ExampleText.plist("<dict><key>a</key><string>x</string>↓<integer>1</integer></dict>"),
                        "<integer> in a <dict> has no <key> before it"),
            RuleExample(silent: ExampleText.plist("<dict><key>a</key><string>x</string><key>b</key><integer>1</integer></dict>")),
        ] })
}

extension Diagnostic {
    static func valueWithoutKey(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.valueWithoutKey, "<\(name)> in a <dict> has no <key> before it", at: location)
    }
}
