/// String literals: `"` and `\` escaped, control characters as `\n`, `\t`... or `\u001f`, and `/` and
/// non-ASCII as the style says.
extension JSONWriter {
    mutating func appendString<Text: Collection<UInt8>>(_ utf8: Text) {
        bytes.append(UInt8(ascii: "\""))
        if !needsEscaping(utf8) {
            bytes.append(contentsOf: utf8)
        } else {
            var scalar: UInt32 = 0
            var remaining = 0
            for byte in utf8 {
                if remaining > 0 {
                    scalar = scalar << 6 | UInt32(byte & 0x3F)
                    remaining -= 1
                    if remaining == 0 { appendEscaped(scalar) }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): appendEscape(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): appendEscape(UInt8(ascii: "\\"))
                case UInt8(ascii: "/") where style.escapesSlash: appendEscape(UInt8(ascii: "/"))
                case 0x08: appendEscape(UInt8(ascii: "b"))
                case 0x09: appendEscape(UInt8(ascii: "t"))
                case 0x0A: appendEscape(UInt8(ascii: "n"))
                case 0x0C: appendEscape(UInt8(ascii: "f"))
                case 0x0D: appendEscape(UInt8(ascii: "r"))
                case 0..<0x20: appendEscaped(UInt32(byte))
                case 0x80... where style.escapesNonASCII:
                    // A lead byte (the text is valid UTF-8): gather the scalar, then write it escaped.
                    remaining = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
                    scalar = UInt32(byte) & (0x3F >> remaining)
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private func needsEscaping<Text: Collection<UInt8>>(_ utf8: Text) -> Bool {
        let slash = style.escapesSlash, nonASCII = style.escapesNonASCII
        return utf8.contains { byte in
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (slash && byte == UInt8(ascii: "/")) || (nonASCII && byte >= 0x80)
        }
    }

    private mutating func appendEscape(_ letter: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(letter)
    }

    /// `\uXXXX` (lowercase hex), or a surrogate pair of them past U+FFFF.
    private mutating func appendEscaped(_ scalar: UInt32) {
        if scalar >= 0x10000 {
            let value = scalar - 0x10000
            appendEscaped(0xD800 + value >> 10)
            appendEscaped(0xDC00 + value & 0x3FF)
            return
        }
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8(scalar >> UInt32(shift) & 0xF)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }
}
