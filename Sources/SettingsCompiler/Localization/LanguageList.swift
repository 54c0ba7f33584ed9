import PropertyList

/// Languages named in messages: `de.lproj, fr.lproj` (folders) or `de, fr` (a catalog's tags), cut short
/// past a handful.
enum LanguageList {
    static func describe(_ languages: [String], limit: Int = 6) -> String {
        tags(languages.map { $0 + ".lproj" }, limit: limit)
    }

    static func tags(_ languages: [String], limit: Int = 6) -> String {
        let shown = languages.prefix(limit).joined(separator: ", ")
        return languages.count > limit ? shown + " and \(languages.count - limit) more" : shown
    }
}
