import Diagnostics
import Platform

/// Entries that would be plain but for escapes of one printable ASCII character in their key or value
/// (`"Play \"Up Next\"" = "„Als Nächstes“ abspielen";`, `\n`, `\\`): what translated tables hold besides
/// plain entries. Through the grammar such an entry cost ~2,950 instructions, seven times a plain one (on
/// the bench tables 2 % of the entries took a seventh of the reading); here ~2,400, most of it the
/// decoding and the copy of the file's bytes that the table's texts make at the first one.
///
/// Like `+PlainEntries`, it reads exactly what the grammar reads for the same bytes: the texts decoded
/// as `readEscape` decodes them, onto the end of the table's texts, the same line:column for key and
/// value, the same duplicate report. Octal and `\U` escapes, a backslash before a line break, a tab or
/// a character of more than one byte, and everything `+PlainEntries` leaves to the grammar, are left to
/// it here too, with nothing moved.
extension OldStyleStringsReader {
    /// Reads one such entry at the current position, with the line break after it; false, with nothing
    /// moved, for anything else.
    mutating func readEntryWithEscapes() -> Bool {
        let count = text.count
        let keyQuote = index
        guard let (keyEnd, keyScalars, keyEscaped) = textWithEscapes(at: keyQuote) else { return false }
        var at = skipBlanks(from: keyEnd + 1)
        guard at < count, text[at] == UInt8(ascii: "=") else { return false }
        let valueQuote = skipBlanks(from: at + 1)
        guard valueQuote < count, let (valueEnd, valueScalars, valueEscaped) = textWithEscapes(at: valueQuote)
        else { return false }
        at = skipBlanks(from: valueEnd + 1)
        guard at < count, text[at] == UInt8(ascii: ";") else { return false }
        // The entry is whole: added as the grammar adds it, with the value's column (`StringsTable` counts
        // it over the file's bytes from the key's range, which a decoded key is not): the key's scalars
        // and quotes, then blanks and `=`, one column a byte.
        readAny = true
        let keyLocation = location
        let valueColumn = column + keyScalars + 2 + (valueQuote - keyEnd - 1)
        let key = keyEscaped ? decodeEscapes(keyQuote + 1..<keyEnd) : keyQuote + 1..<keyEnd
        let value = valueEscaped ? decodeEscapes(valueQuote + 1..<valueEnd) : valueQuote + 1..<valueEnd
        add(key, value, keyLocation, SourceLocation(line: line, column: valueColumn))
        index = at + 1
        // Its line break, as `advance` counts lines; else the grammar goes on on this line.
        let lineBreak = lineBreakLength(at: index)
        if lineBreak > 0 {
            index += lineBreak
            line += 1
            column = 1
        } else {
            column = valueColumn + valueScalars + 2 + (index - valueEnd - 1)
        }
        return true
    }

    /// A quoted text at `start` without a line break, whose escapes are all of one printable ASCII
    /// character, within the length limit in the file (decoded, it is shorter still): the index of its
    /// closing quote, the scalars between the quotes, and whether it has an escape; nil for anything else.
    private func textWithEscapes(at start: Int) -> (end: Int, scalars: Int, escaped: Bool)? {
        let quote = text[start]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        // Byte by byte: the texts are short, and a vector search's set-up cost more than it saved.
        var end = start + 1
        var scalars = 0
        var escaped = false
        while end < text.count {
            let byte = text[end]
            switch byte {
            case quote:
                return end - start - 1 <= Self.maxTextBytes ? (end, scalars, escaped) : nil
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "\\"):
                guard end + 1 < text.count, Self.isOneCharacterEscape(text[end + 1]) else { return nil }
                end += 2
                scalars += 2
                escaped = true
            default:
                if byte & 0xC0 != 0x80 { scalars += 1 }
                end += 1
            }
        }
        return nil
    }

    /// Whether a backslash before `byte` is an escape read here: one printable ASCII character that
    /// stands for one byte (`escapedByte`). Octal digits and `U` start longer escapes, a line break
    /// moves the line, anything else is a whole scalar: those are the grammar's.
    private static func isOneCharacterEscape(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "U")
            && !(UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte)
    }

    /// The bytes of the file's `range`, a text with escapes, each escape decoded (`readQuoted` appends
    /// the same bytes), appended to the table's texts: where they are there.
    private mutating func decodeEscapes(_ range: Range<Int>) -> Range<Int> {
        let start = table.texts.count
        System.append(text, range, to: &table.texts, unescaping: UInt8(ascii: "\\"), Self.escapedByte)
        return start..<table.texts.count
    }
}
