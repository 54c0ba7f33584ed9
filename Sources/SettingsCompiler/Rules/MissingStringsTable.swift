import PropertyList
import XMLStream

extension Rule {
    /// A StringsTable that some language folders (or all) do not have: those languages show the page untranslated.
    public static let missingStringsTable = Rule(
        id: "missing-strings-table", severity: .warning,
        summary: "A StringsTable that some language folders (or all) do not have: those languages show the page untranslated.")
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
