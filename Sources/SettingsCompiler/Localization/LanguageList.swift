import PropertyList

/// Language folders named in messages: `de.lproj, fr.lproj`, cut short past a handful.
enum LanguageList {
    static func describe(_ languages: [String], limit: Int = 6) -> String {
        let shown = languages.prefix(limit).map { $0 + ".lproj" }.joined(separator: ", ")
        return languages.count > limit ? shown + " and \(languages.count - limit) more" : shown
    }
}
