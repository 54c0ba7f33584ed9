import XMLStream

extension Rule {
    /// A key defined twice in one .strings file; the last definition wins.
    package static let duplicateStringsKey = Rule(
        id: "duplicate-strings-key", severity: .warning,
        summary: "A key defined twice in one .strings file; the last definition wins.",
        checkedIn: "OldStyleStringsReader, as each entry is read",
        examples: {
            // A Settings bundle page whose texts the table Root translates.
            let page = ExampleText.plist("<dict><key>StringsTable</key><string>Root</string><key>PreferenceSpecifiers</key>"
                + "<array><dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Sound</string></dict>"
                + "</array></dict>")
            return [
                RuleExample(bundle: [
                    "Root.plist": page,
                    "de.lproj/Root.strings": "\"Sound\" = \"Ton\";\n\"Title\" = \"Titel\";\n↓\"Sound\" = \"Klang\";\n",
                ], "key 'Sound' is defined again; this definition wins"),
                RuleExample(silentBundle: [
                    "Root.plist": page,
                    "de.lproj/Root.strings": "\"Sound\" = \"Klang\";\n\"Title\" = \"Titel\";\n",
                ]),
            ]
        })
}

extension Diagnostic {
    static func duplicateStringsKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(.duplicateStringsKey, "key \(MessageText.quoted(key)) is defined again; this definition wins", at: location,
                   notes: [Note(message: "\(MessageText.quoted(key)) first defined here", location: first)])
    }
}
