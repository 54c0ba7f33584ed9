import JSON
import Platform
import PropertyList

/// `--format json`: `{"version": 1, "changes": [...], "breaking": N}`, as `docs/diff.schema.json`
/// describes it; one change a line, keys in a fixed order, absent fields left out.
///
/// Written as UTF-8 into one buffer of about the right size, and handed on as bytes: a tree's diff is
/// ~70,000 changes (13.5 MB). Making each line from interpolated strings was ~24,000 instructions a
/// change, half of `diff`'s; appending to one `String` was still ~11,000 (each append checks the
/// string's storage and flags), and making a `String` of the bytes at the end ~14 instructions a byte
/// (it checks them all again). Fixed text is copied from its literal, and each of a change's texts in
/// one copy unless it holds something to escape (`System.appendVerbatim`).
enum DiffJSONFormatter {
    static func format(_ report: DiffReport) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size(of: report))
        System.append("{\n  \"version\": 1,\n  \"changes\": [", to: &bytes)
        // Page by page: `report.changes` makes a flat copy of them all.
        var isFirst = true
        for page in report.pages {
            for change in page.changes { write(change, isFirst: isFirst, to: &bytes); isFirst = false }
        }
        System.append(isFirst ? "],\n  \"breaking\": " : "\n  ],\n  \"breaking\": ", to: &bytes)
        JSONWriter.append(report.breakingCount, to: &bytes)
        System.append("\n}\n", to: &bytes)
        return bytes
    }

    /// One change's line.
    private static func write(_ change: DiffChange, isFirst: Bool, to bytes: inout [UInt8]) {
        System.append(isFirst ? "\n    {\"kind\": " : ",\n    {\"kind\": ", to: &bytes)
        JSONWriter.append(change.kind.rawValue, to: &bytes)
        System.append(change.isBreaking ? ", \"breaking\": true, \"page\": " : ", \"breaking\": false, \"page\": ", to: &bytes)
        JSONWriter.append(change.page, to: &bytes)
        System.append(", \"item\": ", to: &bytes)
        JSONWriter.append(change.item, to: &bytes)
        member(", \"attribute\": ", change.attribute, to: &bytes)
        member(", \"old\": ", change.old, to: &bytes)
        member(", \"new\": ", change.new, to: &bytes)
        member(", \"language\": ", change.language, to: &bytes)
        member(", \"text\": ", change.text, to: &bytes)
        member(", \"reason\": ", change.breakingReason, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// About the length of the output, a little more: each change's fixed text and its texts' lengths,
    /// an eighth more for escapes. A buffer grown near the end is copied whole into one twice as large:
    /// a tree's 13.6 MB reserved at 192 bytes a change (223 were written) touched 25 MB, 6,000 page faults.
    private static func size(of report: DiffReport) -> Int {
        var size = 64
        for page in report.pages {
            for change in page.changes { size += length(of: change) }
        }
        return size + size / 8
    }

    /// One change's share of `size(of:)`: its fixed text, and each text it has with its member's name.
    private static func length(of change: DiffChange) -> Int {
        72 + change.page.utf8.count + change.item.utf8.count + length(change.attribute) + length(change.old)
            + length(change.new) + length(change.language) + length(change.text) + length(change.breakingReason)
    }

    private static func length(_ text: String?) -> Int {
        text.map { 16 + $0.utf8.count } ?? 0
    }

    /// `prefix` (`, "name": `) and the value, when there is one.
    private static func member(_ prefix: StaticString, _ value: String?, to bytes: inout [UInt8]) {
        guard let value else { return }
        System.append(prefix, to: &bytes)
        JSONWriter.append(value, to: &bytes)
    }
}
