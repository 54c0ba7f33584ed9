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
                output += entry(report.file, diagnostic.location, diagnostic.severity, diagnostic.message,
                                rule: diagnostic.rule.id)
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

    private func entry(_ file: SourceFile, _ location: SourceLocation, _ severity: Severity, _ message: String,
                       rule: String? = nil) -> String {
        let label: String
        switch severity {
        case .error: label = style.red("error:")
        case .warning: label = style.magenta("warning:")
        case .note: label = style.cyan("note:")
        }
        let suffix = rule.map { " [\($0)]" } ?? ""
        // A binary file: `FILE: error: message (at byte N) [rule]`, and no source line to show.
        if let offset = location.byteOffset {
            return style.bold("\(file.displayName):") + " \(label) " + style.bold(message + " (at byte \(offset))" + suffix) + "\n"
        }
        var text = style.bold("\(file.displayName):\(location.line):\(location.column):") + " \(label) "
            + style.bold(message + suffix) + "\n"
        // A line that is not text (a binary file, bytes in the wrong encoding) is not worth showing.
        if let line = file.line(location.line), !line.unicodeScalars.contains(where: { $0 == "\0" || $0 == "\u{FFFD}" }) {
            text += excerpt(line, line: location.line, column: location.column)
        }
        return text
    }

    /// The line and a caret under the column; a very long line is cut to a window around the column.
    /// Only the window is decoded: a 20 MB line costs no more than a short one.
    private func excerpt(_ source: String, line: Int, column: Int) -> String {
        let target = max(0, column - 1)
        var scalars: [Unicode.Scalar] = []
        var skipped = 0
        var more = false
        for scalar in source.unicodeScalars {
            if scalars.count == 160 {
                // Keep a window: drop from the front while the caret is far ahead, stop once it is shown.
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
        let caretIndex = max(0, min(target - skipped, scalars.count))
        let prefix = skipped > 0 ? "…" : ""
        let suffix = more ? "…" : ""
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
