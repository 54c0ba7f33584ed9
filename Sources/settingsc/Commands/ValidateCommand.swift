import PropertyList
import Platform
import SettingsCompiler
import Synchronization

/// `settingsc validate`: check definitions, report every problem in one run, fail the build on errors.
enum ValidateCommand {
    static let options: [OptionSpec] = [
        .flag("--strict"),
        .flag("--verbose"),
        .value("--diagnostics", DiagnosticFormat.allCases.map(\.rawValue)),
        .value("--color", ["auto", "always", "never"]),
        .value("--touch", kind: .path),
    ]

    /// What checking one file gave: a report, a summary, or the reason the file could not be read.
    private struct Outcome: Sendable {
        var reports: [FileReport] = []
        var failures: [System.FileError] = []
        var summary = ""
    }

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ArgumentScanner.scan(arguments, command: "validate", specs: options)
        if parsed.wantsHelp {
            System.write(HelpText.validate, to: 1)
            return .success
        }
        guard !parsed.operands.isEmpty else { throw UsageError("validate needs at least one FILE", command: "validate") }
        let format = DiagnosticFormat(rawValue: parsed.value("--diagnostics") ?? "text")!
        let files = parsed.operands
        let outcomes = check(files, summarize: parsed.has("--verbose"))

        var reports: [FileReport] = []
        var readFailed = false
        for outcome in outcomes {
            for failure in outcome.failures {
                _ = CommandOutput.readFailure(failure)
                readFailed = true
            }
            reports += outcome.reports
        }
        CommandOutput.printReports(reports, format: format, color: parsed.value("--color"))
        if parsed.has("--verbose") {
            for outcome in outcomes where !outcome.summary.isEmpty { System.write(outcome.summary, to: 2) }
        }
        if readFailed { return .ioFailure }
        let failed = reports.contains { $0.hasErrors || (parsed.has("--strict") && $0.warningCount > 0) }
        if failed { return .inputErrors }
        if let stamp = parsed.value("--touch"), case .failure(let error) = System.touch(stamp) {
            return CommandOutput.writeFailure(error)
        }
        return .success
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

    /// Checks one FILE (a definition, a bundle page or a bundle); the `--verbose` summary line is made
    /// only when asked for.
    private static func check(_ path: String, summarize: Bool) -> Outcome {
        var sections = 0
        var rows = 0
        var switches = 0
        let compilation = DefinitionCompiler.compile(path: path) { section in
            sections += 1
            rows += section.rows.count
            switches += section.rows.count(where: { $0.cellType == .switch })
        }
        var outcome = Outcome(reports: compilation.reports, failures: compilation.failures)
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

    private static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }
}
