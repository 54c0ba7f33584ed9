import PropertyList
import Platform

/// The comment line `catalog compile` starts a table with: which catalog it comes from, and a digest of
/// the entries it wrote, by which the next compile tells a table edited by hand from one it may replace.
///
/// `/* Compiled from Root.xcstrings by settingsc catalog compile (digest 0123456789abcdef); edit the
/// catalog, not this file. */` — on one line. Tables written before the digest existed have the same line
/// without `(digest …)`.
///
/// The digest is FNV-1a (64 bits, lower-case hex) of the entries as `catalog compile` writes them: one
/// `"key" = "value";` a line, keys sorted by UTF-8 bytes, the last entry of a key written twice, no
/// comment. So it describes what the device reads, not the layout: a table re-saved by an editor (another
/// line break, other spacing, a comment added) still matches; a text changed, added or removed does not.
/// It is no protection against someone who means to forge it, only against losing a hand edit.
package struct CompiledTableHeader: Sendable, Equatable {
    /// The catalog's name as written (`Root.xcstrings`).
    package var catalog: String
    /// nil: a table an earlier settingsc compiled, with no digest in its header.
    package var digest: UInt64?

    private static let prefix = "/* Compiled from "
    private static let byUs = " by settingsc catalog compile"
    private static let suffix = "; edit the catalog, not this file. */"
    private static let digestOpening = " (digest "

    /// The header of a table compiled from `catalog` with `entries` (sorted, each key once).
    package static func comment(catalog: String, entries: [(key: String, value: String)]) -> String {
        "Compiled from \(catalog)\(byUs)\(digestOpening)\(hex(digest(of: entries)))); edit the catalog, not this file."
    }

    /// The header `line` (a table's first) is, if `catalog compile` wrote it.
    package init?(firstLine line: String) {
        guard line.hasPrefix(Self.prefix), line.hasSuffix(Self.suffix) else { return nil }
        var middle = Substring(line.dropFirst(Self.prefix.count).dropLast(Self.suffix.count))
        var digest: UInt64?
        if middle.hasSuffix(")"), let opening = middle.ranges(of: Self.digestOpening).last {
            let hexDigits = middle[opening.upperBound..<middle.index(before: middle.endIndex)]
            if hexDigits.count == 16, let value = UInt64(hexDigits, radix: 16) {
                digest = value
                middle = middle[..<opening.lowerBound]
            }
        }
        guard middle.hasSuffix(Self.byUs) else { return nil }
        self.catalog = String(middle.dropLast(Self.byUs.count))
        self.digest = digest
    }

    /// The digest of a table's entries: those the device reads (the last of a key), in key order.
    package static func digest(of table: StringsTable) -> UInt64 {
        digest(of: deviceEntries(table))
    }

    /// The entries a device reads from `table` (the last of each key), sorted by key as compile writes them.
    package static func deviceEntries(_ table: StringsTable) -> [(key: String, value: String)] {
        var seen: Set<String> = []
        var entries: [(key: String, value: String)] = []
        for entry in table.entries.reversed() where seen.insert(entry.key).inserted {
            entries.append((entry.key, entry.value))
        }
        return entries.sorted { System.bytesPrecede($0.key, $1.key) }
    }

    /// FNV-1a of the entries as `StringsWriter` writes them (sorted, each key once).
    static func digest(of entries: [(key: String, value: String)]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in StringsWriter.text(entries) {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
