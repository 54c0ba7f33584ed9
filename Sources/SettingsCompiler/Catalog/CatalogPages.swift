import Platform
import PropertyList

/// A bundle's pages as the catalog commands see them: which texts each strings table translates, and
/// which devices have page variants (their tables get a `~iphone`/`~ipad` twin).
struct CatalogPages {
    /// Every page read, variants included, in bundle order.
    let pages: [BundlePage]

    init(_ pages: [BundlePage]) {
        self.pages = pages
    }

    /// The table a page's texts are translated with: its own `StringsTable`, else (a variant's) that of the
    /// page it stands in for.
    func table(of page: BundlePage) -> String? {
        if let own = page.stringsTable?.value { return own }
        guard let main = page.variantOf else { return nil }
        return pages.first { $0.name == main }?.stringsTable?.value
    }

    /// The pages translated with `table`.
    func pages(using table: String) -> [BundlePage] {
        pages.filter { self.table(of: $0) == table }
    }

    /// The tables pages use, in the order pages name them first.
    var tables: [String] {
        var seen: Set<String> = []
        return pages.compactMap(table(of:)).filter { seen.insert($0).inserted }
    }

    /// Every localizable text of the pages translated with `table`, in page order, each once.
    func texts(for table: String) -> [LocalizableText] {
        var seen: Set<String> = []
        return pages(using: table).flatMap { $0.specifiers.flatMap(\.localizableTexts) }.filter { seen.insert($0.text).inserted }
    }

    /// The devices with a page variant (`Root~ipad`) among the pages translated with `table`.
    func devices(for table: String) -> [String] {
        let users = pages(using: table)
        return ["iphone", "ipad"].filter { device in users.contains { $0.name.hasSuffix("~" + device) } }
    }
}

extension BundleFiles {
    /// The `.lproj` folder a catalog's language is compiled into: the bundle's own spelling when it has the
    /// folder (`zh_Hans.lproj` for `zh-Hans`), else the tag.
    func folder(forLanguage language: String) -> String {
        let wanted = LanguageTag.normalized(language)
        return languageFolders.first { LanguageTag.normalized($0) == wanted } ?? language
    }
}
