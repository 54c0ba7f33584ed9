import PropertyList

/// `--format markdown`: a heading with the counts, then a table per page, for a pull-request comment.
/// A comment holds at most `limit` characters: rows stop before the one that would pass it, and a last
/// line says how many were left out ("and N more"). Cells are escaped (`|`, `<`, `>`, `&`, `*`, `_`,
/// backticks, line breaks): a definition's text cannot break the table or add markup.
struct DiffMarkdownFormatter {
    /// GitHub's limit for a comment, in characters (counted in UTF-16 units: never fewer than characters
    /// or code points, however a reader counts).
    static let limit = 65_536
    var limit = DiffMarkdownFormatter.limit

    func format(_ report: DiffReport) -> String {
        var text = "## Settings changes: \(DiffFormatter.summary(report))\n"
        var length = text.utf16.count
        let total = report.changes.count
        var written = 0
        // Room kept for the last line, whatever N is.
        let reserve = "\n… and \(total) more changes, left out to keep this comment under \(limit) characters\n"
            .utf16.count
        pages: for page in report.pages where !page.changes.isEmpty {
            let header = "\n### \(DiffMarkdownFormatter.escape(page.name))\n\n| | Item | Change | Breaking |\n|---|---|---|---|\n"
            var block = header
            for change in page.changes {
                let breaking = change.breakingReason.map { "**yes**: " + DiffMarkdownFormatter.escape($0) } ?? ""
                let row = "| \(DiffFormatter.mark(change.kind)) "
                    + "| \(DiffMarkdownFormatter.escape(change.item)) "
                    + "| \(DiffMarkdownFormatter.escape(DiffFormatter.describe(change))) | \(breaking) |\n"
                let adding = (block.isEmpty ? 0 : block.utf16.count) + row.utf16.count
                if length + adding + reserve > limit { break pages }
                if !block.isEmpty {
                    text += block
                    length += block.utf16.count
                    block = ""
                }
                text += row
                length += row.utf16.count
                written += 1
            }
        }
        if written < total {
            text += "\n… and \(total - written) more changes, left out to keep this comment under \(limit) characters\n"
        }
        return text
    }

    /// A table cell's text: nothing in it is markup.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "|", "*", "_", "`", "[", "]", "\\", "#", "~": result += "\\" + String(scalar)
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\n", "\r", "\t": result += " "
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
