import Platform
import PropertyList

/// `catalog extract`: creates or updates `<Table>.xcstrings` for every strings table the pages of a bundle
/// use, from the pages' texts and the `.lproj` tables (`CatalogExtractor`), written as Xcode writes it
/// (`CatalogWriter`). Nothing is written while the bundle has errors: a page that does not
/// parse would make its texts look unused.
public enum CatalogExtraction {
    public struct Options: Sendable {
        /// The language the pages are written in, for a new catalog (`en`, `de`; `zh_Hans` is read as
        /// `zh-Hans`). Default: the language whose tables only restate the texts, else `en`.
        public var sourceLanguage: String?
        /// The configuration and the command line's checking options: a rule turned off does not stop it.
        public var checking = ConfigurationOptions()

        public init(sourceLanguage: String? = nil) {
            self.sourceLanguage = sourceLanguage
        }
    }

    /// One catalog and what extracting did to it.
    public struct UpdatedCatalog: Sendable {
        public var path: String
        public var outcome: CatalogOutputFile.Outcome
        public var added: Int
        public var translationsTaken: Int
        public var markedStale: Int
        public var revived: Int
        /// Texts of compiled tables edited by hand, taken as translations to review.
        public var editsTaken: Int = 0
        /// `.strings` comments taken into entries without one.
        public var commentsTaken: Int = 0
    }

    public struct Result: Sendable {
        /// The bundle's reports with errors, when it has any (nothing is written then).
        public var reports: [FileReport] = []
        public var failures: [System.FileError] = []
        public var catalogs: [UpdatedCatalog] = []
        public var messages: [CommandMessage] = []
        public var failure: CommandFailure?
    }

    public static func run(_ bundle: String, options: Options = Options()) -> Result {
        var result = Result()
        if let failure = CommandFailure.notABundleFolder(bundle, command: "catalog extract") {
            result.failure = failure
            return result
        }
        guard let applied = AppliedConfiguration.resolve(for: bundle, options: options.checking, failure: &result.failure) else {
            return result
        }
        guard let input = CatalogInput.compile(bundle, applied: applied, reports: &result.reports, failures: &result.failures,
                                               failure: &result.failure) else { return result }
        let pages = input.pages
        let files = input.files
        // nil bytes: the catalog holds what extract would write (whatever its layout) and is left as it is.
        var planned: [(table: String, bytes: [UInt8]?, changes: CatalogExtractor.Changes)] = []
        for table in pages.tables {
            let path = System.join(bundle, table + ".xcstrings")
            // The bundle's catalogs as the compilation read them; a table in a subfolder has none of those.
            var existing = input.catalogs[table + ".xcstrings"]
            if existing == nil, files.contains(table + ".xcstrings") {
                switch CatalogDocument.read(path: path, displayName: path) {
                case .failure(let error):
                    result.failure = .unreadable(error)
                    return result
                case .success(let document):
                    existing = document
                }
            }
            let read = LanguageTables.read(table, in: files, directory: bundle, catalog: existing?.catalog)
            let tables = read.tables
            let sourceLanguage: String
            switch Self.sourceLanguage(existing?.catalog, asked: options.sourceLanguage, tables: tables) {
            case .failure(let failure):
                result.failure = failure
                return result
            case .success(let language):
                sourceLanguage = language
            }
            var extractor = CatalogExtractor(sourceLanguage: sourceLanguage, texts: pages.texts(for: table).map(\.text),
                                             tables: tables, compiledLanguages: read.compiled)
            extractor.edits = read.edits
            extractor.comments = read.comments(sourceLanguage: sourceLanguage)
            let tree = existing.flatMap { document in document.json.root.map { CatalogJSON($0, of: document.json) } }
            let (updated, changes) = extractor.update(tree)
            if let tree, updated == tree, existing?.hasErrors == false {
                planned.append((table, nil, changes))
                continue
            }
            var writer = CatalogWriter()
            planned.append((table, writer.bytes(updated), changes))
        }
        for path in CatalogDocument.paths(in: files) where !pages.tables.contains(String(path.dropLast(".xcstrings".count))) {
            result.messages.append(.note("no page uses the table of '\(System.join(bundle, path))'; it is left as it is"))
        }
        // Every catalog or none; a table name that would leave the bundle is refused (`ConfinedPath`).
        var batch = CatalogOutputFile.Batch()
        for (table, bytes, _) in planned {
            guard let bytes else { continue }
            if case .failure(let error) = batch.stage(table + ".xcstrings", inside: bundle, bytes: bytes) {
                result.failure = .unwritable(error)
                return result
            }
        }
        switch batch.commit() {
        case .failure(let error):
            result.failure = .unwritable(error)
        case .success(let written):
            var staged = written.makeIterator()
            for (table, bytes, changes) in planned {
                let file = bytes == nil ? nil : staged.next()
                let path = file?.path ?? System.join(bundle, table + ".xcstrings")
                result.catalogs.append(UpdatedCatalog(path: path, outcome: file?.outcome ?? .unchanged, added: changes.added,
                                                      translationsTaken: changes.translationsTaken,
                                                      markedStale: changes.markedStale, revived: changes.revived,
                                                      editsTaken: changes.editsTaken, commentsTaken: changes.commentsTaken))
            }
        }
        return result
    }

    /// The catalog's source language: the existing catalog's (which `--source-language` may not change), the
    /// one asked for, the one language whose table only restates the texts (Xcode's template for the
    /// language a page is written in), else `en`.
    static func sourceLanguage(_ catalog: StringCatalog?, asked: String?,
                               tables: [(language: String, strings: StringsTable)]) -> Swift.Result<String, CommandFailure> {
        let asked = asked.map(LanguageTag.hyphenated)
        if let asked, !LanguageTag.isWellFormed(asked.utf8) {
            return .failure(.usage("--source-language '\(asked)' is not a language tag (such as 'en', 'zh-Hans', 'pt-BR')"))
        }
        if let catalog {
            if let asked, LanguageTag.normalized(asked) != LanguageTag.normalized(catalog.sourceLanguage) {
                return .failure(.usage("the catalog's source language is '\(catalog.sourceLanguage)', not '\(asked)'; "
                    + "change it in Xcode's String Catalog editor"))
            }
            return .success(catalog.sourceLanguage)
        }
        if let asked { return .success(asked) }
        let restating = tables.filter { !$0.strings.entries.isEmpty && $0.strings.entries.allSatisfy { $0.key == $0.value } }
            .map(\.language)
        if restating.contains("en") || restating.count != 1 { return .success("en") }
        return .success(restating[0])
    }
}
