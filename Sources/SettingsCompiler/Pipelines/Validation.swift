import PropertyList
import Platform
import Synchronization

/// `validate`: every FILE checked (on all cores), every problem of each reported.
public enum Validation {
    public struct Options: Sendable {
        /// Warnings fail the run too.
        public var strict = false
        /// A one-line summary of each definition without errors (`--verbose`).
        public var summarize = false

        public init(strict: Bool = false, summarize: Bool = false) {
            self.strict = strict
            self.summarize = summarize
        }
    }

    /// What checking the FILEs gave, in the order they were given.
    public struct Result: Sendable {
        /// Every file's report (a bundle's: one per file read); a file that could not be read has one
        /// with an `unreadable` error.
        public var reports: [FileReport] = []
        /// FILEs (or files of a bundle) that could not be read (exit status 3).
        public var failures: [System.FileError] = []
        /// `FILE: 3 sections, 12 rows, 4 switches` for each definition without errors, when asked for.
        public var summaries: [String] = []
        /// Whether the run fails: a file unread, an error, or (strict) a warning.
        public var failed: Bool { !failures.isEmpty || hasFindings }
        /// Whether the reports hold an error, or a warning in a strict run.
        public var hasFindings = false
    }

    public static func run(_ paths: [String], options: Options) -> Result {
        var result = Result()
        for outcome in check(paths, summarize: options.summarize) {
            result.reports += outcome.reports
            result.failures += outcome.failures
            if let summary = outcome.summary { result.summaries.append(summary) }
        }
        result.hasFindings = result.reports.contains { $0.hasErrors || (options.strict && $0.warningCount > 0) }
        return result
    }

    /// What checking one file gave.
    private struct Outcome: Sendable {
        var reports: [FileReport] = []
        var failures: [System.FileError] = []
        var summary: String?
    }

    /// Checks every file, on all cores when there are several; outcomes come back in argument order.
    private static func check(_ paths: [String], summarize: Bool) -> [Outcome] {
        if paths.count == 1 { return [check(paths[0], summarize: summarize)] }
        let outcomes = Mutex([Outcome?](repeating: nil, count: paths.count))
        System.concurrently(paths.count) { index in
            let outcome = check(paths[index], summarize: summarize)
            outcomes.withLock { $0[index] = outcome }
        }
        return outcomes.withLock { $0.map { $0! } }
    }

    /// Checks one FILE (a definition, a bundle page or a bundle); the summary is made only when asked for.
    private static func check(_ path: String, summarize: Bool) -> Outcome {
        if StringsTableCheck.isTable(path) {
            let (compilation, entries) = StringsTableCheck.compile(path: path)
            var outcome = Outcome(reports: unreadable(compilation.failures) + compilation.reports, failures: compilation.failures)
            if summarize, compilation.failures.isEmpty, !compilation.hasErrors {
                outcome.summary = StringsTableCheck.summary(path, entries: entries)
            }
            return outcome
        }
        var sections = 0
        var rows = 0
        var switches = 0
        let compilation = DefinitionCompiler.compile(path: path) { section in
            sections += 1
            rows += section.rows.count
            switches += section.rows.count(where: { $0.cellType == .switch })
        }
        var outcome = Outcome(reports: unreadable(compilation.failures) + compilation.reports, failures: compilation.failures)
        guard summarize, !compilation.hasErrors, let definition = compilation.definition else { return outcome }
        let counts: [String]
        switch definition {
        case .screen:
            counts = [counted(sections, "section"), counted(rows, "row"), counted(switches, "switch", plural: "switches")]
        case .bundle(let bundle):
            counts = [counted(bundle.pages.count, "page"), counted(bundle.pages.reduce(0) { $0 + $1.specifiers.count }, "item"),
                      counted(bundle.keyedSpecifiers.count, "key"), counted(bundle.localizations.languages.count, "language")]
        }
        let name = path == "-" ? "<stdin>" : path
        outcome.summary = "\(name): " + counts.joined(separator: ", ") + "\n"
        return outcome
    }

    /// A report for each file that could not be read: failures are diagnostics too, in every format.
    static func unreadable(_ failures: [System.FileError]) -> [FileReport] {
        failures.map { FileReport(file: SourceFile(bytes: [], displayName: $0.path), diagnostics: [.unreadable($0)]) }
    }

    private static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }
}
