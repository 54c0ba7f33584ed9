import XMLStream

/// `file:line:col: severity: message [rule]`, the source line with a caret under the column (as clang
/// prints them), and a closing count such as `2 errors, 1 warning`.
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
                output += entry(report.file, diagnostic.location, diagnostic.severity,
                                diagnostic.message + " [\(diagnostic.rule.id)]")
                for note in diagnostic.notes {
                    output += entry(report.file, note.location, .note, note.message)
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

    private func entry(_ file: SourceFile, _ location: SourceLocation, _ severity: Severity, _ message: String) -> String {
        let label: String
        switch severity {
        case .error: label = style.red("error:")
        case .warning: label = style.magenta("warning:")
        case .note: label = style.cyan("note:")
        }
        var text = style.bold("\(file.displayName):\(location.line):\(location.column):") + " \(label) "
            + style.bold(message) + "\n"
        // A line that is not text (a binary file, bytes in the wrong encoding) is not worth showing.
        if let line = file.line(location.line), !line.unicodeScalars.contains(where: { $0 == "\0" || $0 == "\u{FFFD}" }) {
            text += excerpt(line, line: location.line, column: location.column)
        }
        return text
    }

    /// The line and a caret under the column; a very long line is cut to a window around the column.
    private func excerpt(_ source: String, line: Int, column: Int) -> String {
        var scalars = Array(source.unicodeScalars)
        var caretIndex = max(0, min(column - 1, scalars.count))
        var prefix = ""
        var suffix = ""
        if scalars.count > 160 {
            let start = max(0, caretIndex - 70)
            let end = min(scalars.count, caretIndex + 70)
            prefix = start > 0 ? "…" : ""
            suffix = end < scalars.count ? "…" : ""
            scalars = Array(scalars[start..<end])
            caretIndex -= start
        }
        var shown = prefix
        var pad = prefix.isEmpty ? "" : " "
        for (index, scalar) in scalars.enumerated() {
            let visible: Unicode.Scalar = scalar.properties.generalCategory == .control && scalar != "\t" ? "\u{FFFD}" : scalar
            shown.unicodeScalars.append(visible)
            if index < caretIndex {
                pad += scalar == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(visible))
            }
        }
        shown += suffix
        let gutter = String(line)
        let blank = String(repeating: " ", count: gutter.count)
        return " \(gutter) | \(shown)\n \(blank) | \(pad)\(style.green("^"))\n"
    }
}
