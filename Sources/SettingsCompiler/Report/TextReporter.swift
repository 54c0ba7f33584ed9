import Diagnostics
import PropertyList

/// `file:line:col: severity: message [rule]`, the source line with a caret under the column and a
/// fix-it's replacement under the text it replaces (as clang prints them), and a closing count such as
/// `2 errors, 1 warning`.
public struct TextReporter: DiagnosticReporter {
    public static let identifier = "text"
    public let style: TerminalStyle

    public init(style: TerminalStyle = TerminalStyle(enabled: false)) {
        self.style = style
    }

    public func report(_ reports: [FileReport]) -> String {
        var output = ""
        for report in reports {
            for diagnostic in report.diagnostics {
                output += entry(report.file, diagnostic.location, diagnostic.severity, diagnostic.message,
                                rule: diagnostic.rule.id, fix: diagnostic.fix)
                for note in diagnostic.notes {
                    output += entry(note.file ?? report.file, note.location, .note, note.message)
                }
            }
        }
        if let summary = TextReporter.summary(errors: reports.errorCount, warnings: reports.warningCount) {
            output += summary + "\n"
        }
        return output
    }

    /// "2 errors, 1 warning"; nil when there is nothing to count.
    public static func summary(errors: Int, warnings: Int) -> String? {
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func entry(_ file: any DiagnosticSource, _ location: SourceLocation, _ severity: Severity, _ message: String,
                       rule: String? = nil, fix: FixIt? = nil) -> String {
        // What comes from the input (a file's name, quoted values) cannot act on the terminal.
        let name = TerminalText.escaped(file.displayName)
        let message = TerminalText.escaped(message)
        let label: String
        switch severity {
        case .error: label = style.red("error:")
        case .warning: label = style.magenta("warning:")
        case .note: label = style.cyan("note:")
        }
        let suffix = rule.map { " [\($0)]" } ?? ""
        // The file as a whole: `FILE: error: message [rule]`.
        if location.isWholeFile {
            return style.bold("\(name):") + " \(label) " + style.bold(message + suffix) + "\n"
        }
        // A binary file: `FILE: error: message (at byte N) [rule]`, and no source line to show.
        if location.byteOffset != nil {
            return style.bold("\(name):") + " \(label) " + style.bold(message + " (at \(location))" + suffix) + "\n"
        }
        var text = style.bold("\(name):\(location.line):\(location.column):") + " \(label) "
            + style.bold(message + suffix) + "\n"
        let span = fix?.span.flatMap { $0.start.line == $0.end.line ? $0 : nil }
        let marked = span.map { (columns: $0.start.column..<$0.end.column, replacement: $0.replacementText) }
        var fixShown = fix?.span == nil
        if let line = showable(file, location.line) {
            let onLine = span?.start.line == location.line
            let excerpt = SourceExcerpt(number: location.line, caret: location.column, fix: onLine ? marked : nil)
                .render(line, style: style)
            text += excerpt.text
            fixShown = fixShown || excerpt.showsFix
        }
        // The fix on a line of its own (the diagnostic is at the dictionary, the fix at a key in it).
        if !fixShown, let span, let line = showable(file, span.start.line) {
            let excerpt = SourceExcerpt(number: span.start.line, fix: marked).render(line, style: style)
            if excerpt.showsFix { text += excerpt.text }
            fixShown = excerpt.showsFix
        }
        if !fixShown, let fix, let span = fix.span {
            text += style.bold("\(name):\(span.start.line):\(span.start.column):")
                + (span.replacementText.isEmpty ? " fix-it: remove " + TerminalText.escaped(MessageText.quoted(fix.original))
                    : " fix-it: replace " + TerminalText.escaped(MessageText.quoted(fix.original)) + " with "
                        + style.green(TerminalText.escaped(MessageText.quoted(span.replacementText)))) + "\n"
        }
        return text
    }

    /// Line `number` of the file, unless it is empty (an empty file, a link that is not read: nothing to
    /// show) or not text (bytes in the wrong encoding) and so not worth showing.
    private func showable(_ file: any DiagnosticSource, _ number: Int) -> String? {
        guard let line = file.line(number), !line.isEmpty,
              !line.unicodeScalars.contains(where: { $0 == "\0" || $0 == "\u{FFFD}" }) else {
            return nil
        }
        return line
    }
}
