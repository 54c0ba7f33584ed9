/// What compiling a Settings bundle gave: the decoded bundle, one report per file it read (pages
/// first, in the order they were reached, then `.strings` tables), and files it could not read.
public struct BundleCompilation: Sendable {
    public var bundle: SettingsBundle
    public var reports: [FileReport]
    public var failures: [System.FileError]

    public var hasErrors: Bool { reports.contains { $0.hasErrors } }
}
