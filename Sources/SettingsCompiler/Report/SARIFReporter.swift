import Diagnostics
import JSON
import PropertyList

/// SARIF 2.1.0, as code-scanning services read it: one run, every rule described, one result each.
public struct SARIFReporter: DiagnosticReporter {
    public static let identifier = "sarif"

    public init() {}

    public func report(_ reports: [FileReport]) -> String {
        let rules = Rule.all.map { rule in
            "{\"id\": \(JSONWriter.quoted(rule.id)), \"shortDescription\": {\"text\": \(JSONWriter.quoted(rule.summary))}, "
                + "\"defaultConfiguration\": {\"level\": \"\(level(rule.severity))\"}}"
        }
        var results: [String] = []
        for report in reports {
            let uri = JSONWriter.quoted(SARIFReporter.uri(report.file.displayName))
            for diagnostic in report.diagnostics {
                let index = Rule.all.firstIndex(of: diagnostic.rule) ?? 0
                var result = "{\"ruleId\": \(JSONWriter.quoted(diagnostic.rule.id)), \"ruleIndex\": \(index), "
                    + "\"level\": \"\(level(diagnostic.severity))\", \"message\": {\"text\": \(JSONWriter.quoted(diagnostic.message))}, "
                    + "\"locations\": [\(location(uri, diagnostic.location))]"
                if !diagnostic.notes.isEmpty {
                    let related = diagnostic.notes.enumerated().map { offset, note in
                        let noteURI = note.file.map { JSONWriter.quoted(SARIFReporter.uri($0.displayName)) } ?? uri
                        return "{\"id\": \(offset), \"message\": {\"text\": \(JSONWriter.quoted(note.message))}, "
                            + String(location(noteURI, note.location).dropFirst())
                    }
                    result += ", \"relatedLocations\": [\(related.joined(separator: ", "))]"
                }
                if let fix = diagnostic.fix, let span = fix.span { result += ", \"fixes\": [\(self.fix(fix, span, uri))]" }
                results.append(result + "}")
            }
        }
        return """
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "settingsc",
                  "version": "\(Version.current)",
                  "rules": [
                    \(rules.joined(separator: ",\n            "))
                  ]
                }
              },
              "columnKind": "unicodeCodePoints",
              "results": [\(results.isEmpty ? "" : "\n        " + results.joined(separator: ",\n        ") + "\n      ")]
            }
          ]
        }

        """
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A fix as SARIF 2.1.0 §3.55–3.57 has it: one artifact change with one replacement, whose deleted
    /// region is a text region (line/column, as the spec recommends for text files; columns in the run's
    /// `columnKind`) and whose inserted content is text (none for a removal, §3.57.4).
    private func fix(_ fix: FixIt, _ span: FixIt.Span, _ uri: String) -> String {
        let removal = span.replacementText.isEmpty
        let description = removal ? "remove \(MessageText.quoted(fix.original))"
            : "replace \(MessageText.quoted(fix.original)) with \(MessageText.quoted(fix.replacement))"
        let inserted = removal ? "" : ", \"insertedContent\": {\"text\": \(JSONWriter.quoted(span.replacementText))}"
        return "{\"description\": {\"text\": \(JSONWriter.quoted(description))}, "
            + "\"artifactChanges\": [{\"artifactLocation\": {\"uri\": \(uri)}, \"replacements\": [{\"deletedRegion\": "
            + "{\"startLine\": \(span.start.line), \"startColumn\": \(span.start.column), \"endLine\": \(span.end.line), "
            + "\"endColumn\": \(span.end.column)}\(inserted)}]}]}"
    }

    /// A line and column, or in a binary file a byte offset (SARIF's `byteOffset`); no region for the
    /// file as a whole.
    private func location(_ uri: String, _ location: SourceLocation) -> String {
        if location.isWholeFile { return "{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(uri)}}}" }
        let region = location.byteOffset.map { "\"byteOffset\": \($0)" }
            ?? "\"startLine\": \(location.line), \"startColumn\": \(location.column)"
        return "{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(uri)}, \"region\": {\(region)}}}"
    }

    /// A relative URI reference for a path: unreserved characters and `/` kept, the rest %-encoded.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
