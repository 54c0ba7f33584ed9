import PropertyList
import Platform
import SettingsCompiler

/// `settingsc validate`: check definitions, report every problem in one run, fail the build on errors.
enum ValidateCommand {
    static let options: [OptionSpec] = [
        .flag("--strict"),
        .flag("--verbose"),
        .value("--diagnostics", DiagnosticFormat.allCases.map(\.rawValue)),
        .value("--color", ["auto", "always", "never"]),
        .value("--touch", kind: .path),
    ]

    static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        guard !parsed.operands.isEmpty else { throw UsageError("validate needs at least one FILE", command: "validate") }
        let format = DiagnosticFormat(rawValue: parsed.value("--diagnostics") ?? "text")!
        let result = Validation.run(parsed.operands, options: .init(strict: parsed.has("--strict"),
                                                                    summarize: parsed.has("--verbose")))
        CommandOutput.printReports(result.reports, format: format, color: parsed.value("--color"))
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
