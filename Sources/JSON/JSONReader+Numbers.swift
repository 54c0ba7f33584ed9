extension JSONReader {
    /// Reads the number at `index`: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// An integer literal that fits an `Int64` is kept exactly; anything else (a fraction, an exponent,
    /// more digits) as the nearest `Double`. The literal itself stays in the input.
    mutating func readNumber() -> Bool {
        let start = index
        let count = bytes.count
        var i = start
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < count, isDigit(bytes[i]) else {
            if i < count, Self.isWordByte(bytes[i]) {
                invalidWord(at: start)
            } else if i == count {
                endInsideToken("the number '-'")
            } else {
                report(.invalidNumber, "'-' must be followed by a digit", at: start, length: 1)
            }
            return false
        }
        var magnitude: UInt64 = 0
        var overflow = false
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < count, isDigit(bytes[i]) {
                let end = numberEnd(from: i)
                report(.invalidNumber, "number with leading zero \(shown(start, end)); remove the zero (JSON has no octal)",
                       at: start, length: end - start)
                return false
            }
        } else {
            while i < count, isDigit(bytes[i]) {
                let digit = UInt64(bytes[i] - UInt8(ascii: "0"))
                let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(digit)
                overflow = overflow || o1 || o2
                magnitude = sum
                i += 1
            }
        }
        var isInteger = true
        if i < count, bytes[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            guard digits(&i, after: "'.'", start: start) else { return false }
        }
        if i < count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            i += 1
            if i < count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&i, after: "the exponent's 'e'", start: start) else { return false }
        }
        let limit: UInt64 = negative ? 1 << 63 : UInt64(Int64.max)
        if isInteger && !overflow && magnitude <= limit {
            let value = negative ? 0 &- magnitude : magnitude
            append(.integer, end: i, payload: value)
        } else {
            let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)) ?? .nan
            if !value.isFinite {
                report(.numberOutOfRange, "number \(shown(start, i)) is beyond the range of a Double (±1.8e308); "
                       + "write it as a string", at: start, length: i - start)
            }
            append(.real, end: i, payload: value.bitPattern)
        }
        index = i
        return true
    }

    /// Moves over one or more digits at `i`, or reports their absence.
    private mutating func digits(_ i: inout Int, after what: String, start: Int) -> Bool {
        guard i < bytes.count else {
            endInsideToken("the number \(shown(start, i))")
            return false
        }
        guard isDigit(bytes[i]) else {
            let end = numberEnd(from: i)
            report(.invalidNumber, "expected a digit after \(what) in \(shown(start, max(end, i)))", at: start,
                   length: max(end, i) - start)
            return false
        }
        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        return true
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Where a run of number-like characters from `offset` ends (for showing a bad number whole).
    private func numberEnd(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, end - offset < 40 {
            switch bytes[end] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
                 UInt8(ascii: "+"), UInt8(ascii: "-"):
                end += 1
            default:
                return end
            }
        }
        return end
    }

    // MARK: true, false, null

    /// Reads `true`, `false` or `null` at `index`; any other word is a problem.
    mutating func readLiteral() -> Bool {
        let (tag, word): (JSONSlot.Tag, String) = switch bytes[index] {
        case UInt8(ascii: "t"): (.true, "true")
        case UInt8(ascii: "f"): (.false, "false")
        default: (.null, "null")
        }
        let end = index + word.utf8.count
        if end <= bytes.count, matches(word, at: index), end == bytes.count || !Self.isWordByte(bytes[end]) {
            append(tag, end: end)
            index = end
            return true
        }
        let wordEnd = self.wordEnd(from: index)
        if wordEnd == bytes.count, wordEnd - index < word.utf8.count, matches(word, at: index, upTo: wordEnd) {
            endInsideToken("'\(shown(index, wordEnd, quoted: false))' (\(word)?)")
        } else {
            invalidWord(at: index)
        }
        return false
    }

    private func matches(_ word: String, at offset: Int, upTo end: Int? = nil) -> Bool {
        var i = offset
        let end = end ?? offset + word.utf8.count
        for byte in word.utf8 where i < end {
            if bytes[i] != byte { return false }
            i += 1
        }
        return true
    }

    /// Letters, digits and `_`: the bytes a mistyped word (`True`, `nul`, `NaN`) is made of.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    func wordEnd(from offset: Int) -> Int {
        var end = offset
        if end < bytes.count, bytes[end] == UInt8(ascii: "-") { end += 1 }
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        return end
    }
}
