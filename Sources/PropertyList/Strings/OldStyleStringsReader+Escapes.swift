import Diagnostics

/// The escapes of a quoted string, as CoreFoundation's `getSlashedChar` reads them: `\a \b \f \n \r
/// \t \v`, `\UXXXX` (up to four hex digits; a UTF-16 surrogate pair as two escapes), `\ooo` octal (up to
/// three digits) and any other character standing for itself (`\"`, `\\`, backslash-newline).
extension OldStyleStringsReader {
    /// Reads what follows a backslash (already consumed; `escape` is where it was) into `buffer`.
    mutating func readEscape(into buffer: inout [UInt8], at escape: SourceLocation) {
        let byte = text[index]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            advance()
            for _ in 0..<2 {
                guard !atEnd, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[index]) else { break }
                value = value << 3 + UInt32(text[index] - UInt8(ascii: "0"))
                advance()
            }
            // CF keeps the octet to 8 bits (a uint8_t: `\400` is 0) and maps it through NeXTSTEP.
            UTF8Bytes.append(NeXTSTEPEncoding.scalar(UInt8(truncatingIfNeeded: value)), to: &buffer)
        case UInt8(ascii: "U"):
            advance()
            let (value, digits) = hexValue(at: index)
            for _ in 0..<digits { advance() }
            switch value {
            case 0xD800...0xDBFF:
                if index + 1 < text.count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "U"),
                   case let (low, lowDigits) = hexValue(at: index + 2), (0xDC00...0xDFFF).contains(low) {
                    for _ in 0..<(2 + lowDigits) { advance() }
                    UTF8Bytes.append(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00), to: &buffer)
                } else {
                    loneSurrogate(value, at: escape, into: &buffer)
                }
            case 0xDC00...0xDFFF:
                loneSurrogate(value, at: escape, into: &buffer)
            default:
                UTF8Bytes.append(value, to: &buffer)
            }
        default:
            if byte < 0x80 {
                // A letter escape, or `\"`, `\\`, backslash-newline, any other ASCII character: that byte
                // (a scalar of one).
                buffer.append(Self.escapedByte(byte))
                advance()
            } else {
                // Any other character: the whole scalar.
                let end = scalarEnd(from: index)
                buffer.append(contentsOf: text[index..<end])
                advanceScalar()
            }
        }
    }

    /// What an escape of the ASCII `byte` (not an octal digit, not `U`) stands for: a letter's control
    /// character (`\a \b \f \n \r \t \v`), any other byte itself.
    static func escapedByte(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "v"): 0x0B
        default: byte
        }
    }

    /// Up to four hex digits at `start`: their value and how many there were (none reads as 0, as in CF).
    private func hexValue(at start: Int) -> (UInt32, Int) {
        var value: UInt32 = 0
        var count = 0
        while count < 4, start + count < text.count {
            let byte = text[start + count]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return (value, count)
            }
            value = value << 4 | UInt32(digit)
            count += 1
        }
        return (value, count)
    }

    private mutating func loneSurrogate(_ value: UInt32, at escape: SourceLocation, into buffer: inout [UInt8]) {
        let hex = String(value, radix: 16, uppercase: true)
        // CF keeps the lone unit (the device shows U+FFFD): the table is read, the string is wrong.
        reportInValue("invalid \\U escape: \(MessageText.quoted(hex)) is a lone UTF-16 surrogate; the device shows '\u{FFFD}'",
                      at: escape)
        UTF8Bytes.append(StringsTextDecoder.replacement, to: &buffer)
    }
}
