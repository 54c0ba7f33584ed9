import XMLStream

extension Rule {
    /// A <real> that is not a decimal number, nan or infinity, or one too large for a double.
    package static let invalidReal = Rule(
        id: "invalid-real", severity: .error,
        summary: "A <real> that is not a decimal number, nan or infinity, or one too large for a double.",
        checkedIn: "PlistBuilder.value(of:), as a <real> element ends",
        examples: { [
            RuleExample(ExampleText.plist("<array>↓<real>1.2.3</real>↓<real>1e999</real></array>"),
                        "invalid real '1.2.3'",
                        "real '1e999' is too large for a double; write 'infinity' if that is meant"),
            RuleExample(silent: ExampleText.plist("<array><real>1.5</real><real>-1.7e308</real><real>infinity</real>"
                                                  + "<real>nan</real></array>")),
        ] })
}

extension Diagnostic {
    static func invalidReal(_ text: String, outOfRange: Bool, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidReal, outOfRange
            ? "real \(MessageText.quoted(text)) is too large for a double; write 'infinity' if that is meant"
            : "invalid real \(MessageText.quoted(text))", at: location)
    }
}
