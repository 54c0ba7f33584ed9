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
        // Every table of the bundle is read once, in a fixed order, and reported (a table no page names
        // ships all the same); those a page names are its translations, under each name the file has (a
        // language whose table is a link to another's).
        let named = Set(reader.order.compactMap { reader.pages[$0]?.page?.stringsTable?.value })
        for relative in files.stringsFiles {
            let path = System.join(directory, relative)
            switch prefetched[relative] ?? StringsParser.parse(path: path, displayName: path) {
            case .failure(let error):
                failures.append(error)
            case .success(let document):
                reports.append(FileReport(file: document.source, diagnostics: document.diagnostics))
                guard !document.hasErrors else { continue }
                for name in files.names(of: relative) {
                    guard let (language, table) = Self.table(name, in: languages), named.contains(table) else { continue }
                    tables[language, default: [:]][table] = document.table
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

    /// The language and table of `<lang>.lproj/<table>.strings`, for a language of `languages`.
    private static func table(_ relative: String, in languages: [String]) -> (language: String, table: String)? {
        guard let slash = relative.firstIndex(of: "/"), relative[..<slash].hasSuffix(".lproj") else { return nil }
        let language = String(relative[..<slash].dropLast(6))
        guard languages.contains(language) else { return nil }
        return (language, String(relative[relative.index(after: slash)...].dropLast(8)))
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
