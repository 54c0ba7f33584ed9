import PropertyList
import XMLStream

extension Rule {
    /// A localizable text with no entry in some language's strings table: that language shows it untranslated.
    public static let missingTranslation = Rule(
        id: "missing-translation", severity: .warning,
        summary: "A localizable text with no entry in some language's strings table: that language shows it untranslated.")
}

extension Diagnostic {
    static func missingTranslation(_ text: String, table: String, languages: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingTranslation, "\(MessageText.quoted(text)) has no translation in \(MessageText.quoted(table + ".strings")) of "
            + LanguageList.describe(languages), at: location)
    }
}
