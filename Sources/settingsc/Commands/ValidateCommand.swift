import PropertyList
import Platform
import SettingsCompiler

/// `settingsc validate`: check definitions, report every problem in one run, fail the build on errors.
enum ValidateCommand {
    static let options: [OptionSpec] = CheckOptions.specs + [
        .flag("--verbose"),
        .value("--diagnostics", DiagnosticFormat.allCases.map(\.rawValue)),
        .value("--color", ["auto", "always", "never"]),
        .value("--touch", kind: .path),
        .value("--baseline", kind: .path),
        .value("--write-baseline", kind: .path),
    ]

    static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        guard !parsed.operands.isEmpty else { throw UsageError("validate needs at least one FILE", command: "validate") }
        let format = DiagnosticFormat(rawValue: parsed.value("--diagnostics") ?? "text")!
        let (source, rules, profiles) = try CheckOptions.read(parsed, command: "validate")
        var options = Validation.Options(strict: parsed.has("--strict"), summarize: parsed.has("--verbose"))
        options.quiet = parsed.has("--quiet")
        options.configuration = source
        options.rules = rules
        options.profiles = profiles
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
        for summary in result.summaries { System.write(summary, to: 2) }
        if !result.failures.isEmpty { return .ioFailure }
        if result.hasFindings { return .inputErrors }
        if let stamp = parsed.value("--touch"), case .failure(let error) = System.touch(stamp) {
            return CommandOutput.failure("cannot write '\(error.path)': \(error.reason)")
        }
        return .success
    }
}
