import Diagnostics
import Platform

extension JSONReader {
    /// Reads the string (or key) whose opening quote is at `index` and appends its slot.
    ///
    /// Printable ASCII is skipped sixteen bytes at a time (`System.firstOutsidePrintableASCII`); a run of
    /// non-ASCII scalars is checked scalar by scalar without going back to that search. A string without
    /// escapes or bad bytes (nearly all) is not copied: its slot points into the input. Otherwise its
    /// decoded text goes to `text`, the runs between escapes copied whole.
    mutating func readString(isKey: Bool) -> Bool {
        let start = index
        let column = start - lineStart - lineContinuations + 1
        let count = bytes.count
        var i = start + 1
        var runStart = i
        var textStart = -1
        while true {
            i = System.firstOutsidePrintableASCII(or: UInt8(ascii: "\""), UInt8(ascii: "\\"), in: bytes, from: i)
            guard i < count else {
                unterminatedString(from: start, column: column)
                return false
            }
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                if textStart < 0 { textStart = text.count }
                text.append(contentsOf: bytes[runStart..<i])
                guard readEscape(at: &i, stringStart: start, column: column) else { return false }
                runStart = i
                continue
            }
            if byte < 0x20 {
                controlCharacter(at: i, stringStart: start, column: column)
                return false
            }
            // 0x80 and above: UTF-8 sequences, as long as they follow one another.
            var length = Self.utf8Length(bytes, at: i)
            while length > 0 {
                lineContinuations += length - 1
                i += length
                guard i < count, bytes[i] >= 0x80 else { break }
                length = Self.utf8Length(bytes, at: i)
            }
            if length > 0 { continue }
            // Not UTF-8: one U+FFFD for the longest start of a sequence, reported the first time only.
            if textStart < 0 { textStart = text.count }
            text.append(contentsOf: bytes[runStart..<i])
            appendUTF8(0xFFFD)
            if !reportedInvalidUTF8 { invalidUTF8(at: i) }
            let bad = invalidLength(at: i)
            for k in i..<(i + bad) where bytes[k] & 0xC0 == 0x80 { lineContinuations += 1 }
            i += bad
            runStart = i
        }
        let decodedLength: Int
        if textStart >= 0 {
            text.append(contentsOf: bytes[runStart..<i])
            decodedLength = text.count - textStart
        } else {
            decodedLength = i - start - 1
        }
        guard decodedLength <= limits.maxStringBytes else {
            report(.stringTooLong, "string longer than \(limits.maxStringBytes) bytes", at: start, length: i + 1 - start,
                   location: SourceLocation(line: line, column: column))
            return false
        }
        if textStart >= 0 {
            append(isKey ? .decodedKey : .decodedString, end: i + 1, payload: JSONSlot.pair(textStart, decodedLength),
                   start: start, column: column)
        } else {
            append(isKey ? .plainKey : .plainString, end: i + 1, start: start, column: column)
        }
        index = i + 1
        return true
    }

    /// Decodes the escape whose backslash is at `i` into `text` and moves `i` past it.
    private mutating func readEscape(at i: inout Int, stringStart: Int, column: Int) -> Bool {
        guard i + 1 < bytes.count else {
            unterminatedString(from: stringStart, column: column)
            return false
        }
        let decoded: UInt8
        switch bytes[i + 1] {
        case UInt8(ascii: "\""): decoded = 0x22
        case UInt8(ascii: "\\"): decoded = 0x5C
        case UInt8(ascii: "/"): decoded = 0x2F
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"): return readUnicodeEscape(at: &i, stringStart: stringStart, column: column)
        default:
            invalidEscape(at: i)
            return false
        }
        text.append(decoded)
        i += 2
        return true
    }

    /// Decodes `\uXXXX`, or a surrogate pair of them; a lone surrogate becomes U+FFFD.
    private mutating func readUnicodeEscape(at i: inout Int, stringStart: Int, column: Int) -> Bool {
        guard let unit = hex4(at: i + 2) else {
            if isTruncatedEscape(at: i) {
                unterminatedString(from: stringStart, column: column)
            } else {
                invalidEscape(at: i)
            }
            return false
        }
        var scalar = unit
        var next = i + 6
        if unit >= 0xD800 && unit <= 0xDBFF {
            if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u"),
               let low = hex4(at: next + 2), low >= 0xDC00 && low <= 0xDFFF {
                scalar = 0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00)
                next += 6
            } else {
                // Cut short right here, the input may have held the pair: the end is the one problem.
                if !isTruncatedEscape(at: next) { loneSurrogate(unit, at: i) }
                scalar = 0xFFFD
            }
        } else if unit >= 0xDC00 && unit <= 0xDFFF {
            loneSurrogate(unit, at: i)
            scalar = 0xFFFD
        }
        appendUTF8(scalar)
        i = next
        return true
    }

    /// The four hex digits at `offset` as a number; nil if there are not four.
    private func hex4(at offset: Int) -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for k in offset..<(offset + 4) {
            guard let digit = Self.hexValue(bytes[k]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Whether the input ends at `offset` or within what could still become a `\uXXXX` escape there.
    private func isTruncatedEscape(at offset: Int) -> Bool {
        guard offset + 6 > bytes.count else { return false }
        for k in offset..<bytes.count {
            switch k - offset {
            case 0: if bytes[k] != UInt8(ascii: "\\") { return false }
            case 1: if bytes[k] != UInt8(ascii: "u") { return false }
            default: if Self.hexValue(bytes[k]) == nil { return false }
            }
        }
        return true
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        if scalar < 0x80 {
            text.append(UInt8(scalar))
        } else if scalar < 0x800 {
            text.append(UInt8(0xC0 | scalar >> 6))
            text.append(UInt8(0x80 | scalar & 0x3F))
        } else if scalar < 0x10000 {
            text.append(UInt8(0xE0 | scalar >> 12))
            text.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            text.append(UInt8(0x80 | scalar & 0x3F))
        } else {
            text.append(UInt8(0xF0 | scalar >> 18))
            text.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            text.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            text.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    // MARK: UTF-8

    /// The length of the well-formed UTF-8 sequence at `offset` (Unicode table 3-7), 0 if there is none.
    func utf8Length(at offset: Int) -> Int {
        Self.utf8Length(bytes, at: offset)
    }

    /// `utf8Length(at:)` on the bytes given: static, so that inlined into `readString` it does not copy the
    /// reader (112 bytes, a `memcpy` for every run of non-ASCII text) to call a method of it.
    static func utf8Length(_ bytes: [UInt8], at offset: Int) -> Int {
        let lead = bytes[offset]
        let needed = continuationsNeeded(lead)
        guard needed > 0, offset + needed < bytes.count else { return 0 }
        return validContinuations(bytes, at: offset, upTo: needed) == needed ? needed + 1 : 0
    }

    /// How many bytes one U+FFFD replaces at `offset`: the lead and the continuations that fit it
    /// ("maximal subpart", as Swift's and the WHATWG decoders do), at least one.
    func invalidLength(at offset: Int) -> Int {
        let needed = Self.continuationsNeeded(bytes[offset])
        return 1 + Self.validContinuations(bytes, at: offset, upTo: min(needed, bytes.count - offset - 1))
    }

    /// How many continuation bytes a lead byte takes; 0 for one that leads nothing.
    private static func continuationsNeeded(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 1
        case 0xE0...0xEF: 2
        case 0xF0...0xF4: 3
        default: 0
        }
    }

    /// How many of the `limit` bytes after the lead at `offset` continue it validly.
    private static func validContinuations(_ bytes: [UInt8], at offset: Int, upTo limit: Int) -> Int {
        let lead = bytes[offset]
        var valid = 0
        while valid < limit {
            let byte = bytes[offset + 1 + valid]
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            if valid == 0 {
                switch lead {
                case 0xE0: low = 0xA0
                case 0xED: high = 0x9F
                case 0xF0: low = 0x90
                case 0xF4: high = 0x8F
                default: break
                }
            }
            guard byte >= low && byte <= high else { break }
            valid += 1
        }
        return valid
    }
}
