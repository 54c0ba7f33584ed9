/// Whether a text is a language's name written in that language ("English", "Deutsch", "日本語",
/// "English (US)"): the same in every translation, so never a missing one.
enum LanguageNames {
    /// The table, made on first use (a bundle with translations that lack a text).
    private static let autonyms = Set(LanguageNameTable.autonyms)

    /// Compared without regard to case ("Français", CLDR's "français"); a name may carry a qualifier
    /// in parentheses ("English (UK)", "中文（香港）").
    static func isLanguageName(_ text: String) -> Bool {
        let name = String(WhiteSpace.trimmed(text.lowercased()))
        if autonyms.contains(name) { return true }
        guard let last = name.last, last == ")" || last == "）",
              let open = name.firstIndex(where: { $0 == "(" || $0 == "（" }) else { return false }
        return autonyms.contains(String(WhiteSpace.trimmed(name[..<open])))
    }
}
