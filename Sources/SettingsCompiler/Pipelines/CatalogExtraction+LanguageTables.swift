import Platform
import PropertyList

extension CatalogExtraction {
    /// The `.lproj` tables of one strings table as `catalog extract` takes them: their translations, which
    /// of them `catalog compile` wrote, the texts edited by hand in those since, and the entries' comments.
    struct LanguageTables {
        /// The tables that parse, by the catalog's spelling of their language (`Base` is no language).
        var tables: [(language: String, strings: StringsTable)] = []
        /// The languages whose table `catalog compile` wrote (its header says so).
        var compiled: Set<String> = []
        /// The texts of compiled tables changed by hand since (`TableEdits`): taken for review.
        var edits: [CatalogExtractor.Edit] = []
        /// Each language's comments by key, from tables written by hand (`StringsComments`).
        var commentsByLanguage: [(language: String, comments: [String: String])] = []

        /// The comment of each key: the source language's table's, else the first other table's.
        func comments(sourceLanguage: String) -> [String: String] {
            var merged: [String: String] = [:]
            let ordered = commentsByLanguage.filter { $0.language == sourceLanguage }
                + commentsByLanguage.filter { $0.language != sourceLanguage }
            for (_, comments) in ordered {
                merged.merge(comments) { first, _ in first }
            }
            return merged
        }

        static func read(_ table: String, in files: BundleFiles, directory: String, catalog: StringCatalog?) -> LanguageTables {
            let known = catalog?.languages ?? []
            var read = LanguageTables()
            var compiledFromCatalog: [String: [(key: String, value: String)]]?
            for folder in files.languageFolders where folder != "Base" && files.contains("\(folder).lproj/\(table).strings") {
                let path = System.join(directory, "\(folder).lproj/\(table).strings")
                guard case .success(let document) = StringsParser.parse(path: path, displayName: path), !document.hasErrors else {
                    continue
                }
                let wanted = LanguageTag.normalized(folder)
                let language = known.first { LanguageTag.normalized($0) == wanted } ?? LanguageTag.hyphenated(folder)
                read.tables.append((language, document.table))
                guard document.source.line(1).flatMap(CompiledTableHeader.init(firstLine:)) != nil else {
                    read.commentsByLanguage.append((language, StringsComments.comments(of: document)))
                    continue
                }
                read.compiled.insert(language)
                guard let catalog else { continue }
                if compiledFromCatalog == nil { compiledFromCatalog = Self.compiled(catalog) }
                if let found = TableEdits.find(in: document, against: compiledFromCatalog?[language] ?? []) {
                    read.edits += found.edits.map { CatalogExtractor.Edit(language: language, key: $0.key, value: $0.value) }
                }
            }
            return read
        }

        /// What `catalog compile` writes for each language's table every device reads.
        private static func compiled(_ catalog: StringCatalog) -> [String: [(key: String, value: String)]] {
            var tables: [String: [(key: String, value: String)]] = [:]
            for table in CatalogCompiler(catalog).tables() where table.device == nil {
                tables[table.language] = table.strings.entries.map { ($0.key, $0.value) }
            }
            return tables
        }
    }
}
