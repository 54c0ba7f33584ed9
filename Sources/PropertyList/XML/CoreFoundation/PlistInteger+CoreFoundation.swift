/// `<integer>` as CoreFoundation reads it (`parseIntegerTag`): `S* (-|+)? S* (0[xX][0-9a-fA-F]+ | [0-9]+)`
/// and nothing after, S being CF's white space (`isWhitespace`, byte by byte).
extension PlistInteger {
    /// The value, and whether white space stands after the sign (read, but a value other tools refuse).
    /// Read where the text is (a slice of the reader's text): copying it into an array of its own cost
    /// an allocation, ~400 instructions an integer.
    package static func readAsCoreFoundation(_ text: ArraySlice<UInt8>) -> (value: PlistInteger, spaceAfterSign: Bool)? {
        var index = text.startIndex
        let count = text.endIndex
        while index < count, isWhitespace(text, index) { index += 1 }
        guard index < count else { return nil }
        var negative = false
        var spaceAfterSign = false
        if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            negative = text[index] == UInt8(ascii: "-")
            index += 1
            let signEnd = index
            while index < count, isWhitespace(text, index) { index += 1 }
            spaceAfterSign = index > signEnd
        }
        guard index < count else { return nil }
        var hex = false
        var leadingZero = false
        if text[index] == UInt8(ascii: "0") {
            if index + 1 < count, text[index + 1] | 0x20 == UInt8(ascii: "x") {
                hex = true
                index += 1
            } else {
                leadingZero = true
            }
            index += 1
        }
        while index < count, text[index] == UInt8(ascii: "0") {
            leadingZero = true
            index += 1
        }
        if index == count { return leadingZero ? (PlistInteger(magnitude: 0, negative: false), spaceAfterSign) : nil }
        var magnitude: UInt64 = 0
        let radix: UInt64 = hex ? 16 : 10
        while index < count {
            let byte = text[index]
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt64(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt64(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            guard hex || digit < 10 else { return nil }
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(digit)
            guard !overflow, !carry, !negative || sum <= UInt64(Int64.max) + 1 else { return nil }
            magnitude = sum
            index += 1
        }
        return (PlistInteger(magnitude: magnitude, negative: negative && magnitude != 0), spaceAfterSign)
    }

    /// Whether the text is out of range rather than malformed (for the message).
    package static func isOutOfRangeForCoreFoundation(_ text: ArraySlice<UInt8>) -> Bool {
        let digits = text.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return digits.count >= 19 && text.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x2B || $0 <= 0x20 }
    }

    /// CF's white space before an integer, one byte at a time (so U+2000 passes: its lead byte starts a
    /// space and its continuation bytes count as 0x80–0xA0; U+00A0 and U+202F do not).
    private static func isWhitespace(_ text: ArraySlice<UInt8>, _ index: Int) -> Bool {
        let byte = text[index]
        if byte < 0x21 || (byte > 0x7E && byte < 0xA1) { return true }
        guard byte == 0xE2 || byte == 0xE3, index + 2 < text.endIndex else { return false }
        let (second, third) = (text[index + 1], text[index + 2])
        if byte == 0xE2 && second == 0x80 { return (third >= 80 && third <= 0x8B) || third == 0xAF }
        if byte == 0xE2 && second == 0x81 { return third == 0x9F }
        return byte == 0xE3 && second == 0x80 && third == 0x80
    }
}
