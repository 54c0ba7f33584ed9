import XMLStream

extension Rule {
    /// A <key> in a <dict> that is not followed by a value.
    public static let keyWithoutValue = Rule(
        id: "key-without-value", severity: .error,
        summary: "A <key> in a <dict> that is not followed by a value.",
        checkedIn: "PlistBuilder.receiveKey and endElement, at the next key or the dictionary's end",
        examples: { [] })
}

extension Diagnostic {
    static func keyWithoutValue(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.keyWithoutValue, "key \(MessageText.quoted(key)) has no value", at: location)
    }
}
