import SettingsCompiler

/// How every command reports problems, so that they all read alike.
enum CommandOutput {
    /// Text diagnostics on standard error (warnings included); nothing when there are none.
    static func printDiagnostics(_ reports: [FileReport], color: String?) {
        guard reports.contains(where: { !$0.diagnostics.isEmpty }) else { return }
        let style = TerminalStyle.resolve(color ?? "auto", descriptor: 2)
        System.write(TextReporter(style: style).report(reports), to: 2)
    }

    /// `settingsc: error: cannot read 'PATH': REASON`, status 3.
    static func readFailure(_ error: System.FileError) -> ExitStatus {
        System.write("settingsc: error: cannot read '\(error.path)': \(error.reason)\n", to: 2)
        return .ioFailure
    }

    /// Opens a definition, or reports why not (status 3).
    static func open(_ path: String) -> Result<SourceFile, ExitStatus> {
        switch SourceFile.open(path) {
        case .success(let file): return .success(file)
        case .failure(let error): return .failure(readFailure(error))
        }
    }
}
