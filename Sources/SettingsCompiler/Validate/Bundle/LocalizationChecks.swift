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
        // Each table a page names is read once per language, in a fixed order.
        let named = Set(reader.order.compactMap { reader.pages[$0]?.page?.stringsTable?.value })
        for language in languages {
            for table in named.sorted() where files.contains("\(language).lproj/\(table).strings") {
                let relative = "\(language).lproj/\(table).strings"
                let path = System.join(directory, relative)
                switch prefetched[relative] ?? StringsParser.parse(path: path, displayName: path) {
                case .failure(let error):
                    failures.append(error)
                case .success(let document):
                    reports.append(FileReport(file: document.source, diagnostics: document.diagnostics))
                    if !document.hasErrors { tables[language, default: [:]][table] = document.table }
                }
            }
        }
        let localizations = BundleLocalizations(languages: languages, tables: tables)
        for name in reader.order {
            guard let loaded = reader.pages[name], let page = loaded.page else { continue }
            check(page, reader: reader, localizations: localizations)
        }
        return Result(localizations: localizations, reports: reports, failures: failures)
    }

    /// Whether a text has a letter; ASCII is settled without looking up Unicode properties.
    private static func hasLetter(_ text: String) -> Bool {
        if text.utf8.contains(where: { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }) { return true }
        return text.unicodeScalars.contains { !$0.isASCII && $0.properties.isAlphabetic }
    }

    private func check(_ page: BundlePage, reader: BundleReader, localizations: BundleLocalizations) {
        let languages = localizations.languages
        guard !languages.isEmpty else { return }
        guard let stringsTable = page.stringsTable else {
            let baseName = String(page.name.split(separator: "/").last ?? "")
            let candidate = String(baseName.split(separator: "~").first ?? "")
            let having = languages.filter { files.contains("\($0).lproj/\(candidate).strings") }
            if !candidate.isEmpty, !having.isEmpty, page.variantOf == nil {
                reader.report(.unlocalizedPage(table: candidate, languages: having, at: page.location), in: page.name)
            }
            return
        }
        let (table, location) = (stringsTable.value, stringsTable.location)
        let having = languages.filter { files.contains("\($0).lproj/\(table).strings") }
        if having.count < languages.count {
            let lacking = languages.filter { !having.contains($0) }
            let known = Set(languages.flatMap { files.tables(in: $0) })
            let suggestion = having.isEmpty ? Suggestions.closest(to: table, in: known.sorted()) : nil
            let caseMismatches = lacking.compactMap { files.caseInsensitiveMatch("\($0).lproj/\(table).strings") }
            reader.report(.missingStringsTable(table, languages: lacking, everywhere: having.isEmpty,
                                               suggestion: suggestion, caseMismatches: caseMismatches, at: location),
                          in: page.name)
        }
        // Languages whose table parsed: a text missing there shows untranslated. A table that only
        // restates the plist's texts (every value equals its key, as Xcode's template writes for the
        // language the plist is written in) translates nothing: a text missing there shows the same.
        let readable: [(language: String, strings: StringsTable)] = having.compactMap { language in
            guard let strings = localizations.table(table, in: language),
                  strings.entries.contains(where: { $0.key != $0.value }) else { return nil }
            return (language, strings)
        }
        guard !readable.isEmpty else { return }
        var reported: Set<String> = []
        for specifier in page.specifiers {
            // A text without a letter (a version, a number, a symbol) reads the same in every language.
            for text in specifier.localizableTexts where Self.hasLetter(text.text) {
                let lacking = readable.filter { !$0.strings.contains(text.text) }.map(\.language)
                // Once per text: a title repeated on the page is one translation.
                guard !lacking.isEmpty, reported.insert(text.text).inserted else { continue }
                reader.report(.missingTranslation(text.text, table: table, languages: lacking, at: text.location),
                              in: page.name)
            }
        }
    }
}
