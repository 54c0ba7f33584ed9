/// A settings definition of either format, decoded.
public enum Definition: Sendable {
    /// A cell-style `Settings.plist`: a root array of sections.
    case screen(SettingsScreen)
    /// A `Settings.bundle`, or a page of one.
    case bundle(SettingsBundle)
}

/// What compiling one FILE gave: the definition, a report per file read, and files that could not be
/// read. The definition is meaningful only when nothing has errors.
public struct Compilation: Sendable {
    public var definition: Definition?
    public var reports: [FileReport]
    public var failures: [System.FileError]

    public init(definition: Definition?, reports: [FileReport], failures: [System.FileError] = []) {
        self.definition = definition
        self.reports = reports
        self.failures = failures
    }

    public var hasErrors: Bool { reports.contains { $0.hasErrors } }
}
