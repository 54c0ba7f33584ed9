import PropertyList
import Platform
import XMLStream

/// Reads the `.strings` tables a bundle's pages use and checks the translations: every table a page
/// names exists in every language, every localizable text has an entry in each, and a page that could
/// be translated says `StringsTable`.
struct LocalizationChecks {
    struct Result {
        var localizations: BundleLocalizations
        var reports: [FileReport]
        var failures: [System.FileError]
        /// The diagnostics of the pages, by page name.
        var pageDiagnostics: [String: [Diagnostic]]
    }

    let files: BundleFiles
    let directory: String
    /// Tables already read (by `StringsPrefetch`), by path relative to the bundle.
    let prefetched: [String: Swift.Result<StringsDocument, System.FileError>]

    func run(on reader: BundleReader) -> Result {
        let languages = files.translatedLanguages
        var tables: [String: [String: StringsTable]] = [:]
        var reports: [FileReport] = []
        var failures: [System.FileError] = []
        // Each table a page names is read once per language, in a fixed order; a table that is a link
        // to another is that file, read and reported once.
        let named = Set(reader.order.compactMap { reader.pages[$0]?.page?.stringsTable?.value })
        var reported: Set<String> = []
        for language in languages {
            for table in named.sorted() where files.contains("\(language).lproj/\(table).strings") {
                let relative = files.canonical("\(language).lproj/\(table).strings")
                let path = System.join(directory, relative)
                switch prefetched[relative] ?? StringsParser.parse(path: path, displayName: path) {
                case .failure(let error):
                    if reported.insert(relative).inserted { failures.append(error) }
                case .success(let document):
                    if reported.insert(relative).inserted {
                        reports.append(FileReport(file: document.source, diagnostics: document.diagnostics))
                    }
                    if !document.hasErrors { tables[language, default: [:]][table] = document.table }
                }
            }
        }
        let localizations = BundleLocalizations(languages: languages, tables: tables)
        var found: [String: [Diagnostic]] = [:]
        for name in reader.order {
            guard let page = reader.pages[name]?.page else { continue }
            found[name] = check(page, localizations: localizations)
        }
        return Result(localizations: localizations, reports: reports, failures: failures, pageDiagnostics: found)
    }

    /// The translation rules of one page, by language.
    private func check(_ page: BundlePage, localizations: BundleLocalizations) -> [Diagnostic] {
        let languages = localizations.languages
        guard !languages.isEmpty else { return [] }
        guard let table = page.stringsTable else {
            return UnlocalizedPage.check(page, languages: languages, files: files).map { [$0] } ?? []
        }
        let having = languages.filter { files.contains("\($0).lproj/\(table.value).strings") }
        var found = MissingStringsTable.check(table, having: having, languages: languages, files: files).map { [$0] } ?? []
        // Languages whose table parsed: a text missing there shows untranslated.
        let tables: [(language: String, strings: StringsTable)] = having.compactMap { language in
            localizations.table(table.value, in: language).map { (language, $0) }
        }
        found += MissingTranslation.check(page, table: table.value, tables: tables)
        return found
    }
}
