import Diagnostics
import PropertyList

extension Rule {
    /// A StringsTable that some language folders (or all) do not have: those languages show the page untranslated.
    public static let missingStringsTable = Rule(
        id: "missing-strings-table", severity: .warning,
        summary: "A StringsTable that some language folders (or all) do not have: those languages show the page untranslated.",
        checkedIn: "MissingStringsTable.check, once the bundle's tables are read",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(ExampleText.toggle(), extra: "<key>StringsTable</key>↓<string>Settings</string>"),
                "en.lproj/Settings.strings": "",
                "en.lproj/Root.strings": "",
                "ko.lproj/Root.strings": "",
                "de.lproj/settings.strings": "",
            ], "strings table 'Settings.strings': de.lproj, ko.lproj lack it "
                + "('de.lproj/settings.strings' differ only in case; devices have case-sensitive file systems)"),
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(ExampleText.toggle(), extra: "<key>StringsTable</key>↓<string>Roots</string>"),
                "en.lproj/Root.strings": "",
            ], "strings table 'Roots.strings': no .lproj folder has it; did you mean 'Root'?"),
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.toggle(), extra: "<key>StringsTable</key><string>Root</string>"),
                "en.lproj/Root.strings": "",
                "de.lproj/Root.strings": "",
            ]),
        ] })
}

extension Diagnostic {
    static func missingStringsTable(_ table: String, languages: [String], everywhere: Bool, suggestion: String?,
                                    caseMismatches: [String] = [], at location: SourceLocation) -> Diagnostic {
        let missing = everywhere ? "no .lproj folder has" : "\(LanguageList.describe(languages)) " + (languages.count == 1 ? "lacks" : "lack")
        return Diagnostic(.missingStringsTable, "strings table \(MessageText.quoted(table + ".strings")): \(missing) it"
            + (caseMismatches.isEmpty ? "" : " (" + caseMismatches.map { MessageText.quoted($0) }.joined(separator: ", ")
                + " differ only in case; devices have case-sensitive file systems)")
            + MessageText.didYouMean(suggestion), at: location, suggestion: suggestion)
    }
}

/// Checks that every language has the table a page names.
enum MissingStringsTable {
    /// `having`: the languages that have the table.
    static func check(_ table: Located<String>, having: [String], languages: [String], files: BundleFiles) -> Diagnostic? {
        guard having.count < languages.count else { return nil }
        let lacking = languages.filter { !having.contains($0) }
        let known = Set(languages.flatMap { files.tables(in: $0) })
        let suggestion = having.isEmpty ? Suggestions.closest(to: table.value, in: known.sorted()) : nil
        let caseMismatches = lacking.compactMap { files.caseInsensitiveMatch("\($0).lproj/\(table.value).strings") }
        return .missingStringsTable(table.value, languages: lacking, everywhere: having.isEmpty, suggestion: suggestion,
                                    caseMismatches: caseMismatches, at: table.location)
    }
}
