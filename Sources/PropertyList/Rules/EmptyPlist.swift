import Diagnostics

extension Rule {
    /// <plist> holds no value.
    package static let emptyPlist = Rule(
        id: "empty-plist", severity: .error,
        summary: "<plist> holds no value.",
        checkedIn: "PlistBuilder.endElement, at </plist>; ValueStore for an empty store file",
        examples: { [
            RuleExample("<?xml version=\"1.0\"?>\n↓<plist version=\"1.0\">\n</plist>\n",
                        "<plist> is empty; it must hold exactly one value"),
            RuleExample(silent: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n"),
        ] })
}

extension Diagnostic {
    package static func emptyPlist(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.emptyPlist, "<plist> is empty; it must hold exactly one value", at: location)
    }
}
