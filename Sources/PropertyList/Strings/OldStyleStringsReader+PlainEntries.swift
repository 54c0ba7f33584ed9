import Diagnostics
import Platform

/// The common case, read in one step: entries written the way Xcode, genstrings and translators write
/// them, one a line.
///
/// A plain entry is a quoted key and a quoted value without escapes or line breaks, separated by `=` and
/// ended by `;`, with only spaces and tabs between. It is read, added and its line break passed without the
/// grammar's calls for each token (white space, `=`, the string reader and its limits): ~1,400
/// instructions an entry through the grammar, ~360 here (~95 of it the table's index, which takes the
/// keys of a run of entries at once when the run ends, ~70 the two texts' searches), columns not counted.
///
/// It reads exactly what the grammar reads for the same bytes (the same ranges of the file, the same
/// line:column for key and value, the same duplicate report). Anything else (an escape, a comment, a
/// text longer than the limit, a key without a value, a missing `;`) stops it where that entry
/// starts, with nothing moved, and the grammar reads on from there and reports what is wrong. (An entry
/// whose only difference is an escape of one character is read in a step of its own: `+EscapedEntries`.)
extension OldStyleStringsReader {
    /// Reads the plain entries from the current position on, each with the line break after it; stops
    /// before the first thing that is not one.
    ///
    /// It counts lines but not the scalars of texts: a key starts where reading started or at column 1
    /// after a line break, and a value's column is counted from its key, on the entry's own bytes, when it
    /// is asked for (`StringsTable.Record`). The column where it stops is counted once, over the last
    /// line it read, for the grammar that reads on.
    mutating func readPlainEntries() {
        let count = text.count
        let limit = Self.maxTextBytes
        let start = index
        var keyColumn = column
        // Where the current line starts, once a line break has been passed.
        var lineStart: Int?
        // What ends a plain text, for each quote: made once, not for each text.
        let stops = (double: StopBytes(UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D),
                     single: StopBytes(UInt8(ascii: "'"), UInt8(ascii: "\\"), 0x0A, 0x0D))
        // The entries are added to the table's records here and their keys indexed after the loop, in
        // order (the same duplicates reported in the same order as one at a time).
        let firstAdded = table.count
        defer {
            column = lineStart.map { 1 + scalars(from: $0) } ?? column + scalars(from: start)
            if table.count > firstAdded {
                for duplicate in table.indexKeys(from: firstAdded) { reportDuplicate(duplicate.position, first: duplicate.first) }
            }
        }
        while index < count {
            let keyQuote = index
            // The key's text, then the value's, found by one search in a loop of two rounds: written
            // twice, the search was inlined once and called the second time (the optimiser does not
            // inline into a function past a size), ~20 instructions an entry for the call.
            var quote = keyQuote
            var keyEnd = -1
            var valueEnd = -1
            while true {
                guard let end = Self.plainText(in: text, at: quote, limit: limit, stops: stops) else { return }
                if keyEnd >= 0 {
                    valueEnd = end
                    break
                }
                keyEnd = end
                // ` = ` and `;` right after the value, as nearly every table writes them, in one look each;
                // other blanks by the loops. (After ` = `, more blanks before the value leave the entry to
                // the grammar, which reads it the same: skipping them here too cost every entry ~10
                // instructions.)
                var at = end + 1
                if at + 2 < count, text[at] == 0x20, text[at + 1] == UInt8(ascii: "="), text[at + 2] == 0x20 {
                    at += 3
                } else {
                    at = skipBlanks(from: at)
                    guard at < count, text[at] == UInt8(ascii: "=") else { return }
                    at = skipBlanks(from: at + 1)
                }
                guard at < count else { return }
                quote = at
            }
            let valueQuote = quote
            var at = valueEnd + 1
            if at >= count || text[at] != UInt8(ascii: ";") {
                at = skipBlanks(from: at)
                guard at < count, text[at] == UInt8(ascii: ";") else { return }
            }
            // The entry is whole: it is added as the grammar adds it.
            readAny = true
            table.appendUnindexed(key: keyQuote + 1..<keyEnd, value: valueQuote + 1..<valueEnd,
                                  keyLocation: SourceLocation(line: line, column: keyColumn),
                                  valueLocation: .columnToCount(line: line))
            index = at + 1
            // Its line break, as `advance` counts lines.
            let lineBreak = lineBreakLength(at: index)
            guard lineBreak > 0 else { return }
            index += lineBreak
            line += 1
            lineStart = index
            keyColumn = 1
        }
    }

    /// The index of the closing quote of a quoted text at `start` that holds no escape and no line
    /// break and is within the length limit; nil for anything else.
    /// (Static: as a method of the reader, each call copied the whole reader first. Inlined into the loop:
    /// left to the optimiser it was sometimes a call, ~1 M instructions more on the 50 bundles.)
    @inline(__always)
    private static func plainText(in text: [UInt8], at start: Int, limit: Int,
                                  stops: (double: StopBytes, single: StopBytes)) -> Int? {
        let quote = text[start]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        let end = (quote == UInt8(ascii: "\"") ? stops.double : stops.single).first(in: text, from: start + 1)
        guard end < text.count, text[end] == quote, end - start - 1 <= limit else { return nil }
        return end
    }

    /// The index of the first byte at or after `from` that is not a space or a tab.
    func skipBlanks(from: Int) -> Int {
        var at = from
        while at < text.count, text[at] == 0x20 || text[at] == 0x09 { at += 1 }
        return at
    }

    /// How many scalars start between `from` and the current position (the bytes that are not UTF-8
    /// continuation bytes), as `advance` counts columns.
    private func scalars(from: Int) -> Int {
        var scalars = 0
        for byte in text[from..<index] where byte & 0xC0 != 0x80 { scalars += 1 }
        return scalars
    }
}
