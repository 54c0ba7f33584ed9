/// Character and entity references, and the text of string elements, as CoreFoundation decodes them
/// (`parseEntityReference_pl`, `parseStringTag`, `parseCDSect_pl` in CFPropertyList.c).
enum CFEntity {
    enum Reading: Equatable {
        /// A reference of `length` bytes standing for `scalar`.
        case decoded(Unicode.Scalar, length: Int)
        /// A character reference of more than 8 characters (CF refuses; XML does not).
        case tooLong(length: Int)
        /// Not a reference CF reads.
        case refused
        /// The window ends before the reference does.
        case needMore
    }

    /// The reference whose `&` is at `index` of `bytes`.
    static func read(_ bytes: [UInt8], from index: Int, atEnd: Bool) -> Reading {
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func named(_ name: String, _ scalar: Unicode.Scalar) -> Reading {
            let text = Array(name.utf8)
            for (offset, byte) in text.enumerated() {
                guard let found = at(1 + offset) else { return atEnd ? .refused : .needMore }
                if found != byte { return .refused }
            }
            return .decoded(scalar, length: 1 + text.count)
        }
        guard let first = at(1) else { return atEnd ? .refused : .needMore }
        switch first {
        case UInt8(ascii: "l"): return named("lt;", "<")
        case UInt8(ascii: "g"): return named("gt;", ">")
        case UInt8(ascii: "q"): return named("quot;", "\"")
        case UInt8(ascii: "a"):
            guard let second = at(2) else { return atEnd ? .refused : .needMore }
            return second == UInt8(ascii: "m") ? named("amp;", "&") : named("apos;", "'")
        case UInt8(ascii: "#"):
            return number(at)
        default:
            return .refused
        }
    }

    /// `&#…;`: decimal, or hexadecimal after a lowercase `x`; up to 8 characters with the `;` after
    /// `&#` and the `x`; `&#;` is U+0000.
    private static func number(_ at: (Int) -> UInt8?) -> Reading {
        var offset = 2
        var isHex = false
        if at(offset) == UInt8(ascii: "x") {
            isHex = true
            offset += 1
        }
        var value: UInt32 = 0
        var characters = 0
        while true {
            guard let byte = at(offset) else { return .needMore }
            offset += 1
            characters += 1
            if byte == UInt8(ascii: ";") {
                guard value < 0xD800 || (value > 0xDFFF && value <= 0x10FFFF), let scalar = Unicode.Scalar(value) else {
                    return .refused
                }
                return .decoded(scalar, length: offset)
            }
            if characters > 8 {
                // Where the reference would end, for the note.
                var end = offset
                while let next = at(end), next != UInt8(ascii: ";"), end - offset < 64 { end += 1 }
                return at(end) == UInt8(ascii: ";") ? .tooLong(length: end + 1) : .refused
            }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return .refused
            }
            value = isHex ? value << 4 | digit : value &* 10 &+ digit
        }
    }

    /// The text CF makes of a string's or key's content: references and CDATA sections decoded, line
    /// breaks as written, one leading U+FEFF dropped (`CFStringCreateWithBytes` does).
    static func text(of content: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        let bytes = Array(content)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&"), case .decoded(let scalar, let length) = read(bytes, from: index, atEnd: true) {
                UTF8Bytes.append(scalar.value, to: &output)
                index += length
            } else if byte == UInt8(ascii: "<"), bytes[index...].starts(with: "<![CDATA[".utf8) {
                var close = index + 9
                while close + 2 < bytes.count, !(bytes[close] == 0x5D && bytes[close + 1] == 0x5D && bytes[close + 2] == 0x3E) {
                    close += 1
                }
                output += bytes[(index + 9)..<min(close, bytes.count)]
                index = close + 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        if output.starts(with: [0xEF, 0xBB, 0xBF]) { output.removeFirst(3) }
        return output
    }
}
