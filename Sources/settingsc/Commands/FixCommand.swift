import PropertyList
import Platform
import SettingsCompiler

/// `settingsc fix`: apply every certain repair (fix-it) in place, byte for byte, then report what is
/// left as `validate` does, with its exit status.
enum FixCommand {
    static let options: [OptionSpec] = [
        .flag("--strict", summary: "warnings left fail the run too",
              details: "warnings left fail the run too (exit status 1), shown as errors"),
    ] + CheckOptions.specs + [
        .diagnostics(summary: "how what is left is reported",
                     details: "how to report what is left: text (default), json, sarif or github, as validate"),
        .color(summary: "colour the changes and text diagnostics", details: "colour the changes and text diagnostics"),
    ]

    static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        let format = DiagnosticFormat(rawValue: parsed.value("--diagnostics") ?? "text")!
        // The changes go where text diagnostics go unless a machine format owns standard output.
        let output: Int32 = format.writesToStandardOutput ? 2 : 1
        let style = TerminalStyle.resolve(parsed.value("--color") ?? "auto", descriptor: output)
        var options = Fixing.Options()
        options.checking = try CheckOptions.read(parsed, command: "fix")
        let result: Fixing.Result
        do {
            result = try Fixing.run(parsed.operands, options: options, onChange: { change in
                let start = change.fix.span!.start
                let what: String
                switch change.kind {
                case .fixed: what = style.green("fixed:")
                case .overlapping: what = style.cyan("note:") + " not fixed, overlaps another fix:"
                case .stale: what = style.cyan("note:") + " not fixed, the file changed while it was read:"
                }
                System.write(style.bold("\(TerminalText.escaped(change.file)):\(start.line):\(start.column):") + " \(what) "
                             + TerminalText.escaped(change.fix.summary) + "\n", to: output)
            }, onFailure: { failure in
                _ = try? CommandOutput.status(of: failure, command: "fix")
            })
        } catch {
            return try CommandOutput.status(of: error, command: "fix")
        }
        CommandOutput.printReports(result.reports, format: format, color: parsed.value("--color"))
        CommandOutput.printMessages(result.messages)
        if !result.readFailures.isEmpty || result.writeFailed { return .ioFailure }
        return result.refusedBinary || result.hasFindings ? .inputErrors : .success
    }
}
