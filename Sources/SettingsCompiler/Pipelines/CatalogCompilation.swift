import Platform
import PropertyList

/// `catalog compile`: every String Catalog of a bundle written as the `.strings` tables the Settings app
/// reads, into the bundle or into a copy of it (a built product's). All or nothing: a catalog
/// with errors, like any other error of the bundle or a file that cannot be read (as for `catalog
/// extract`, `CatalogInput`), stops the run before anything is written, and a table that cannot be
/// written leaves every other one unwritten (`CatalogOutputFile.Batch`).
public enum CatalogCompilation {
    public struct Options: Sendable {
        /// The bundle the tables go into (a built product's copy of the bundle); nil: the bundle itself.
        public var outputBundle: String?
        /// The configuration and the command line's checking options, applied to the catalogs' findings.
        public var checking = ConfigurationOptions()
        /// Overwrite tables edited by hand since compiled (or never compiled) too (`TableEdits`).
        public var force = false

        public init(outputBundle: String? = nil, force: Bool = false) {
            self.outputBundle = outputBundle
            self.force = force
        }
    }

    /// One table and what writing it did.
    public struct WrittenTable: Sendable, Equatable {
        /// The file's path (in the output bundle).
        public var path: String
        public var outcome: CatalogOutputFile.Outcome
    }

    /// A table that holds texts compile did not write and would overwrite: nothing is written then.
    public struct RefusedTable: Sendable {
        /// The file's path (in the output bundle).
        public var path: String
        /// The catalog's path in the bundle.
        public var catalog: String
        package var edits: TableEdits

        /// True: written by hand (no header of compile's); false: edited since compile wrote it.
        public var handWritten: Bool { edits.handWritten }
    }

    public struct Result: Sendable {
        /// The catalogs' reports: what they hold that cannot be compiled, or that is broken.
        public var reports: [FileReport] = []
        /// The bundle's files that could not be read (nothing is compiled then).
        public var failures: [System.FileError] = []
        /// Every table, in the order written.
        public var tables: [WrittenTable] = []
        public var messages: [CommandMessage] = []
        /// The tables not overwritten (status 1, nothing written) for the edits they hold, without `force`.
        public var refused: [RefusedTable] = []
        public var failure: CommandFailure?
    }

    public static func run(_ bundle: String, options: Options = Options()) -> Result {
        var result = Result()
        if let failure = CommandFailure.notABundleFolder(bundle, command: "catalog compile") {
            result.failure = failure
            return result
        }
        if let outputBundle = options.outputBundle, let failure = Self.outputInsideInput(outputBundle, bundle) {
            result.failure = failure
            return result
        }
        guard let applied = AppliedConfiguration.resolve(for: bundle, options: options.checking, failure: &result.failure) else {
            return result
        }
        // The bundle is listed and each catalog read once, by its compilation; the catalogs' own findings are
        // reported below as compile sees them (what cannot be compiled), and their errors stop the run there.
        guard let input = CatalogInput.compile(bundle, applied: applied, translationsChecked: false, reports: &result.reports,
                                               failures: &result.failures, failure: &result.failure) else { return result }
        guard !input.catalogs.isEmpty else {
            result.messages.append(.note("'\(bundle)' has no String Catalog (.xcstrings); nothing to compile"))
            return result
        }
        var planned: [(relative: String, catalog: String, entries: [(key: String, value: String)])] = []
        for (path, document) in input.catalogs.sorted(by: { $0.key < $1.key }) {
            var diagnostics = document.diagnostics
            guard let catalog = document.catalog else {
                result.reports.append(FileReport(file: document.source, diagnostics: diagnostics))
                continue
            }
            let table = String(path.dropLast(".xcstrings".count))
            let compiler = CatalogCompiler(catalog, devices: input.pages.devices(for: table))
            diagnostics += compiler.diagnostics()
            result.reports.append(FileReport(file: document.source, diagnostics: diagnostics))
            for compiled in compiler.tables() {
                let folder = input.files.folder(forLanguage: compiled.language)
                let name = compiled.device.map { "\(table)~\($0)" } ?? table
                let entries = compiled.strings.entries.map { (key: $0.key, value: $0.value) }
                planned.append(("\(folder).lproj/\(name).strings", document.source.displayName, entries))
            }
        }
        result.reports = applied.apply(to: result.reports)
        guard !result.reports.contains(where: \.hasErrors) else {
            result.failure = .inputErrors
            return result
        }
        let output = options.outputBundle ?? bundle
        if !options.force {
            // Only tables inside the output are read: one reached through a link that leaves it is refused
            // when staged, whatever it holds.
            result.refused = planned.compactMap { table in
                guard case .success(let confined) = System.ConfinedPath.resolve(table.relative, inside: output) else { return nil }
                return TableEdits.find(at: confined.path, against: table.entries).map {
                    RefusedTable(path: confined.path, catalog: table.catalog, edits: $0)
                }
            }
            if !result.refused.isEmpty {
                result.failure = .inputErrors
                return result
            }
        }
        if case .failure(let error) = System.createDirectories(output, mode: 0o777) {
            result.failure = .unwritable(error)
            return result
        }
        var batch = CatalogOutputFile.Batch()
        for (relative, catalog, entries) in planned {
            let comment = CompiledTableHeader.comment(catalog: System.baseName(of: catalog), entries: entries)
            let bytes = StringsWriter.text(entries, comment: comment)
            if case .failure(let error) = batch.stage(relative, inside: output, bytes: bytes) {
                result.failure = .unwritable(error)
                return result
            }
        }
        switch batch.commit() {
        case .failure(let error):
            result.failure = .unwritable(error)
        case .success(let written):
            result.tables = written.map { WrittenTable(path: $0.path, outcome: $0.outcome) }
        }
        return result
    }

    /// A usage failure when `output` is a folder inside `bundle` (where links lead): tables written there
    /// would become part of the source bundle, and the next run would read them as its files.
    static func outputInsideInput(_ output: String, _ bundle: String) -> CommandFailure? {
        guard let input = System.realPath(bundle) else { return nil }
        // The output need not exist yet: its nearest existing folder, where links lead, and the rest as written.
        var existing = System.absolutePath(output)
        var rest: [String] = []
        while System.realPath(existing) == nil, existing != "/" {
            rest.insert(System.baseName(of: existing), at: 0)
            existing = System.parentDirectory(of: existing)
        }
        let resolved = rest.reduce(System.realPath(existing) ?? existing) { System.join($0, $1) }
        guard resolved != input, System.relativePath(resolved, inside: input) != nil else { return nil }
        return .usage("--output-bundle '\(output)' is inside the bundle '\(bundle)'; "
            + "give a folder outside it (a built product's copy of the bundle)")
    }
}
