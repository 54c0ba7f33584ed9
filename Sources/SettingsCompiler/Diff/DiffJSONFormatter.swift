import JSON
import PropertyList

/// `--format json`: `{"version": 1, "changes": [...], "breaking": N}`, as `docs/diff.schema.json`
/// describes it; one change a line, keys in a fixed order, absent fields left out.
///
/// Written as UTF-8 into one buffer of about the right size, and handed on as bytes: a tree's diff is
/// ~70,000 changes (13.5 MB). Making each line from interpolated strings was ~24,000 instructions a
/// change, half of `diff`'s; appending to one `String` was still ~11,000 (each append checks the
/// string's storage and flags), and making a `String` of the bytes at the end ~14 instructions a byte
/// (it checks them all again).
enum DiffJSONFormatter {
    static func format(_ report: DiffReport) -> [UInt8] {
        // Page by page: `report.changes` makes a flat copy of them all.
        let count = report.pages.reduce(0) { $0 + $1.changes.count }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size(of: report))
        bytes += "{\n  \"version\": 1,\n  \"changes\": [".utf8
        var isFirst = true
        for change in report.pages.lazy.flatMap(\.changes) {
            bytes += (isFirst ? "\n    {\"kind\": " : ",\n    {\"kind\": ").utf8
            isFirst = false
            JSONWriter.append(change.kind.rawValue, to: &bytes)
            bytes += (change.isBreaking ? ", \"breaking\": true, \"page\": " : ", \"breaking\": false, \"page\": ").utf8
            JSONWriter.append(change.page, to: &bytes)
            bytes += ", \"item\": ".utf8
            JSONWriter.append(change.item, to: &bytes)
            member(", \"attribute\": ", change.attribute, to: &bytes)
            member(", \"old\": ", change.old, to: &bytes)
            member(", \"new\": ", change.new, to: &bytes)
            member(", \"language\": ", change.language, to: &bytes)
            member(", \"text\": ", change.text, to: &bytes)
            member(", \"reason\": ", change.breakingReason, to: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        bytes += (count == 0 ? "],\n  \"breaking\": " : "\n  ],\n  \"breaking\": ").utf8
        JSONWriter.append(report.breakingCount, to: &bytes)
        bytes += "\n}\n".utf8
        return bytes
    }

    /// About the length of the output, a little more: each change's fixed text and its texts' lengths,
    /// an eighth more for escapes. A buffer grown near the end is copied whole into one twice as large:
    /// a tree's 13.6 MB reserved at 192 bytes a change (223 were written) touched 25 MB, 6,000 page faults.
    private static func size(of report: DiffReport) -> Int {
        var size = 64
        func member(_ value: String?) {
            if let value { size += 16 + value.utf8.count }
        }
        for change in report.pages.lazy.flatMap(\.changes) {
            size += 72 + change.page.utf8.count + change.item.utf8.count
            member(change.attribute)
            member(change.old)
            member(change.new)
            member(change.language)
            member(change.text)
            member(change.breakingReason)
        }
        return size + size / 8
    }

    /// `prefix` (`, "name": `) and the value, when there is one.
    private static func member(_ prefix: String, _ value: String?, to bytes: inout [UInt8]) {
        guard let value else { return }
        bytes += prefix.utf8
        JSONWriter.append(value, to: &bytes)
    }
}
