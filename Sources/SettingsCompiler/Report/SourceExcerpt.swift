import PropertyList

/// A source line as clang shows it under a diagnostic: the line, a caret under a column, `~` under the
/// text a fix-it replaces, and the replacement on the line below.
///
/// A very long line is cut to a window around the caret (or the fix); only the window is decoded, so
/// a 20 MB line costs no more than a short one.
struct SourceExcerpt {
    /// The line's number, for the gutter.
    var number: Int
    /// The column the caret points at, if any.
    var caret: Int?
    /// The columns replaced (`start..<end`, on this line) and what replaces them.
    var fix: (columns: Range<Int>, replacement: String)?

    /// The excerpt, and whether it shows the fix: a fix that falls outside the window shown is left out
    /// (the caller says it otherwise).
    func render(_ source: String, style: TerminalStyle) -> (text: String, showsFix: Bool) {
        let window = Window(source, around: max(0, (caret ?? fix?.columns.lowerBound ?? 1) - 1))
        let lastColumn = window.skipped + window.scalars.count + 1
        let fix = fix.flatMap { $0.columns.lowerBound > window.skipped && $0.columns.upperBound <= lastColumn ? $0 : nil }
        var shown = window.skipped > 0 ? "…" : ""
        for scalar in window.scalars { shown += Self.visible(scalar) }
        if window.more { shown += "…" }
        let gutter = String(number)
        let blank = String(repeating: " ", count: gutter.count)
        var text = " \(gutter) | \(shown)\n \(blank) | \(markers(window, fix: fix?.columns, style: style))\n"
        // A removal is the marked text alone (as clang shows one); a replacement goes on the line below.
        if let fix, !fix.replacement.isEmpty {
            text += " \(blank) | \(padding(window, to: fix.columns.lowerBound))\(style.green(TerminalText.escaped(fix.replacement)))\n"
        }
        return (text, fix != nil)
    }

    /// `^` at the caret, `~` under the `replaced` columns, white space (tabs kept) before them.
    private func markers(_ window: Window, fix replaced: Range<Int>?, style: TerminalStyle) -> String {
        let caretColumn = caret.map { min($0, window.skipped + window.scalars.count + 1) }
        let end = max(caretColumn.map { $0 + 1 } ?? 0, replaced?.upperBound ?? 0)
        // Up to the first column marked, the white space is `padding`'s.
        let first = min(caretColumn ?? end, replaced.flatMap { $0.isEmpty ? nil : $0.lowerBound } ?? end)
        var pad = padding(window, to: first)
        var marks = ""
        var column = max(first, window.skipped + 1)
        for scalar in window.scalars.dropFirst(column - window.skipped - 1) where column < end {
            let width = DisplayWidth.of(Self.visible(scalar))
            if column == caretColumn {
                marks += "^" + String(repeating: "~", count: replaced?.contains(column) == true ? max(0, width - 1) : 0)
            } else if let replaced, replaced.contains(column) {
                marks += String(repeating: "~", count: width)
            } else {
                let space = scalar == "\t" ? "\t" : String(repeating: " ", count: width)
                // After a mark of no width (a combining scalar), white space is still padding.
                if marks.isEmpty { pad += space } else { marks += space }
            }
            column += 1
        }
        if let caretColumn, caretColumn >= column { marks += "^" }
        return pad + style.green(marks)
    }

    /// White space that reaches `target` (tabs kept, so it lines up in any terminal).
    private func padding(_ window: Window, to target: Int) -> String {
        var pad = window.skipped > 0 ? " " : ""
        var column = window.skipped + 1
        for scalar in window.scalars where column < target {
            pad += scalar == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(Self.visible(scalar)))
            column += 1
        }
        return pad
    }

    /// Control characters (a tab aside) are shown escaped (`\u{1B}`), so they cannot act on the
    /// terminal; markers below them take the escape's width.
    private static func visible(_ scalar: Unicode.Scalar) -> String {
        TerminalText.escape(scalar, keepingTab: true) ?? String(scalar)
    }

    /// Up to 160 scalars of the line that include the one at index `target`.
    private struct Window {
        var scalars: [Unicode.Scalar] = []
        /// Scalars left out before the window, and whether some are left out after it.
        var skipped = 0
        var more = false

        init(_ source: String, around target: Int) {
            for scalar in source.unicodeScalars {
                if scalars.count == 160 {
                    // Keep a window: drop from the front while the target is far ahead, stop once it is shown.
                    if skipped + 90 < target {
                        scalars.removeFirst(20)
                        skipped += 20
                    } else {
                        more = true
                        break
                    }
                }
                scalars.append(scalar)
            }
        }
    }
}
