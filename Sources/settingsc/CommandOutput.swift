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

    /// A definition's files that could not be read, then its diagnostics.
    static func printCompilation(readFailures: [System.FileError], reports: [FileReport], color: String?) {
        for failure in readFailures { printReadFailure(failure) }
        printDiagnostics(reports, color: color)
    }

    /// `settingsc: note: …` and `settingsc: warning: …` on standard error, control characters escaped.
    static func printMessages(_ messages: [CommandMessage]) {
        for message in messages {
            switch message {
            case .note(let text): System.write("settingsc: note: \(TerminalText.escaped(text))\n", to: 2)
            case .warning(let text): System.write("settingsc: warning: \(TerminalText.escaped(text))\n", to: 2)
            }
        }
    }

    /// `settingsc: error: cannot read 'PATH': REASON`.
    static func printReadFailure(_ error: System.FileError) {
        System.write("settingsc: error: cannot read '\(TerminalText.escaped(error.path))': \(TerminalText.escaped(error.reason))\n",
                     to: 2)
    }

    /// What stopped a pipeline, printed, and its exit status; a usage error is thrown for the front end
    /// to print. A definition's errors, and the read failures in `shown`, were printed with its reports.
    static func status(of failure: CommandFailure, command: String,
                       shown: [System.FileError] = []) throws(UsageError) -> ExitStatus {
        switch failure {
        case .usage(let message):
            throw UsageError(message, command: command)
        case .invalidFile(let reports):
            printDiagnostics(reports, color: nil)
            let names = reports.map { "'\($0.file.displayName)'" }.joined(separator: ", ")
            System.write("settingsc: error: nothing was checked: \(names) cannot be used as \(reports.count == 1 ? "it is" : "they are")\n"
                + "Run 'settingsc help config' for usage.\n", to: 2)
            return .usage
        case .inputErrors:
            return .inputErrors
        case .unreadable(let error):
            if !shown.contains(error) { printReadFailure(error) }
            return .ioFailure
        case .unwritable(let error):
            return self.failure("cannot write '\(error.path)': \(error.reason)")
        case .store(let error):
            if case .corrupt(let report) = error {
                System.write(TextReporter(style: TerminalStyle.resolve("auto", descriptor: 2)).report([report]), to: 2)
            }
            return self.failure(error.message)
        case .failed(let message):
            return self.failure(message)
        }
    }

    /// `settingsc: error: MESSAGE`, status 3 (what came from the input escaped, as in every message).
    static func failure(_ message: String) -> ExitStatus {
        System.write("settingsc: error: \(TerminalText.escaped(message))\n", to: 2)
        return .ioFailure
    }
}
