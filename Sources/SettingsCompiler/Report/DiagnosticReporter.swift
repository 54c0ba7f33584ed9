import PropertyList

/// Turns the reports of one run into one output format; stateless, one format per file.
public protocol DiagnosticReporter {
    /// The `--diagnostics` value that selects it.
    static var identifier: String { get }
    func report(_ reports: [FileReport]) -> String
}

/// The `--diagnostics` formats.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github

    /// Whether the output goes to standard output (machine formats) rather than standard error.
    public var writesToStandardOutput: Bool { self != .text }

    public func reporter(style: TerminalStyle) -> any DiagnosticReporter {
        switch self {
        case .text: TextReporter(style: style)
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubReporter()
        }
    }
}

extension Array where Element == FileReport {
    var errorCount: Int { reduce(0) { $0 + $1.errorCount } }
    var warningCount: Int { reduce(0) { $0 + $1.warningCount } }
}
