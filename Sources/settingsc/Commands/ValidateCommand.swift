import PropertyList
import Platform
import SettingsCompiler

/// `settingsc validate`: check definitions, report every problem in one run, fail the build on errors.
enum ValidateCommand {
    static let options: [OptionSpec] = [
        .flag("--strict", summary: "warnings fail the run too",
              details: "warnings fail the run too (exit status 1): each is shown as an error that says it was a warning"),
    ] + CheckOptions.specs + [
        .value("--baseline", kind: .path, valueName: "FILE", summary: "report only findings FILE does not record",
               details: "report only findings FILE does not record (settingsc help config)").alternative(in: "baseline"),
        .value("--write-baseline", kind: .path, valueName: "FILE", summary: "record the findings in FILE",
               details: "record the findings in FILE instead of reporting them (exit status 0)").alternative(in: "baseline"),
        .flag("--verbose", summary: "a summary line per valid file",
              details: "print a summary line per valid FILE (sections, rows and switches; or pages, items, keys "
                + "and languages of a bundle)"),
        .diagnostics(summary: "how findings are reported",
                     details: "text (default, on standard error), json, sarif (SARIF 2.1.0) or github (GitHub Actions "
                      + "annotations); the last three on standard output"),
        .color(summary: "colour text diagnostics",
               details: "colour text diagnostics; auto: only on a terminal and without NO_COLOR"),
        .value("--touch", kind: .path, valueName: "PATH", summary: "create or touch PATH when the run succeeds",
               details: "when the run succeeds, create PATH empty or update its time: the output a build step "
                + "needs (Xcode Run Script phase, SwiftPM plugin)"),
    ]

    static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        guard !parsed.operands.isEmpty else { throw UsageError("validate needs at least one FILE", command: "validate") }
        let format = DiagnosticFormat(rawValue: parsed.value("--diagnostics") ?? "text")!
        var options = Validation.Options(summarize: parsed.has("--verbose"))
        options.checking = try CheckOptions.read(parsed, command: "validate")
        options.baseline = parsed.value("--baseline")
        options.writeBaseline = parsed.value("--write-baseline")
        if options.baseline != nil && options.writeBaseline != nil {
            throw UsageError("--baseline and --write-baseline exclude each other", command: "validate")
        }
        let result: Validation.Result
        do {
            result = try Validation.run(parsed.operands, options: options)
        } catch {
            return try CommandOutput.status(of: error, command: "validate")
        }
        // A baseline being written takes the findings: they are recorded, not shown (unless a file could
        // not be read: then nothing is recorded).
        if options.writeBaseline == nil || !result.failures.isEmpty {
            CommandOutput.printReports(result.reports, format: format, color: parsed.value("--color"))
        }
        CommandOutput.printMessages(result.messages)
        // One line each, ending in a line break: its name escaped, the break kept.
        for summary in result.summaries { System.write(TerminalText.escaped(String(summary.dropLast())) + "\n", to: 2) }
        if !result.failures.isEmpty { return .ioFailure }
        if result.hasFindings { return .inputErrors }
        if let stamp = parsed.value("--touch"), case .failure(let error) = System.touch(stamp) {
            return CommandOutput.failure("cannot write '\(error.path)': \(error.reason)")
        }
        return .success
    }
}
