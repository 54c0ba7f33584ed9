import Diagnostics

extension Rule {
    /// A key defined twice in one .strings file; the last definition wins.
    package static let duplicateStringsKey = Rule(
        id: "duplicate-strings-key", severity: .warning,
        summary: "A key defined twice in one .strings file; the last definition wins.",
        checkedIn: "OldStyleStringsReader, as each entry is read",
        examples: { [
                RuleExample(bundle: [
                    "Root.plist": ExampleText.translatedPage,
                    "de.lproj/Root.strings": "\"Sound\" = \"Ton\";\n\"Title\" = \"Titel\";\n↓\"Sound\" = \"Klang\";\n",
                ], "key 'Sound' is defined again; this definition wins"),
                RuleExample(silentBundle: [
                    "Root.plist": ExampleText.translatedPage,
                    "de.lproj/Root.strings": "\"Sound\" = \"Klang\";\n\"Title\" = \"Titel\";\n",
                ]),
        ] })
}

extension Diagnostic {
    static func duplicateStringsKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(.duplicateStringsKey, "key \(MessageText.quoted(key)) is defined again; this definition wins", at: location,
                   notes: [Note(message: "\(MessageText.quoted(key)) first defined here", location: first)])
    }
}
