import PropertyList

/// A bundle's translations: for each `<language>.lproj` folder, its `.strings` tables by name.
public struct BundleLocalizations: Sendable {
    /// Language folder names without `.lproj` (`en`, `pt-BR`, `zh_Hans`, `Base`), sorted.
    public var languages: [String]
    /// The `.lproj` folders' tables by language, then by table name (`Root` for `Root.strings`).
    public var tables: [String: [String: StringsTable]]
    /// String Catalogs by table name: in their languages they stand in for the folders' tables.
    package var catalogs: [String: CatalogTables]

    public init(languages: [String] = [], tables: [String: [String: StringsTable]] = [:]) {
        self.init(languages: languages, tables: tables, catalogs: [:])
    }

    package init(languages: [String], tables: [String: [String: StringsTable]], catalogs: [String: CatalogTables]) {
        self.languages = languages
        self.tables = tables
        self.catalogs = catalogs
    }

    /// The table `name` in `language`: a catalog's where one translates the table into that language, else
    /// the folder's, if it has it and it parsed.
    public func table(_ name: String?, in language: String?) -> StringsTable? {
        guard let name, let language else { return nil }
        // A catalog is found by the name without a device suffix (`Root` for `Root~ipad`), cut at its first
        // `~` byte: split on `Character`s, that cost ~1,500 instructions a lookup, once per page and
        // language, in bundles that mostly have no catalog at all.
        if !catalogs.isEmpty {
            let base = name.utf8.firstIndex(of: UInt8(ascii: "~")).map { String(name[..<$0]) } ?? name
            if let catalog = catalogs[base], catalog.covers(language) { return catalog.table(name, in: language) }
        }
        return tables[language]?[name]
    }

    /// The language folder whose translations show for `tag`: `TAG`, else the language alone
    /// (`pt-BR` → `pt`), else `Base`; without a tag `en`, else `Base`. nil: the untranslated texts.
    /// Folder names match ignoring case and `-`/`_` (`zh_Hans` serves `zh-Hans`).
    public func language(for tag: String?) -> String? {
        func folder(_ wanted: String) -> String? {
            let key = LanguageTag.normalized(wanted)
            return languages.first { LanguageTag.normalized($0) == key }
        }
        guard let tag, !tag.isEmpty else { return folder("en") ?? folder("Base") }
        if let exact = folder(tag) { return exact }
        if let primary = LanguageTag.primaryLanguage(of: tag), let found = folder(primary) { return found }
        return folder("Base")
    }
}

/// Language tags as `.lproj` folders spell them.
enum LanguageTag {
    /// Lowercased, `_` as `-`: `zh_Hans` and `zh-hans` compare equal.
    static func normalized(_ tag: String) -> String {
        hyphenated(tag.lowercased())
    }

    /// `_` as `-`, case kept: the BCP 47 spelling of a folder name (`zh_Hans` → `zh-Hans`).
    static func hyphenated(_ tag: String) -> String {
        String(tag.map { $0 == "_" ? "-" : $0 })
    }

    /// `pt` for `pt-BR`; nil when the tag has no subtag.
    static func primaryLanguage(of tag: String) -> String? {
        guard let end = tag.firstIndex(where: { $0 == "-" || $0 == "_" }) else { return nil }
        return String(tag[..<end])
    }
}
