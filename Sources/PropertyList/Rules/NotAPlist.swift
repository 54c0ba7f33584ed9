import XMLStream

extension Rule {
    /// The document element is not <plist>.
    package static let notAPlist = Rule(
        id: "not-a-plist", severity: .error,
        summary: "The document element is not <plist>.",
        checkedIn: "PlistBuilder.startElement, at the document element",
        examples: { [
            RuleExample("<?xml version=\"1.0\"?>\n↓<array></array>\n", "the document element is <array>, expected <plist>"),
            RuleExample("<?xml version=\"1.0\"?>\n↓<html><body>hi</body></html>\n",
                        "the document element is <html>, expected <plist>"),
            RuleExample(silent: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><array></array></plist>\n"),
        ] })
}

extension Diagnostic {
    static func notAPlist(found name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.notAPlist, "the document element is <\(name)>, expected <plist>", at: location)
    }
}
