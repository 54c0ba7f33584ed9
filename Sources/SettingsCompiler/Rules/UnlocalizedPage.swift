import PropertyList
import XMLStream

extension Rule {
    /// A page without StringsTable while the bundle has translations for it: the Settings app does not translate it.
    public static let unlocalizedPage = Rule(
        id: "unlocalized-page", severity: .warning,
        summary: "A page without StringsTable while the bundle has translations for it: the Settings app does not translate it.")
}

extension Diagnostic {
    static func unlocalizedPage(table: String, languages: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unlocalizedPage, "page has no 'StringsTable', so the Settings app does not translate it, though "
            + "\(MessageText.quoted(table + ".strings")) exists in \(LanguageList.describe(languages)); add "
            + "<key>StringsTable</key><string>\(table)</string>", at: location)
    }
}
