import Diagnostics

extension Rule {
    /// <plist> holds more than one value.
    package static let multipleRoots = Rule(
        id: "multiple-roots", severity: .error,
        summary: "<plist> holds more than one value.",
        checkedIn: "PlistBuilder.startElement, at a second value inside <plist>",
        examples: { [
            RuleExample(ExampleText.plist("<array/>\n↓<dict/>"),
                        "<plist> holds more than one value; this <dict> is a second one"),
            RuleExample(silent: ExampleText.plist("<array>\n<dict/>\n</array>")),
        ] })
}

extension Diagnostic {
    static func multipleRoots(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.multipleRoots, "<plist> holds more than one value; this <\(name)> is a second one", at: location)
    }
}
