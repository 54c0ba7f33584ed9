import Diagnostics

extension Rule {
    /// The same key twice in one <dict>; plist readers silently keep the last one, which is never what was meant.
    package static let duplicateKey = Rule(
        id: "duplicate-key", severity: .error,
        summary: "The same key twice in one <dict>; plist readers silently keep the last one, which is never what was meant.",
        checkedIn: "PlistBuilder.receiveKey (XML) and BinaryPlistDecoder.dictionary (binary), through DictionaryKeys, as each key is read",
        examples: { [
            RuleExample(ExampleText.plist("<dict><key>Title</key><string>A</string>↓<key>Title</key><string>B</string></dict>"),
                        "duplicate key 'Title' in this dictionary"),
            // Past 16 keys a dictionary is searched by hashing: the same finding.
            RuleExample(ExampleText.plist("<dict>" + (0..<40).map { "<key>k\($0)</key><true/>" }.joined()
                                          + "↓<key>k7</key><false/></dict>"),
                        "duplicate key 'k7' in this dictionary"),
            // Keys compare code unit for code unit, as CoreFoundation's: "é" and "e\u{301}" are two keys.
            RuleExample(silent: ExampleText.plist("<dict><key>\u{E9}</key><true/><key>e\u{301}</key><true/></dict>")),
            RuleExample(silent: ExampleText.plist("<array><dict><key>A</key><true/></dict><dict><key>A</key><true/></dict></array>")),
        ] })
}

extension Diagnostic {
    static func duplicateKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(.duplicateKey, "duplicate key \(MessageText.quoted(key)) in this dictionary", at: location,
                   notes: [Note(message: "\(MessageText.quoted(key)) first defined here", location: first)])
    }
}
