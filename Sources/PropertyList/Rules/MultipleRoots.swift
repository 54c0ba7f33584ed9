import XMLStream

extension Rule {
    /// <plist> holds more than one value.
    public static let multipleRoots = Rule(
        id: "multiple-roots", severity: .error,
        summary: "<plist> holds more than one value.",
        checkedIn: "PlistBuilder.startElement, at a second value inside <plist>",
        examples: { [] })
}

extension Diagnostic {
    static func multipleRoots(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.multipleRoots, "<plist> holds more than one value; this <\(name)> is a second one", at: location)
    }
}
