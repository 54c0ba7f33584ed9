import PropertyList

/// `--format text`: the changes grouped by page, one line each with its mark (`+` added, `-` removed,
/// `~` changed, moved or renamed), a breaking change's reason on the line below, then a summary.
/// Texts from the definitions are escaped: none can move the cursor or change colours.
struct DiffTextFormatter {
    var style: TerminalStyle

    func format(_ report: DiffReport) -> String {
        var text = ""
        text.reserveCapacity(Self.size(of: report))
        for page in report.pages where !page.changes.isEmpty {
            text += style.bold(TerminalText.escaped(page.name)) + "\n"
            for change in page.changes {
                let mark = DiffFormatter.mark(change.kind)
                let colored = change.kind == .added ? style.green(mark) : change.kind == .removed ? style.red(mark) : style.cyan(mark)
                let what = change.kind == .added || change.kind == .removed ? "" : ": " + DiffFormatter.describe(change)
                text += "  \(colored) \(TerminalText.escaped(change.item + what))\n"
                if let reason = change.breakingReason {
                    text += "      " + style.red("breaking:") + " \(TerminalText.escaped(reason))\n"
                }
            }
            text += "\n"
        }
        return text + DiffFormatter.summary(report) + "\n"
    }

    /// About the text's length, a little more, so that it is not grown (and copied whole) as it is
    /// written: a tree's 5 MB touched ~15 MB (a page fault each 4 KB), growing.
    private static func size(of report: DiffReport) -> Int {
        var size = 64
        for page in report.pages {
            size += 16 + page.name.utf8.count
            for change in page.changes {
                size += 64 + change.item.utf8.count + (change.old?.utf8.count ?? 0) + (change.new?.utf8.count ?? 0)
                    + (change.text?.utf8.count ?? 0) + (change.breakingReason.map { 24 + $0.utf8.count } ?? 0)
            }
        }
        return size + size / 8
    }
}
