/// Everything found in one file, sorted by location, with the source for showing lines in context.
public struct FileReport: Sendable {
    public let file: SourceFile
    public let diagnostics: [Diagnostic]

    /// Sorts `diagnostics` and places their fix-its in the file's bytes (`FixItLocator`), which reads
    /// the file again only when one proposes a fix.
    public init(file: SourceFile, diagnostics: [Diagnostic]) {
        self.file = file
        var located = diagnostics
        FixItLocator.locate(&located, in: file)
        // Stable: two diagnostics at one place keep the order they were found in.
        self.diagnostics = located.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    public var errorCount: Int { diagnostics.count(where: { $0.severity == .error }) }
    public var warningCount: Int { diagnostics.count(where: { $0.severity == .warning }) }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// The diagnostics' fix-its that have their place in the file: what `settingsc fix` applies.
    public var placedFixes: [FixIt] { diagnostics.compactMap { $0.fix?.span == nil ? nil : $0.fix } }
}
