import Platform

/// Moving through the text: trivia (white space and comments), separators, scalars.
extension OldStyleStringsReader {
    // MARK: Moving

    /// Skips white space and comments; true if a character other than those follows. `consequence`: what
    /// a comment that runs to the end does to the table here (where a key belongs, the device stops).
    mutating func skipTrivia(_ consequence: Consequence = .drops) -> Bool {
        while !atEnd {
            let byte = text[index]
            switch byte {
            case 0x09...0x0D, 0x20:
                advance()
            case 0xE2 where isSeparator(at: index):
                index += 3
                column += 1
            case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "/"):
                // To the line's end (or a U+2028/U+2029) in steps of sixteen bytes.
                while !atEnd {
                    index = System.firstOf(0x0A, 0x0D, 0xE2, 0xE2, 0xE2, in: text, from: index, scalars: &column)
                    if atEnd || text[index] != 0xE2 || isSeparator(at: index) { break }
                    advance()
                }
            case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "*"):
                let start = location
                advance()
                advance()
                var closed = false
                while !atEnd {
                    // Up to the next `*` or line break in one step: a table Xcode writes has a comment per entry.
                    index = System.firstOf(UInt8(ascii: "*"), 0x0A, 0x0D, UInt8(ascii: "*"), UInt8(ascii: "*"), in: text,
                                           from: index, scalars: &column)
                    if atEnd { break }
                    if text[index] == UInt8(ascii: "*"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "/") {
                        advance()
                        advance()
                        closed = true
                        break
                    }
                    advance()
                }
                if !closed {
                    // CF reads the rest as the comment.
                    report("unterminated comment", at: start, consequence)
                    ranOffEnd = true
                }
            default:
                return true
            }
        }
        return false
    }

    /// U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR.
    func isSeparator(at index: Int) -> Bool {
        index + 2 < text.count && text[index] == 0xE2 && text[index + 1] == 0x80
            && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9)
    }

    /// How many bytes the line break at `position` takes (LF, CR or CRLF: 1 or 2), 0 where none is (or at
    /// the end): what the one-step readers of entries pass after an entry's `;`.
    @inline(__always)
    func lineBreakLength(at position: Int) -> Int {
        guard position < text.count else { return 0 }
        switch text[position] {
        case 0x0A: return 1
        case 0x0D: return position + 1 < text.count && text[position + 1] == 0x0A ? 2 : 1
        default: return 0
        }
    }

    /// Moves over one byte, keeping line and column.
    @inline(__always)
    mutating func advance() {
        let byte = text[index]
        switch byte {
        case 0x0A:
            if index == 0 || text[index - 1] != 0x0D {
                line += 1
                column = 1
            }
        case 0x0D:
            line += 1
            column = 1
        default:
            if byte & 0xC0 != 0x80 { column += 1 }
        }
        index += 1
    }

    func scalarEnd(from start: Int) -> Int {
        var end = start + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    /// Moves over one whole scalar.
    mutating func advanceScalar() {
        let end = scalarEnd(from: index)
        while index < end { advance() }
    }
}
