import PropertyList
import Platform

/// `diff`: what a change to a definition does to the screen and to users' stored values. Both sides are
/// compiled as `validate` compiles them (with the configuration that applies), matched item by item
/// (`DefinitionDiff`), and the changes written in the format asked for.
public enum Diffing {
    public struct Options: Sendable {
        public var format: DiffFormat = .text
        /// `--fail-on`: the changes that make the run fail (status 1); nil: none.
        public var failOn: DiffFailOn?
        /// `--lang`: the translations compared (a language folder, as `render --lang` picks it); nil: all.
        public var language: String?
        /// Colour for the text format.
        public var style = TerminalStyle(enabled: false)
        public var checking = ConfigurationOptions()

        public init() {}
    }

    public struct Result: Sendable {
        /// The changes, when both sides could be compared.
        public var report: DiffReport?
        /// The report in the format asked for, as UTF-8.
        public var output: [UInt8] = []
        /// The reports of definitions with errors (the diff is of what could be read), or that are none.
        public var reports: [FileReport] = []
        public var readFailures: [System.FileError] = []
        public var messages: [CommandMessage] = []
        public var failure: CommandFailure?
        /// `--fail-on` matched.
        public var failOnMatched = false
        /// Paths to show under another name (another revision's files, taken out to a temporary folder).
        public var shownPaths: [(path: String, shown: String)] = []
    }

    /// One definition compared: its name in the report (nil when it is the only one) and its two paths
    /// (nil: only the other side has it).
    struct Pair: Sendable {
        var label: String?
        var old: String?
        var new: String?
    }

    /// Compares OLD with NEW: two definitions of one format, or two folders whose definitions are
    /// paired by their paths inside them.
    public static func run(old: String, new: String, options: Options) -> Result {
        var result = Result()
        let searched = [old, new].map(RunDefinitions.isSearched)
        if searched[0] != searched[1], System.kind(of: searched[0] ? new : old) != .missing {
            result.failure = .usage("'\(searched[0] ? old : new)' is a folder of definitions and '\(searched[0] ? new : old)' "
                + "is not; diff compares two definitions of one format, or two such folders")
            return result
        }
        do {
            let pairs = searched[0] ? try folderPairs(old: old, new: new, options: options.checking, result: &result)
                : [Pair(label: nil, old: old, new: new)]
            compare(pairs, options: options, into: &result)
        } catch {
            result.failure = error
        }
        return result
    }

    /// The definitions below two folders, paired by their paths inside them (the new folder's order, then
    /// those only the old one has).
    static func folderPairs(old: String, new: String, options: ConfigurationOptions,
                                    result: inout Result) throws(CommandFailure) -> [Pair] {
        func relative(_ targets: RunDefinitions, in folder: String) -> [(String, String)] {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            return targets.items.map { (String($0.path.hasPrefix(prefix) ? $0.path.dropFirst(prefix.count) : Substring($0.path)), $0.path) }
        }
        // The two folders walked at once (a walk is one thread's work: 500 bundles took ~30 ms each).
        let walked = System.concurrentMap(2) { side in
            Swift.Result { () throws(CommandFailure) in try RunDefinitions.resolve([side == 0 ? old : new], options: options) }
        }
        let oldTargets = try walked[0].get()
        let newTargets = try walked[1].get()
        result.readFailures += oldTargets.failures + newTargets.failures
        result.messages += oldTargets.messages + newTargets.messages
        let oldPaths = relative(oldTargets, in: old)
        let oldByName = Dictionary(oldPaths, uniquingKeysWith: { first, _ in first })
        var pairs = relative(newTargets, in: new).map { Pair(label: $0.0, old: oldByName[$0.0], new: $0.1) }
        let newNames = Set(pairs.compactMap(\.label))
        pairs += oldPaths.filter { !newNames.contains($0.0) }.map { Pair(label: $0.0, old: $0.1, new: nil) }
        return pairs
    }

    /// The pairs whose sides may differ. Definitions of the same bytes on both sides have no change:
    /// neither is compiled. (A page given as a file is compiled with the pages and tables beside it, which
    /// its bytes do not cover.) Checked on every core: reading both sides of a tree is most of a large
    /// diff's time (a 500-bundle tree's pairs took ~210 ms of system time on one thread).
    private static func changedPairs(_ pairs: [Pair]) -> [Pair] {
        let unchanged = System.concurrentMap(pairs.count) { index in
            let pair = pairs[index]
            guard let old = pair.old, let new = pair.new, old != "-", new != "-",
                  pair.label != nil || (System.isDirectory(old) && System.isDirectory(new)) else { return false }
            return IdenticalFiles.check(old, new)
        }
        return pairs.indices.filter { !unchanged[$0] }.map { pairs[$0] }
    }

    /// Compiles both sides of every pair (on every core), then compares them.
    static func compare(_ pairs: [Pair], options: Options, into result: inout Result) {
        let pairs = changedPairs(pairs)
        let paths = pairs.flatMap { [$0.old, $0.new] }
        let checking = options.checking
        var failure: CommandFailure?
        let applied = paths.map { path in path.flatMap { AppliedConfiguration.resolve(for: $0, options: checking, failure: &failure) } }
        if let failure {
            result.failure = failure
            return
        }
        // Each side compiled, and made ready to compare when it can be, on every core.
        let compiled = System.concurrentMap(paths.count) { index -> (Compilation, DiffSide?)? in
            guard let path = paths[index], let applied = applied[index] else { return nil }
            let compilation = applied.compile(path: path)
            let pair = pairs[index / 2]
            let side = usableDefinition(compilation).map { definition in
                DiffSide(definition, path: path, name: pageName(pair.new ?? path, definition: definition), label: pair.label)
            }
            return (compilation, side)
        }
        // Every side (those compared too) is held to the end of the run; then left to the process's exit.
        defer { ExitReclaim.leave(compiled) }
        var report = DiffReport()
        var compared: [(old: DiffSide, new: DiffSide)] = []
        var unusable = false
        for (index, pair) in pairs.enumerated() {
            var sides: [DiffSide] = []
            for (offset, path) in [pair.old, pair.new].enumerated() {
                guard let path, let (compilation, side) = compiled[index * 2 + offset] else {
                    sides.append(.absent)
                    continue
                }
                result.readFailures += compilation.failures
                guard let side else {
                    result.reports += compilation.reports.filter { !$0.diagnostics.isEmpty }
                    unusable = true
                    continue
                }
                if compilation.hasErrors {
                    result.reports += compilation.reports.filter(\.hasErrors)
                    report.notes.append("'\(path)' has errors (shown above): the diff is of what could be read")
                }
                sides.append(side)
            }
            guard sides.count == 2 else { continue }
            if let before = sides[0].format, let after = sides[1].format, before != after {
                result.failure = .usage("'\(pair.old!)' and '\(pair.new!)' are definitions of two formats (\(describe(before)) "
                    + "and \(describe(after))): diff compares two of one format")
                return
            }
            compared.append((sides[0], sides[1]))
        }
        if let first = result.readFailures.first {
            result.failure = .unreadable(first)
            return
        }
        if unusable {
            result.failure = .failed("nothing was compared: " + (result.reports.map { "'\($0.file.displayName)'" }
                .joined(separator: ", ")) + " cannot be read as a settings definition")
            return
        }
        // The pairs' changes on every core (a tree's translations alone were ~270 M instructions), then
        // reported in the pairs' order.
        let pairsCompared = compared
        let changes = System.concurrentMap(pairsCompared.count) { index in
            DiffSide.changes(from: pairsCompared[index].old, to: pairsCompared[index].new, language: options.language)
        }
        report.append(contentsOf: changes)
        result.messages += report.notes.map { .note($0) }
        result.failOnMatched = options.failOn?.matches(report) ?? false
        result.output = DiffFormatter.format(report, as: options.format, style: options.style, compared: compared)
        result.report = report
        // The report, and the pairs' changes it was made of, are the run's to its end too.
        ExitReclaim.leave(changes)
        ExitReclaim.leave(report)
    }

    /// The definition to compare, when the compilation gave one that can be: read, and not empty with errors.
    private static func usableDefinition(_ compilation: Compilation) -> Definition? {
        guard compilation.failures.isEmpty, let definition = compilation.definition,
              !(compilation.hasErrors && isEmpty(definition)) else { return nil }
        return definition
    }

    /// What a definition's single page is called: a cell-style file by its name, a bundle page by its
    /// name without `.plist`.
    private static func pageName(_ path: String, definition: Definition) -> String {
        let name = path == "-" ? "<stdin>" : System.baseName(of: path)
        if case .bundle = definition, name.hasSuffix(".plist") { return String(name.dropLast(6)) }
        return name
    }

    /// Whether nothing was read (no section, no page): with errors, what was read is no definition.
    private static func isEmpty(_ definition: Definition) -> Bool {
        switch definition {
        case .screen(let screen): screen.sections.isEmpty
        case .bundle(let bundle): bundle.pages.isEmpty
        }
    }

    private static func describe(_ format: DiffSide.Format) -> String {
        format == .bundle ? "a Settings bundle" : "a cell-style definition"
    }
}
