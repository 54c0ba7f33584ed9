import Platform
import PropertyList

/// `catalog compile`: every String Catalog of a bundle written as the `.strings` tables the Settings app
/// reads, into the bundle or into a copy of it (a built product's), SPEC §12. All or nothing: a catalog
/// with errors stops the run before anything is written.
public enum CatalogCompilation {
    public struct Options: Sendable {
        /// The bundle the tables go into (a built product's copy of the bundle); nil: the bundle itself.
        public var outputBundle: String?

        public init(outputBundle: String? = nil) {
            self.outputBundle = outputBundle
        }
    }

    /// One table and what writing it did.
    public struct WrittenTable: Sendable, Equatable {
        /// The file's path (in the output bundle).
        public var path: String
        public var outcome: CatalogOutputFile.Outcome
    }

    public struct Result: Sendable {
        /// The catalogs' reports: what they hold that cannot be compiled, or that is broken.
        public var reports: [FileReport] = []
        /// Every table, in the order written.
        public var tables: [WrittenTable] = []
        public var messages: [CommandMessage] = []
        public var failure: CommandFailure?
    }

    public static func run(_ bundle: String, options: Options = Options()) -> Result {
        var result = Result()
        if let failure = CommandFailure.notABundleFolder(bundle, command: "catalog compile") {
            result.failure = failure
            return result
        }
        let files = BundleFiles(directory: bundle, isBundle: true)
        let paths = CatalogDocument.paths(in: files)
        guard !paths.isEmpty else {
            result.messages.append(.note("'\(bundle)' has no String Catalog (.xcstrings); nothing to compile"))
            return result
        }
        let pages = CatalogPages.read(bundle)
        var planned: [(relative: String, bytes: [UInt8])] = []
        for path in paths {
            let full = System.join(bundle, path)
            switch CatalogDocument.read(path: full, displayName: full) {
            case .failure(let error):
                result.failure = .unreadable(error)
                return result
            case .success(let document):
                var diagnostics = document.diagnostics
                guard let catalog = document.catalog else {
                    result.reports.append(FileReport(file: document.source, diagnostics: diagnostics))
                    continue
                }
                let table = String(path.dropLast(".xcstrings".count))
                let compiler = CatalogCompiler(catalog, devices: pages.devices(for: table))
                diagnostics += compiler.diagnostics()
                result.reports.append(FileReport(file: document.source, diagnostics: diagnostics))
                for compiled in compiler.tables() {
                    let folder = files.folder(forLanguage: compiled.language)
                    let name = compiled.device.map { "\(table)~\($0)" } ?? table
                    let entries = compiled.strings.entries.map { (key: $0.key, value: $0.value) }
                    planned.append(("\(folder).lproj/\(name).strings", StringsWriter.text(entries, comment: Self.comment(path))))
                }
            }
        }
        guard !result.reports.contains(where: \.hasErrors) else {
            result.failure = .inputErrors
            return result
        }
        let output = options.outputBundle ?? bundle
        for (relative, bytes) in planned {
            let path = System.join(output, relative)
            if case .failure(let error) = System.createDirectories(System.parentDirectory(of: path), mode: 0o777) {
                result.failure = .unwritable(error)
                return result
            }
            switch CatalogOutputFile.update(path, with: bytes) {
            case .failure(let error):
                result.failure = .unwritable(error)
                return result
            case .success(let outcome):
                result.tables.append(WrittenTable(path: path, outcome: outcome))
            }
        }
        return result
    }

    /// The comment a compiled table starts with (`catalog` as named in the bundle).
    static func comment(_ catalog: String) -> String {
        "Compiled from \(catalog) by settingsc catalog compile; edit the catalog, not this file."
    }

    /// Whether `line`, a table's first, is the comment `catalog compile` writes.
    static func isCompiledTable(firstLine line: String) -> Bool {
        line.hasPrefix("/* Compiled from ") && line.hasSuffix(" by settingsc catalog compile; edit the catalog, not this file. */")
    }
}
