import PropertyList
import Platform
import SettingsCompiler

/// `settingsc fix`: apply every certain repair (fix-it) in place, byte for byte, then report what is
/// left as `validate` does, with its exit status.
enum FixCommand {
    static let options: [OptionSpec] = [
        .flag("--strict"),
        .value("--diagnostics", DiagnosticFormat.allCases.map(\.rawValue)),
        .value("--color", ["auto", "always", "never"]),
    ]

    /// A fixed `Type` can reveal keys to fix (they are checked against the new type), so a FILE is
    /// compiled again after each round of fixes, until none applies; this many rounds at most.
    static let maxPasses = 5

    /// What fixing one FILE left: the reports of its last compilation and what went wrong.
    private struct Outcome {
        var reports: [FileReport] = []
        var readFailures: [System.FileError] = []
        var writeFailed = false
        var refusedBinary = false
    }

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ArgumentScanner.scan(arguments, command: "fix", specs: options)
        if parsed.wantsHelp {
            System.write(HelpText.fix, to: 1)
            return .success
        }
        guard !parsed.operands.isEmpty else { throw UsageError("fix needs at least one FILE", command: "fix") }
        if parsed.operands.contains("-") {
            throw UsageError("fix edits files in place and cannot fix standard input; "
                + "use 'settingsc validate --diagnostics json -' for its fix-its", command: "fix")
        }
        let format = DiagnosticFormat(rawValue: parsed.value("--diagnostics") ?? "text")!
        // The changes go where text diagnostics go unless a machine format owns standard output.
        let changes: Int32 = format.writesToStandardOutput ? 2 : 1
        let style = TerminalStyle.resolve(parsed.value("--color") ?? "auto", descriptor: changes)
        var outcomes: [Outcome] = []
        for path in parsed.operands {
            outcomes.append(fix(path, to: changes, style: style))
        }
        for failure in outcomes.flatMap(\.readFailures) { _ = CommandOutput.readFailure(failure) }
        let reports = outcomes.flatMap(\.reports)
        CommandOutput.printReports(reports, format: format, color: parsed.value("--color"))
        if outcomes.contains(where: { !$0.readFailures.isEmpty || $0.writeFailed }) { return .ioFailure }
        let failed = outcomes.contains { $0.refusedBinary }
            || reports.contains { $0.hasErrors || (parsed.has("--strict") && $0.warningCount > 0) }
        return failed ? .inputErrors : .success
    }

    /// Fixes one FILE (a definition, a bundle page or a bundle), round after round.
    private static func fix(_ path: String, to descriptor: Int32, style: TerminalStyle) -> Outcome {
        var outcome = Outcome()
        var reportedOverlaps: Set<String> = []
        for pass in 1...(maxPasses + 1) {
            let compilation = DefinitionCompiler.compile(path: path)
            outcome.reports = compilation.reports
            outcome.readFailures = compilation.failures
            guard compilation.failures.isEmpty, pass <= maxPasses else { return outcome }
            var changed = false
            for report in compilation.reports {
                if report.file.isBinary {
                    // Fixes proposed there have no place: a binary plist has no text to edit.
                    if report.diagnostics.contains(where: { $0.fix != nil }) && !outcome.refusedBinary {
                        outcome.refusedBinary = true
                        System.write("settingsc: error: '\(report.file.displayName)' is a binary property list, which fix "
                            + "does not edit; convert it to XML first (plutil -convert xml1 '\(report.file.displayName)')\n",
                                     to: 2)
                    }
                    continue
                }
                let fixes = report.placedFixes
                guard !fixes.isEmpty else { continue }
                switch apply(fixes, to: report.file, output: descriptor, style: style, reported: &reportedOverlaps) {
                case .changed: changed = true
                case .unchanged: break
                case .failed:
                    outcome.writeFailed = true
                    return outcome
                }
            }
            if !changed { return outcome }
        }
        return outcome
    }

    private enum Applied { case changed, unchanged, failed }

    /// Applies `fixes` to the file (a link is followed: the file it points to is rewritten, with its
    /// mode) and prints each change, or why nothing could be written.
    private static func apply(_ fixes: [FixIt], to file: SourceFile, output: Int32, style: TerminalStyle,
                              reported: inout Set<String>) -> Applied {
        let target = System.resolveSymbolicLinks(file.path) ?? file.path
        let stored: [UInt8]
        switch System.openForReading(target) {
        case .failure(let error):
            _ = CommandOutput.readFailure(error)
            return .failed
        case .success(let descriptor):
            guard let bytes = descriptor.readAll(limit: Int.max - 1) else {
                _ = CommandOutput.failure("cannot read '\(file.path)': \(System.message(forErrno: System.lastErrno))")
                return .failed
            }
            stored = bytes
        }
        let plan = FixPlan(fixes, on: stored)
        func line(_ fix: FixIt, _ what: String) -> String {
            let start = fix.span!.start
            return style.bold("\(file.displayName):\(start.line):\(start.column):") + " \(what) \(fix.summary)\n"
        }
        for fix in plan.overlapping where reported.insert("\(file.path):\(fix.span!.bytes)").inserted {
            System.write(line(fix, style.cyan("note:") + " not fixed, overlaps another fix:"), to: output)
        }
        for fix in plan.stale {
            System.write(line(fix, style.cyan("note:") + " not fixed, the file changed while it was read:"), to: output)
        }
        guard !plan.applied.isEmpty else { return .unchanged }
        let mode = System.permissions(of: target) ?? 0o644
        if case .failure(let error) = System.writeAtomically(plan.bytes, to: target, mode: mode) {
            _ = CommandOutput.writeFailure(error)
            return .failed
        }
        for fix in plan.applied { System.write(line(fix, style.green("fixed:")), to: output) }
        return .changed
    }
}
