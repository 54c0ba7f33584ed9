import PropertyList

/// `settingsc diff --format`: how the changes are written.
public enum DiffFormat: String, CaseIterable, Sendable {
    /// Grouped by page, `+ - ~` marks, colour on a terminal.
    case text
    /// A table per page, for a pull-request comment (at most `DiffMarkdownFormatter.limit` characters).
    case markdown
    /// The document `docs/diff.schema.json` describes.
    case json
    /// The two versions previewed side by side, the changed rows marked.
    case html
}

/// `settingsc diff --fail-on`: which changes make the exit status 1.
public enum DiffFailOn: String, CaseIterable, Sendable {
    /// A change that takes stored values from users.
    case breaking
    /// Any change.
    case any

    /// Whether `report` holds such a change.
    public func matches(_ report: DiffReport) -> Bool {
        switch self {
        case .breaking: report.breakingCount > 0
        case .any: !report.isEmpty
        }
    }
}
