import Diagnostics
import Platform

/// The tokens: quoted strings (with their escapes, `+Escapes`) and unquoted words.
extension OldStyleStringsReader {
    /// The bytes that end an unquoted word (`System.firstMarked`'s flags).
    static let wordEnds: [Bool] = (0...255).map { !isUnquoted(UInt8($0)) }

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// A quoted string or an unquoted word at the current position: where its text is in the table's
    /// texts, which begin with the file's own bytes (a text without escapes is where it is written; one
    /// with escapes is decoded onto their end). Nil (nothing consumed) if neither starts here, or nil after reporting a
    /// string that runs to the end of the file (`consequence`: what that does to the table).
    mutating func readString(where consequence: Consequence = .drops) -> Range<Int>? {
        let first = text[index]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            return readQuoted(quote: first, consequence)
        }
        guard Self.isUnquoted(first) else { return nil }
        let start = index
        let startLocation = location
        // A word is ASCII: one column a byte.
        index = System.firstMarked(Self.wordEnds, in: text[...], from: index)
        column += index - start
        guard index - start <= Self.maxTextBytes else { return stopAtLongText(startLocation) }
        return start..<index
    }

    /// A text longer than `maxTextBytes` starts at `location`: reported, and nothing more is read (as
    /// the XML reader stops), before any of it is decoded.
    private mutating func stopAtLongText(_ location: SourceLocation) -> Range<Int>? {
        record(.limitExceeded("text longer than \(Self.maxTextBytes) bytes; stopping here", at: location))
        index = text.count
        ranOffEnd = true
        return nil
    }

    private mutating func readQuoted(quote: UInt8, _ consequence: Consequence) -> Range<Int>? {
        let start = location
        let startIndex = index
        advance()
        // Where the decoded text starts in the table's texts once an escape is met (-1 before: the text
        // is then the file's bytes after the quote), and how many bytes of it were decoded there.
        var textStart = -1
        var decoded = 0
        let maxTextBytes = Self.maxTextBytes
        var runStart = index
        while true {
            // Up to the next byte that matters (either quote, a backslash, a line break) in one step.
            let runFrom = index
            index = System.firstOf(UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), 0x0A, 0x0D, in: text,
                                   from: index, scalars: &column)
            // Escapes only shorten a text: past the limit in the file, it is past it decoded too, or close.
            // Both sides grow with each byte of a run, so its last byte decides for all of it.
            let last = atEnd ? index - 1 : index
            if last >= runFrom, last - startIndex > maxTextBytes + 1, decoded + (last - runStart) > maxTextBytes {
                return stopAtLongText(start)
            }
            if atEnd { break }
            let byte = text[index]
            if byte == quote {
                guard decoded + (index - runStart) <= maxTextBytes else { return stopAtLongText(start) }
                advance()
                guard textStart >= 0 else { return runStart..<(index - 1) }
                System.append(text, runStart..<(index - 1), to: &table.texts)
                return textStart..<table.texts.count
            }
            if byte == UInt8(ascii: "\\") {
                if textStart < 0 { textStart = table.texts.count }
                System.append(text, runStart..<index, to: &table.texts)
                let escape = location
                advance()
                if atEnd { break }
                // The texts, taken out while the escape is decoded onto their end (and put back).
                var buffer: [UInt8] = []
                swap(&buffer, &table.texts)
                readEscape(into: &buffer, at: escape)
                swap(&buffer, &table.texts)
                decoded = table.texts.count - textStart
                runStart = index
                continue
            }
            // A line break, or the other quote character.
            advance()
        }
        report("unterminated string", at: start, consequence)
        ranOffEnd = true
        return nil
    }
}
