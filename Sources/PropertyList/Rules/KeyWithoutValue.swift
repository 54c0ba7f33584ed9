import Diagnostics

extension Rule {
    /// A <key> in a <dict> that is not followed by a value.
    package static let keyWithoutValue = Rule(
        id: "key-without-value", severity: .error,
        summary: "A <key> in a <dict> that is not followed by a value.",
        checkedIn: "PlistBuilder.receiveKey and endElement, at the next key or the dictionary's end",
        examples: { [
            // At the end of the dictionary (a <key> after a key is its value, as CoreFoundation reads it:
            // non-standard-xml).
            RuleExample(ExampleText.plist("<array><dict>↓<key>a</key></dict><dict><key>b</key><string>x</string>↓<key>c</key>"
                                          + "</dict></array>"),
                        "key 'a' has no value",
                        "key 'c' has no value"),
            // An empty string is a value.
            RuleExample(silent: ExampleText.plist("<dict><key>a</key><string></string><key>b</key><string>x</string></dict>")),
        ] })
}

extension Diagnostic {
    static func keyWithoutValue(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.keyWithoutValue, "key \(MessageText.quoted(key)) has no value", at: location)
    }
}
