import PropertyList
import Platform

/// `validate`: every FILE checked (on all cores), every problem of each reported, as the project's
/// configuration, the command line and a baseline would have it.
public enum Validation {
    public struct Options: Sendable {
        /// The configuration, `--rule`s, `--profile`s, `--strict` and `--quiet`.
        public var checking = ConfigurationOptions()
        /// A one-line summary of each definition without errors (`--verbose`).
        public var summarize = false
        /// `--baseline FILE`: findings it accepts are not reported.
        public var baseline: String?
        /// `--write-baseline FILE`: the findings are recorded there, not reported.
        public var writeBaseline: String?

        public init(strict: Bool = false, summarize: Bool = false) {
            checking.strict = strict
            self.summarize = summarize
        }
    }

    /// What checking the FILEs gave, in the order they were given (a folder's definitions in path order).
    public struct Result: Sendable {
        /// Every file's report (a bundle's: one per file read); a file that could not be read has one
        /// with an `unreadable` error.
        public var reports: [FileReport] = []
        /// FILEs (or files of a bundle) that could not be read (exit status 3).
        public var failures: [System.FileError] = []
        /// `FILE: 3 sections, 12 rows, 4 switches` for each definition without errors, when asked for.
        public var summaries: [String] = []
        /// What the run has to say besides its findings (a baseline written or matched, a folder with
        /// no definitions).
        public var messages: [CommandMessage] = []
        /// Whether the run fails: a file unread, an error, or (strict) a warning.
        public var failed: Bool { !failures.isEmpty || hasFindings }
        /// Whether the reports hold an error, or a warning in a strict run.
        public var hasFindings = false
    }

    /// Checks `paths`; a configuration or baseline that cannot be used stops it before anything is reported
    /// (the configuration's problems first, when both are).
    public static func run(_ paths: [String], options: Options) throws(CommandFailure) -> Result {
        let operands = RunDefinitions.Operands(paths)
        let baselineRead = options.baseline.map { BaselineFile.read($0) }
        // A baseline is matched or written before the findings are capped for display: all of a file's
        // findings of a rule are recorded and accepted (up to a bound that keeps a hostile file cheap),
        // and what is left is then shown as usual, the first of each rule and one "and N more" line.
        let cap = options.baseline != nil || options.writeBaseline != nil ? DiagnosticCap(perRule: DiagnosticCap.baselined)
            : DiagnosticCap()
        let targets: RunDefinitions
        var searched: [Outcome]?
        // Definitions found in a folder are checked as they are found (not when the baseline is unusable).
        if operands.searchesFolders, baselineRead.map({ (try? $0.get()) != nil }) ?? true {
            (targets, searched) = try checkWhileSearching(operands, options: options.checking, cap: cap,
                                                          summarize: options.summarize)
        } else {
            targets = try RunDefinitions.resolve(operands, options: options.checking)
        }
        let baseline = try baselineRead?.get()
        var result = Result(failures: targets.failures, messages: targets.messages)
        // What the walks could not read comes first, as the reports of files that could not be read; then
        // each item's reports. One array, with where each group ends: an array of arrays was two generic
        // types made at run time on every run (~24 K instructions of a small file's `validate`).
        var settled = unreadable(targets.failures)
        var groupEnds = [settled.count]
        let take = { (outcome: Outcome) in
            settled += outcome.reports
            groupEnds.append(settled.count)
            result.failures += outcome.failures
            if let summary = outcome.summary { result.summaries.append(summary) }
        }
        if let searched {
            searched.forEach(take)
        } else {
            check(targets.items, cap: cap, summarize: options.summarize, take)
        }
        if let path = options.writeBaseline, result.failures.isEmpty {
            // Not over a file that was checked (a FILE, a page or table of a bundle): it would be lost.
            for item in targets.items { try OutputPath.check(path, input: item.path) }
            try OutputPath.check(path, against: settled)
            let recorded = Baseline(recording: settled, relativeTo: System.parentDirectory(of: System.absolutePath(path)))
            if case .failure(let error) = BaselineFile.write(recorded, to: path) { throw .unwritable(error) }
            result.messages.append(.note("recorded \(counted(recorded.entries.count, "finding")) in \(path)"))
            let unrecorded = settled.reduce(0) { $0 + $1.diagnostics.reduce(0) { $0 + ($1.severity == .note ? 0 : $1.omitted) } }
            if unrecorded > 0 {
                result.messages.append(.warning("\(counted(unrecorded, "finding")) past the first \(cap.perRule) of a rule "
                    + "in a file \(unrecorded == 1 ? "is" : "are") not recorded (a baseline holds no more, so that a hostile "
                    + "file stays cheap): a baseline accepts only the findings it names, "
                    + "so --baseline \(path) still reports \(unrecorded == 1 ? "it" : "them")"))
            }
            return result
        }
        if let baseline, let path = options.baseline {
            // One report for each it is given, in order: the groups stay where they end.
            let outcome = baseline.apply(to: settled, relativeTo: System.parentDirectory(of: System.absolutePath(path)))
            settled = outcome.reports.map { $0.capped(DiagnosticCap()) }
            if outcome.stale > 0 {
                result.messages.append(.note("\(counted(outcome.stale, "entry", plural: "entries")) of \(path) "
                    + "\(outcome.stale == 1 ? "matches" : "match") no finding any more (fixed, or the item changed); "
                    + "--write-baseline \(path) records the findings as they are"))
            }
        }
        // The policy of each group of `settled`: the command line's for what the walks could not read,
        // then each item's. Looked up, not gathered into an array first: an array of policies was a
        // generic type instantiated on every run (~5 K instructions of a small file's `validate`).
        let unreadablePolicy = FindingPolicy(configuration: nil, options: options.checking)
        var groupStart = 0
        for (index, groupEnd) in groupEnds.enumerated() {
            let policy = index == 0 ? unreadablePolicy : targets.items[index - 1].applied.policy
            result.reports += settled[groupStart..<groupEnd].map(policy.present)
            groupStart = groupEnd
        }
        result.hasFindings = result.reports.contains { $0.hasErrors }
        return result
    }

    /// What checking one file gave.
    private struct Outcome: Sendable {
        var reports: [FileReport] = []
        var failures: [System.FileError] = []
        var summary: String?
    }

    /// Checks every definition, on all cores when there are several; `body` takes the outcomes in order.
    /// One definition's outcome goes straight to `body`: an array of one outcome was a generic type
    /// instantiated on every run (~5 K instructions of a small file's `validate`).
    private static func check(_ items: [RunDefinitions.Item], cap: DiagnosticCap, summarize: Bool,
                              _ body: (Outcome) -> Void) {
        if items.count == 1 { return body(check(items[0], cap: cap, summarize: summarize, isOnly: true)) }
        let outcomes = Locked([Outcome?](repeating: nil, count: items.count))
        System.concurrently(items.count) { index in
            let outcome = check(items[index], cap: cap, summarize: summarize)
            outcomes.withLock { $0[index] = outcome }
        }
        for outcome in outcomes.withLock({ $0 }) { body(outcome!) }
    }

    /// The definitions of `operands`, each checked on every processor as soon as the search finds it
    /// (`WorkFeed`), and their outcomes in order. A configuration that cannot be used stops what has not
    /// started, and is thrown once what has is done.
    private static func checkWhileSearching(_ operands: RunDefinitions.Operands, options: ConfigurationOptions,
                                            cap: DiagnosticCap,
                                            summarize: Bool) throws(CommandFailure) -> (RunDefinitions, [Outcome]) {
        let outcomes = Locked([Outcome?]())
        var targets: Swift.Result<RunDefinitions, CommandFailure> = .success(RunDefinitions())
        _ = WorkFeed<RunDefinitions.Item>.run({ offer in
            targets = Swift.Result { () throws(CommandFailure) in
                try RunDefinitions.resolve(operands, options: options, found: offer)
            }
            return (try? targets.get()) != nil
        }, body: { number, item in
            let outcome = check(item, cap: cap, summarize: summarize)
            outcomes.withLock { list in
                if list.count <= number { list += repeatElement(nil, count: number + 1 - list.count) }
                list[number] = outcome
            }
        })
        let found = try targets.get()
        return (found, outcomes.withLock { $0 }.map { $0! })
    }

    /// Checks one definition (a file, a bundle page or a bundle), its findings as the project wants
    /// them (`AppliedConfiguration.settled`), up to `cap` of a rule in a file; the summary is made only when asked for.
    /// The model of a run's only definition (`isOnly`) is left to the process's exit when the front end
    /// exits after the run (`ExitReclaim`); in a run of several, each is freed and its memory reused.
    private static func check(_ item: RunDefinitions.Item, cap: DiagnosticCap, summarize: Bool,
                              isOnly: Bool = false) -> Outcome {
        var sections = 0
        var rows = 0
        var switches = 0
        let compilation = item.applied.compileAsReported(path: item.path, cap: cap) { section in
            sections += 1
            rows += section.rows.count
            switches += section.rows.count(where: { $0.cellType == .switch })
        }
        if isOnly { ExitReclaim.leave(compilation) }
        var outcome = Outcome(reports: item.applied.settled(compilation), failures: compilation.failures)
        // Kept until every definition is checked: a report with nothing to show lets its text go.
        if !isOnly { outcome.reports = outcome.reports.map { $0.forgettingText() } }
        if let contents = compilation.standaloneTranslation {
            // A table or catalog by itself: read as what it is, and placed in its bundle (--verbose).
            if summarize, !outcome.reports.contains(where: \.hasErrors) {
                outcome.summary = TranslationFileCheck.summary(item.path, contents)
            }
            return outcome
        }
        guard summarize, !outcome.reports.contains(where: \.hasErrors), let definition = compilation.definition else {
            return outcome
        }
        let counts: [String]
        switch definition {
        case .screen:
            counts = [counted(sections, "section"), counted(rows, "row"), counted(switches, "switch", plural: "switches")]
        case .bundle(let bundle):
            counts = [counted(bundle.pages.count, "page"), counted(bundle.pages.reduce(0) { $0 + $1.specifiers.count }, "item"),
                      counted(bundle.keyedSpecifiers.count, "key"), counted(bundle.localizations.languages.count, "language")]
        }
        let name = item.path == "-" ? "<stdin>" : item.path
        outcome.summary = "\(name): " + counts.joined(separator: ", ") + "\n"
        return outcome
    }

    /// A report for each file that could not be read: failures are diagnostics too, in every format.
    package static func unreadable(_ failures: [System.FileError]) -> [FileReport] {
        failures.map { FileReport(file: SourceFile(bytes: [], displayName: $0.path), diagnostics: [.unreadable($0)]) }
    }

    static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }
}
