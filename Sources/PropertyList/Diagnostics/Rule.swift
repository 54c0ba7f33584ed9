/// A check settingsc makes, with a stable id that users can search for and tools can key on.
///
/// Each rule lives in its own file under `Rules/`, next to the messages it produces.
public struct Rule: Sendable, Hashable {
    /// Kebab-case, stable across releases: `unknown-cell-style`.
    public let id: String
    public let severity: Severity
    /// One sentence for `settingsc help rules` and SARIF's rule descriptions.
    public let summary: String

    public init(id: String, severity: Severity, summary: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
    }
}
