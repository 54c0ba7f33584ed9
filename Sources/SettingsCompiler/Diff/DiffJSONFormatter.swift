import JSON
import PropertyList

/// `--format json`: `{"version": 1, "changes": [...], "breaking": N}`, as `docs/diff.schema.json`
/// describes it; one change a line, keys in a fixed order, absent fields left out.
enum DiffJSONFormatter {
    static func format(_ report: DiffReport) -> String {
        var text = "{\n  \"version\": 1,\n  \"changes\": ["
        for (index, change) in report.changes.enumerated() {
            text += index == 0 ? "\n    " : ",\n    "
            text += "{\"kind\": \(JSONWriter.quoted(change.kind.rawValue)), \"breaking\": \(change.isBreaking), "
                + "\"page\": \(JSONWriter.quoted(change.page)), \"item\": \(JSONWriter.quoted(change.item))"
            let optional: [(String, String?)] = [("attribute", change.attribute), ("old", change.old), ("new", change.new),
                                                 ("language", change.language), ("text", change.text),
                                                 ("reason", change.breakingReason)]
            for (name, value) in optional {
                if let value { text += ", \"\(name)\": \(JSONWriter.quoted(value))" }
            }
            text += "}"
        }
        text += report.changes.isEmpty ? "],\n" : "\n  ],\n"
        return text + "  \"breaking\": \(report.breakingCount)\n}\n"
    }
}
