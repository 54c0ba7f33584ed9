import Diagnostics

/// Everything found in one file, sorted by location, with the source for showing lines in context.
public struct FileReport: Sendable {
    package let file: SourceFile
    package let diagnostics: [Diagnostic]
    /// What the report keeps of one rule (its reports made by `adding` and `replacing` too): what is
    /// shown, or more while a baseline is matched.
    package let cap: DiagnosticCap

    /// Sorts `diagnostics` and places their fix-its in the file's bytes (`FixItLocator`), which reads
    /// the file again only when one proposes a fix.
    package init(file: SourceFile, diagnostics: [Diagnostic], cap: DiagnosticCap = DiagnosticCap()) {
        var located = diagnostics
        FixItLocator.locate(&located, in: file)
        self.init(file: file, located: located, cap: cap)
    }

    private init(file: SourceFile, located: [Diagnostic], cap: DiagnosticCap) {
        self.file = file
        self.cap = cap
        // Stable: two diagnostics at one place keep the order they were found in. Capped per rule in
        // that order (the first places shown), the "and N more" lines then sorted in with the rest.
        let sorted = Self.sorted(located)
        let needsCap = sorted.count > cap.perRule || sorted.contains { $0.omitted > 0 }
        self.diagnostics = needsCap ? Self.sorted(cap.capped(sorted)) : sorted
    }

    private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// This report with `more` diagnostics, of which only the new are placed: the fixes already tried
    /// do not make the file be read again.
    package func adding(_ more: [Diagnostic]) -> FileReport {
        var located = more
        FixItLocator.locate(&located, in: file)
        return FileReport(file: file, located: diagnostics + located, cap: cap)
    }

    /// This report with `diagnostics` in place of its own (the same ones filtered, or with their severity
    /// or message changed): their fix-its stay placed, and the file is not read again.
    package func replacing(_ diagnostics: [Diagnostic]) -> FileReport {
        FileReport(file: file, located: diagnostics, cap: cap)
    }

    /// This report without its file's text when it has no diagnostic, which no one will then ask the
    /// file's lines for: a run over a repository keeps every file's report until it prints them, and
    /// the text of each table it read (held in memory, not read again) grew it by ~36 KB a bundle.
    package func forgettingText() -> FileReport {
        guard diagnostics.isEmpty, file.holdsText else { return self }
        return FileReport(file: file.forgettingText(), located: [], cap: cap)
    }

    /// This report with at most `cap.perRule` diagnostics of a rule: what a baseline left, as shown.
    /// What was left out before stays counted in the "and N more" lines.
    package func capped(_ cap: DiagnosticCap) -> FileReport {
        FileReport(file: file, located: diagnostics, cap: cap)
    }

    /// Errors and warnings, those left out by the cap included (an "and N more" line counts N).
    package var errorCount: Int { count(of: .error) }
    package var warningCount: Int { count(of: .warning) }

    private func count(of severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? max(1, $1.omitted) : 0) }
    }
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// The diagnostics' fix-its that have their place in the file: what `settingsc fix` applies.
    package var placedFixes: [FixIt] { diagnostics.compactMap { $0.fix?.span == nil ? nil : $0.fix } }
}
