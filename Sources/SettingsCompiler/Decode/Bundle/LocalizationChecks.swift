import Diagnostics
import PropertyList
import Platform

/// Reads the `.strings` tables and String Catalogs a bundle's pages use and checks the translations:
/// every table a page names exists in every language, every localizable text has an entry in each, and a
/// page that could be translated says `StringsTable`. A table with a catalog is translated by the catalog
/// (`BundleCatalogs`) in the catalog's languages.
struct LocalizationChecks {
    struct Result {
        var localizations: BundleLocalizations
        var reports: [FileReport]
        var failures: [System.FileError]
        /// The diagnostics of the pages, by page name.
        var pageDiagnostics: [String: [Diagnostic]]
        /// Every catalog read, by path relative to the bundle.
        var catalogDocuments: [String: CatalogDocument]
    }

    let files: BundleFiles
    let directory: String
    /// Tables already read (by `TranslationPrefetch`), by path relative to the bundle.
    let prefetched: [String: Swift.Result<StringsDocument, System.FileError>]
    /// Catalogs already read, by path relative to the bundle.
    let catalogs: [String: Swift.Result<CatalogDocument, System.FileError>]
    /// Unsaved texts read instead of the files they stand for (an editor's buffers).
    let overlay: SourceOverlay
    /// What is kept of one rule in one file (a page's missing translations, a table's duplicate keys).
    let cap: DiagnosticCap
    /// The language the pages are written in, normalized: its table need not hold every text.
    let sourceLanguage: String?

    init(files: BundleFiles, directory: String, prefetched: [String: Swift.Result<StringsDocument, System.FileError>],
         catalogs: [String: Swift.Result<CatalogDocument, System.FileError>] = [:], sourceLanguage: String? = nil,
         overlay: SourceOverlay = .none, cap: DiagnosticCap = DiagnosticCap()) {
        self.sourceLanguage = sourceLanguage.map(LanguageTag.normalized)
        self.files = files
        self.directory = directory
        self.prefetched = prefetched
        self.catalogs = catalogs
        self.overlay = overlay
        self.cap = cap
    }

    func run(on reader: BundleCompiler) -> Result {
        let pages = reader.order.compactMap { reader.pages[$0]?.page }
        var catalogs = BundleCatalogs(files: files, directory: directory, prefetched: self.catalogs, pages: pages)
        var failures = catalogs.failures
        let languages = files.translatedLanguages
        // Every table of the bundle is read once, in a fixed order, and reported (a table no page names
        // ships all the same); those a page names (or a catalog compiles) are its translations, under each
        // name the file has (a language whose table is a link to another's).
        var named = Set(pages.compactMap { $0.stringsTable?.value })
        for catalog in catalogs.loaded.values { named.formUnion(catalog.tables.names) }
        var documents: [(path: String, document: StringsDocument)] = []
        var fileTables: [String: [String: StringsTable]] = [:]
        for relative in files.stringsFiles {
            let path = System.join(directory, relative)
            switch prefetched[relative] ?? StringsParser.parse(path: path, displayName: path, overlay: overlay, cap: cap) {
            case .failure(let error):
                failures.append(error)
            case .success(let document):
                documents.append((relative, document))
                guard !document.hasErrors else { continue }
                for name in files.names(of: relative) {
                    guard let (language, table) = BundleFiles.languageTable(name), languages.contains(language), named.contains(table) else { continue }
                    fileTables[language, default: [:]][table] = document.table
                }
            }
        }
        catalogs.checkEntries()
        let outOfDate = catalogs.checkTables(fileTables, present: Set(documents.map(\.path)))
        var reports = documents.map { path, document in
            FileReport(file: document.source, diagnostics: document.diagnostics + (outOfDate[path] ?? []), cap: cap)
        }
        // A catalog's tables stand in for the files of its languages.
        let allLanguages = Set(languages).union(catalogs.folders).sorted { System.bytesPrecede($0, $1) }
        var tablesByName: [String: CatalogTables] = [:]
        for (table, catalog) in catalogs.loaded { tablesByName[table] = catalog.tables }
        let localizations = BundleLocalizations(languages: allLanguages, tables: fileTables, catalogs: tablesByName)
        var found: [String: [Diagnostic]] = [:]
        for name in reader.order {
            guard let page = reader.pages[name]?.page else { continue }
            found[name] = check(page, localizations: localizations, catalogs: catalogs)
        }
        for path in catalogs.sources.keys.sorted() {
            reports.append(FileReport(file: catalogs.sources[path]!, diagnostics: catalogs.diagnostics[path] ?? [], cap: cap))
        }
        return Result(localizations: localizations, reports: reports, failures: failures, pageDiagnostics: found,
                      catalogDocuments: catalogs.documents)
    }

    /// The translation rules of one page, by language.
    private func check(_ page: BundlePage, localizations: BundleLocalizations, catalogs: BundleCatalogs) -> [Diagnostic] {
        let languages = localizations.languages
        guard let table = page.stringsTable else {
            return UnlocalizedPage.check(page, languages: languages, files: files).map { [$0] } ?? []
        }
        // A table that is no file name is an error of the page already; it names no table to look for.
        guard InvalidStringsTable.isTableName(table.value) else { return [] }
        guard !languages.isEmpty else { return [] }
        let catalog = catalogs.loaded[table.value]
        let covered = Set(catalog?.tables.folders.values.map { $0 } ?? [])
        let having = languages.filter { covered.contains($0) || files.contains("\($0).lproj/\(table.value).strings") }
        var found = MissingStringsTable.check(table, having: having, languages: languages, files: files).map { [$0] } ?? []
        if let catalog {
            found += MissingTranslation.check(page, catalog: catalog.catalog, name: catalog.name, entries: catalog.entries)
        }
        // Languages whose table parsed and that no catalog translates: a text missing there shows untranslated.
        // The language the texts are written in shows them as written.
        let translating = having.filter { !covered.contains($0) && LanguageTag.normalized($0) != sourceLanguage }
        let tables: [(language: String, strings: StringsTable)] = translating.compactMap { language in
            localizations.table(table.value, in: language).map { (language, $0) }
        }
        found += MissingTranslation.check(page, table: table.value, tables: tables)
        return found
    }
}
