import Diagnostics
import JSON
import PropertyList

/// `{"version": 1, "diagnostics": [...], "errors": N, "warnings": N}` (docs/diagnostics.schema.json).
///
/// Keys are always in the same order; a diagnostic's notes follow it as entries of severity "note"; a
/// certain repair is its `fix`.
public struct JSONReporter: DiagnosticReporter {
    public static let identifier = "json"

    public init() {}

    public func report(_ reports: [FileReport]) -> String {
        var entries: [String] = []
        for report in reports {
            let file = JSONWriter.quoted(report.file.displayName)
            for diagnostic in report.diagnostics {
                var entry = "{\"file\": \(file), \(position(diagnostic.location))"
                    + "\"severity\": \"\(diagnostic.severity.rawValue)\", "
                    + "\"rule\": \(JSONWriter.quoted(diagnostic.rule.id)), \"message\": \(JSONWriter.quoted(diagnostic.message))"
                if let suggestion = diagnostic.suggestion { entry += ", \"suggestion\": \(JSONWriter.quoted(suggestion))" }
                if let fix = diagnostic.fix, let span = fix.span { entry += ", \"fix\": " + self.fix(fix, span) }
                entries.append(entry + "}")
                for note in diagnostic.notes {
                    let noteFile = note.file.map { JSONWriter.quoted($0.displayName) } ?? file
                    entries.append("{\"file\": \(noteFile), \(position(note.location))\"severity\": \"note\", "
                        + "\"rule\": \(JSONWriter.quoted(diagnostic.rule.id)), \"message\": \(JSONWriter.quoted(note.message))}")
                }
            }
        }
        let list = entries.isEmpty ? "[]" : "[\n    " + entries.joined(separator: ",\n    ") + "\n  ]"
        return "{\n  \"version\": 1,\n  \"diagnostics\": \(list),\n  \"errors\": \(reports.errorCount),\n"
            + "  \"warnings\": \(reports.warningCount)\n}\n"
    }

    /// Where the replaced text is (line:column to line:column, and bytes in the file as stored) and
    /// what replaces it.
    private func fix(_ fix: FixIt, _ span: FixIt.Span) -> String {
        "{\"line\": \(span.start.line), \"column\": \(span.start.column), \"endLine\": \(span.end.line), "
            + "\"endColumn\": \(span.end.column), \"offset\": \(span.bytes.lowerBound), \"length\": \(span.bytes.count), "
            + "\"original\": \(JSONWriter.quoted(fix.original)), \"replacement\": \(JSONWriter.quoted(span.replacementText))}"
    }

    /// `"line": L, "column": C`, or in a binary file `"offset": N`; nothing for the file as a whole.
    private func position(_ location: SourceLocation) -> String {
        if location.isWholeFile { return "" }
        return (location.byteOffset.map { "\"offset\": \($0)" } ?? "\"line\": \(location.line), \"column\": \(location.column)")
            + ", "
    }
}
