import PropertyList
import Platform
import SettingsCompiler

/// How every command reports problems, so that they all read alike.
enum CommandOutput {
    /// Text diagnostics on standard error (warnings included); nothing when there are none.
    static func printDiagnostics(_ reports: [FileReport], color: String?) {
        guard reports.contains(where: { !$0.diagnostics.isEmpty }) else { return }
        let style = TerminalStyle.resolve(color ?? "auto", descriptor: 2)
        System.write(TextReporter(style: style).report(reports), to: 2)
    }

    /// The reports of `validate` (and `fix`) in `format`: text on standard error, the machine formats on
    /// standard output.
    static func printReports(_ reports: [FileReport], format: DiagnosticFormat, color: String?) {
        let descriptor: Int32 = format.writesToStandardOutput ? 1 : 2
        let style = TerminalStyle.resolve(color ?? "auto", descriptor: descriptor)
        System.write(format.reporter(style: style).report(reports), to: descriptor)
    }

    /// `settingsc: error: cannot read 'PATH': REASON`, status 3.
    static func readFailure(_ error: System.FileError) -> ExitStatus {
        System.write("settingsc: error: cannot read '\(error.path)': \(error.reason)\n", to: 2)
        return .ioFailure
    }

    /// `settingsc: error: cannot write 'PATH': REASON`, status 3.
    static func writeFailure(_ error: System.FileError) -> ExitStatus {
        failure("cannot write '\(error.path)': \(error.reason)")
    }

    /// A compilation's read failures and diagnostics, then the status to stop with: 3 when a file could
    /// not be read, 1 when the definition has errors, nil when it can be used.
    static func compilationFailure(_ compilation: Compilation, color: String?) -> ExitStatus? {
        for failure in compilation.failures { _ = readFailure(failure) }
        printDiagnostics(compilation.reports, color: color)
        guard compilation.failures.isEmpty else { return .ioFailure }
        return compilation.hasErrors ? .inputErrors : nil
    }

    /// `settingsc: error: MESSAGE`, status 3.
    static func failure(_ message: String) -> ExitStatus {
        System.write("settingsc: error: \(message)\n", to: 2)
        return .ioFailure
    }

    /// A store that could not be used: a corrupt one's diagnostics (positioned in the store), then why.
    static func storeFailure(_ error: StoreError) -> ExitStatus {
        if case .corrupt(let report) = error {
            System.write(TextReporter(style: TerminalStyle.resolve("auto", descriptor: 2)).report([report]), to: 2)
        }
        return failure(error.message)
    }
}
