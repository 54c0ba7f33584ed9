import PropertyList

/// `--format text`: the changes grouped by page, one line each with its mark (`+` added, `-` removed,
/// `~` changed, moved or renamed), a breaking change's reason on the line below, then a summary.
/// Texts from the definitions are escaped: none can move the cursor or change colours.
struct DiffTextFormatter {
    var style: TerminalStyle

    func format(_ report: DiffReport) -> String {
        var text = ""
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
}
