/// Everything found in one file, sorted by location, with the source for showing lines in context.
public struct FileReport: Sendable {
    public let file: SourceFile
    public let diagnostics: [Diagnostic]

    public init(file: SourceFile, diagnostics: [Diagnostic]) {
        self.file = file
        // Stable: two diagnostics at one place keep the order they were found in.
        self.diagnostics = diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    public var errorCount: Int { diagnostics.count(where: { $0.severity == .error }) }
    public var warningCount: Int { diagnostics.count(where: { $0.severity == .warning }) }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
