import PropertyList

/// The report in one of the formats of `settingsc diff --format`.
enum DiffFormatter {
    /// As UTF-8: the JSON of a large diff is written as bytes (`DiffJSONFormatter` says why).
    static func format(_ report: DiffReport, as format: DiffFormat, style: TerminalStyle,
                       compared: [(old: DiffSide, new: DiffSide)]) -> [UInt8] {
        switch format {
        case .text: Array(DiffTextFormatter(style: style).format(report).utf8)
        case .markdown: Array(DiffMarkdownFormatter().format(report).utf8)
        case .json: DiffJSONFormatter.format(report)
        case .html: Array(DiffHTMLFormatter().format(report, compared: compared).utf8)
        }
    }

    /// `+` added, `-` removed, `~` anything else.
    static func mark(_ kind: DiffChange.Kind) -> String {
        switch kind {
        case .added: "+"
        case .removed: "-"
        case .moved, .changed, .renamed: "~"
        }
    }

    /// What changed, in words, without the item: `renamed Key 'a' → 'b'`, `Values: 1, 2 → 1`,
    /// `translation (de) of 'Autoplay': … → …`, `moved from Root to Advanced`, `added`.
    static func describe(_ change: DiffChange) -> String {
        let was = change.old ?? "(none)"
        let now = change.new ?? "(none)"
        switch change.kind {
        case .added: return "added"
        case .removed: return "removed"
        case .moved: return "moved from \(was) to \(now)"
        case .renamed: return "renamed \(change.attribute ?? "Key") '\(was)' → '\(now)'"
        case .changed:
            if let language = change.language {
                return "translation (\(language)) of '\(change.text ?? "")': \(was) → \(now)"
            }
            return "\(change.attribute ?? ""): \(was) → \(now)"
        }
    }

    /// `3 changes, 1 breaking`, `no changes`.
    static func summary(_ report: DiffReport) -> String {
        let count = report.changes.count
        if count == 0 { return "no changes" }
        return "\(count) \(count == 1 ? "change" : "changes"), \(report.breakingCount) breaking"
    }
}
