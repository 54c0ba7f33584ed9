import XMLStream

extension Rule {
    /// <plist> holds no value.
    public static let emptyPlist = Rule(
        id: "empty-plist", severity: .error,
        summary: "<plist> holds no value.",
        checkedIn: "PlistBuilder.endElement, at </plist>; ValueStore for an empty store file",
        examples: { [] })
}

extension Diagnostic {
    package static func emptyPlist(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.emptyPlist, "<plist> is empty; it must hold exactly one value", at: location)
    }
}
