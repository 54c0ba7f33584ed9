import Diagnostics
import PropertyList
import Platform

/// A bundle's String Catalogs: each `<Table>.xcstrings` at its top read and reported; those of
/// tables pages name compiled to the tables the Settings app would read, which then translate the pages
/// in place of the `.lproj` tables, and checked against the pages and against those `.lproj` tables.
struct BundleCatalogs {
    /// A usable catalog of a table pages name, with its tables (compiled when first asked for).
    struct Loaded {
        var name: String
        var catalog: StringCatalog
        var entries: [String: Int]
        var tables: CatalogTables
        /// Every text of the pages whose table this is.
        var used: Set<String>
    }

    let files: BundleFiles
    /// The usable catalogs by table name.
    private(set) var loaded: [String: Loaded] = [:]
    /// What each catalog file gets reported (its own problems, then the checks), by relative path.
    private(set) var diagnostics: [String: [Diagnostic]] = [:]
    private(set) var sources: [String: SourceFile] = [:]
    /// Every catalog read, usable or not, by relative path.
    private(set) var documents: [String: CatalogDocument] = [:]
    private(set) var failures: [System.FileError] = []

    /// Reads every catalog of the bundle (from `prefetched` where the second thread read it) and compiles
    /// those of the tables `pages` name.
    init(files: BundleFiles, directory: String, prefetched: [String: Result<CatalogDocument, System.FileError>],
         pages: [BundlePage]) {
        self.files = files
        let bundlePages = CatalogPages(pages)
        for path in CatalogDocument.paths(in: files) {
            let full = System.join(directory, path)
            switch prefetched[path] ?? CatalogDocument.read(path: full, displayName: full) {
            case .failure(let error):
                failures.append(error)
            case .success(let document):
                documents[path] = document
                sources[path] = document.source
                diagnostics[path] = document.diagnostics
                let table = String(path.dropLast(".xcstrings".count))
                let users = bundlePages.pages(using: table)
                guard let catalog = document.catalog, !users.isEmpty else { continue }
                let compiler = CatalogCompiler(catalog, devices: bundlePages.devices(for: table))
                diagnostics[path]! += compiler.diagnostics()
                let tables = CatalogTables(table: table, compiler: compiler, folder: files.folder(forLanguage:))
                let used = Set(users.flatMap { $0.specifiers.flatMap(\.localizableTexts).map(\.text) })
                loaded[table] = Loaded(name: path, catalog: catalog, entries: catalog.entriesByKey, tables: tables, used: used)
            }
        }
    }

    /// Every folder a usable catalog compiles into.
    var folders: Set<String> {
        Set(loaded.values.flatMap { $0.tables.folders.values })
    }

    /// The catalog checks that need only the pages: entries no page uses, unfinished translations.
    mutating func checkEntries() {
        for (_, catalog) in loaded {
            let path = catalog.name
            diagnostics[path]! += StaleCatalogEntry.check(catalog.catalog, name: catalog.name, used: catalog.used)
            diagnostics[path]! += UnfinishedTranslation.check(catalog.catalog, used: catalog.used)
        }
    }

    /// Compares each compiled table with the `.lproj` table of the same name (`fileTables`: the tables that
    /// parsed, by folder and name; `present`: every table file there is, parsed or not). Returns what each
    /// `.lproj` file gets reported, by relative path; what concerns a missing file goes to the catalog.
    mutating func checkTables(_ fileTables: [String: [String: StringsTable]], present: Set<String>) -> [String: [Diagnostic]] {
        var found: [String: [Diagnostic]] = [:]
        for (table, catalog) in loaded.sorted(by: { $0.key < $1.key }) {
            let folders = Set(catalog.tables.folders.values).sorted()
            let compiledPaths = folders.flatMap { folder in catalog.tables.names.map { "\(folder).lproj/\($0).strings" } }
            // Without any of its tables in the bundle (they are compiled into the product), nothing to compare.
            let compared = compiledPaths.contains { present.contains($0) } ? catalog.tables.all : [:]
            for (folder, tables) in compared.sorted(by: { $0.key < $1.key }) {
                for (name, compiled) in tables.sorted(by: { $0.key < $1.key }) {
                    let path = "\(folder).lproj/\(name).strings"
                    if let file = fileTables[folder]?[name] {
                        if let difference = CatalogOutOfDate.check(compiled, file: file, catalog: catalog.name) {
                            found[path, default: []].append(difference)
                        }
                    } else if !present.contains(path) && !Self.restatesKeys(compiled) {
                        diagnostics[catalog.name]!.append(.catalogTableMissing(path, language: language(folder, in: catalog),
                                                                               at: location(of: folder, in: catalog)))
                    }
                }
            }
            // Tables of the same name in languages the catalog does not have: left as they are. (Base.lproj
            // is no language: catalogs have none.)
            for folder in files.languageFolders where !catalog.tables.covers(folder) && folder != "Base" {
                let path = "\(folder).lproj/\(table).strings"
                if present.contains(path) {
                    found[path, default: []].append(.catalogLacksLanguage(LanguageTag.hyphenated(folder), catalog: catalog.name,
                                                                          at: .start))
                }
            }
        }
        return found
    }

    /// Whether every value of a table is its key (the source language's table, usually): without the file
    /// the page shows the same texts.
    private static func restatesKeys(_ table: StringsTable) -> Bool {
        table.entries.allSatisfy { $0.key == $0.value }
    }

    /// The catalog's tag for a folder it compiles into.
    private func language(_ folder: String, in catalog: Loaded) -> String {
        catalog.catalog.languages.first { files.folder(forLanguage: $0) == folder } ?? folder
    }

    /// Where a language first appears in the catalog: its first localization, or the source language.
    private func location(of folder: String, in catalog: Loaded) -> SourceLocation {
        let tag = language(folder, in: catalog)
        if tag == catalog.catalog.sourceLanguage { return catalog.catalog.sourceLanguageLocation }
        for entry in catalog.catalog.entries {
            if let localization = entry.localization(tag) { return localization.location }
        }
        return .start
    }
}
