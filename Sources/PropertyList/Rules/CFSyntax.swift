import Diagnostics

extension Rule {
    /// Well-formed XML that CoreFoundation — the parser the device runs — refuses: the app's settings
    /// do not load.
    package static let cfSyntax = Rule(
        id: "cf-syntax", severity: .error,
        summary: "Well-formed XML that CoreFoundation, the parser the device runs, refuses: a comment inside a value, an "
            + "internal DTD subset, <data/>, white space inside <true>.",
        checkedIn: "CFReadingFilter, as the bytes are read",
        examples: { [
            RuleExample(ExampleText.plist("<dict><key>Delay</key><integer>4↓<!-- seconds --></integer></dict>"),
                        "a comment inside <integer>: the device's parser (CoreFoundation) refuses the file; move the comment "
                            + "out of the element"),
            RuleExample("<?xml version=\"1.0\"?>\n<!DOCTYPE plist ↓[]>\n<plist><true/></plist>\n",
                        "a DOCTYPE with an internal subset ('[…]'): the device's parser refuses the file, and property lists "
                            + "never need one"),
            RuleExample(silent: ExampleText.plist("<dict><!-- seconds --><key>Delay</key><integer>4</integer></dict>")),
        ] })
}

extension Diagnostic {
    package static func cfSyntax(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.cfSyntax, message, at: location)
    }
}
