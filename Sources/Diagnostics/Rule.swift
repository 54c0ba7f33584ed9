/// A check settingsc makes, with a stable id that users can search for and tools can key on.
///
/// Each rule lives in its own file under a `Rules/` folder — the rule, the messages it produces, where
/// it is checked and its examples — as SwiftLint's rules do; one parameterized test runs every rule's
/// examples (`RuleExampleTests`).
public struct Rule: Sendable, Hashable {
    /// Kebab-case, stable across releases: `unknown-cell-style`.
    package let id: String
    package let severity: Severity
    /// One sentence for `settingsc help rules` and SARIF's rule descriptions.
    package let summary: String
    /// Where it is checked, for whoever changes it: a type and function, and when.
    package let checkedIn: String
    /// Inputs that must trigger it (where, and with which messages) and inputs that must not. Made
    /// only when asked for (tests, documentation): nothing of them is built on a run's path.
    package let examples: @Sendable () -> [RuleExample]

    package init(id: String, severity: Severity, summary: String, checkedIn: String,
                examples: @escaping @Sendable () -> [RuleExample]) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.checkedIn = checkedIn
        self.examples = examples
    }

    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
