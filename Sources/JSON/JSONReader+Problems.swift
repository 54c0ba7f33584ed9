import Diagnostics

/// The reader's problems, worded where they are found: what is wrong, then what to do.
extension JSONReader {
    mutating func report(_ kind: JSONProblem.Kind, _ message: String, at offset: Int, length: Int = 0,
                         location: SourceLocation? = nil, related: SourceLocation? = nil) {
        // The problem that stops the reading is always kept (it is the last).
        guard problems.count < limits.maxProblems || kind.stopsReading else {
            omittedProblems += 1
            return
        }
        problems.append(JSONProblem(kind: kind, severity: kind == .byteOrderMark ? .warning : .error, message: message,
                                    location: location ?? self.location(at: offset),
                                    range: offset..<min(offset + length, bytes.count), related: related))
    }

    /// "expected X, found Y" at `index` (or, with no expectation, content after the value).
    mutating func unexpected(_ kind: JSONProblem.Kind, expected: String?) {
        let length = tokenLength(at: index)
        var message: String
        if isComment(at: index) {
            message = "comments are not allowed in JSON; remove it"
        } else if let expected {
            message = "expected \(expected), found \(found(at: index))"
        } else {
            message = "content after the JSON value (\(found(at: index))); a document holds one value"
        }
        if isQuoteLookAlike(at: index) { message += "; strings are written in double quotes" }
        report(kind, message, at: index, length: length)
    }

    /// At a value's first byte, which starts none.
    mutating func unexpectedValue() {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if Self.isWordByte(byte) {
            invalidWord(at: index)
        } else if byte == UInt8(ascii: "+"), next &- UInt8(ascii: "0") < 10 {
            report(.invalidNumber, "'+' before a number; remove it", at: index, length: 1)
        } else if byte == UInt8(ascii: "."), next &- UInt8(ascii: "0") < 10 {
            report(.invalidNumber, "number without a digit before '.'; write 0\(shown(index, wordEnd(from: index + 1), quoted: false))",
                   at: index, length: wordEnd(from: index + 1) - index)
        } else {
            unexpected(.expectedValue, expected: "a value")
        }
    }

    /// A word where a value belongs: a mistyped literal, a number JSON lacks, or unquoted text.
    mutating func invalidWord(at start: Int) {
        let end = wordEnd(from: start)
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        let lower = word.lowercased()
        let message: String
        if ["true", "false", "null"].contains(lower) {
            message = "'\(word)' is not JSON; write \(lower)"
        } else if ["nan", "-nan", "infinity", "-infinity", "inf", "-inf"].contains(lower) {
            message = "'\(word)' is not a JSON number; write null, or the value as a string"
        } else if ["none", "nil", "undefined"].contains(lower) {
            message = "'\(word)' is not JSON; write null"
        } else if let literal = ["true", "false", "null"].first(where: { $0.hasPrefix(word) || word.hasPrefix($0) }),
                  bytes[start] != UInt8(ascii: "-") {
            message = "'\(shown(start, end, quoted: false))' is not JSON; did you mean \(literal)?"
        } else {
            report(.expectedValue, "expected a value, found \(shown(start, end)); strings are written in double quotes",
                   at: start, length: end - start)
            return
        }
        report(.invalidLiteral, message, at: start, length: end - start)
    }

    /// The input ends after `container` was opened, where `expecting` belongs.
    mutating func endInside(_ container: OpenContainer, expecting: String) {
        let slot = slots[Int(container.slot)]
        let what = container.isObject ? "object" : "array"
        report(.unexpectedEnd, "the document ends inside the \(what) opened at \(slot.line):\(slot.column); "
               + "expected \(expecting)", at: bytes.count)
    }

    /// The input ends inside a number or word (everything read since `index` is ASCII on one line).
    mutating func endInsideToken(_ what: String) {
        report(.unexpectedEnd, "the document ends inside \(what)", at: bytes.count)
    }

    mutating func unterminatedString(from start: Int, column: Int) {
        report(.unterminatedString, "unterminated string: the document ends before its closing '\"'", at: start,
               length: bytes.count - start, location: SourceLocation(line: line, column: column))
    }

    mutating func controlCharacter(at offset: Int, stringStart: Int, column: Int) {
        let byte = bytes[offset]
        let escape = switch byte {
        case 0x08: "\\b"
        case 0x09: "\\t"
        case 0x0A: "\\n"
        case 0x0C: "\\f"
        case 0x0D: "\\r"
        default: "\\u" + Self.hex(UInt32(byte), digits: 4)
        }
        var message = "control character U+\(Self.hex(UInt32(byte), digits: 4)) in a string; write \(escape)"
        if byte == 0x0A || byte == 0x0D {
            message += ", or end the string that starts at \(line):\(column) with '\"'"
        }
        report(.controlCharacter, message, at: offset, length: 1)
    }

    mutating func invalidEscape(at offset: Int) {
        var end = offset + 1
        if end < bytes.count, bytes[end] == UInt8(ascii: "u") {
            end += 1
            while end < bytes.count, end < offset + 6, Self.hexValue(bytes[end]) != nil { end += 1 }
            if end < bytes.count, end < offset + 6, bytes[end] &- 0x21 < 0x5E, bytes[end] != UInt8(ascii: "\"") { end += 1 }
            report(.invalidEscape, "invalid escape \(shown(offset, end)); \\u takes four hex digits", at: offset,
                   length: end - offset)
            return
        }
        let length = end < bytes.count ? max(utf8Length(at: end), 1) : 0
        let what = length == 1 && bytes[end] &- 0x21 < 0x5E ? shown(offset, end + 1)
            : "'\\' before \(found(at: end))"
        report(.invalidEscape, "invalid escape \(what); write \\\\ for a backslash (escapes: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
               at: offset, length: 1 + length)
    }

    mutating func loneSurrogate(_ unit: UInt32, at offset: Int) {
        let high = unit < 0xDC00
        let hex = Self.hex(unit, digits: 4)
        report(.loneSurrogate, "lone surrogate \\u\(hex): " + (high
            ? "a high surrogate must be followed by a low one (\\uDC00–\\uDFFF)"
            : "a low surrogate must follow a high one (\\uD800–\\uDBFF)") + "; it reads as U+FFFD",
               at: offset, length: 6)
    }

    mutating func invalidUTF8(at offset: Int) {
        reportedInvalidUTF8 = true
        report(.invalidUTF8, "invalid UTF-8 (byte 0x\(Self.hex(UInt32(bytes[offset]), digits: 2))); JSON must be UTF-8 "
               + "(was the file saved as Latin-1 or Windows-1252?): save it as UTF-8; until then every such byte reads as U+FFFD",
               at: offset, length: invalidLength(at: offset))
    }

    // MARK: Showing the input

    /// How the input at `offset` is named in a message: `'x'`, `'True'`, `U+00A0`, `the end of the document`.
    func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the document" }
        let byte = bytes[offset]
        if Self.isWordByte(byte) { return shown(offset, wordEnd(from: offset)) }
        if byte < 0x20 || byte == 0x7F { return "U+" + Self.hex(UInt32(byte), digits: 4) }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        let length = utf8Length(at: offset)
        guard length > 0 else { return "byte 0x\(Self.hex(UInt32(byte), digits: 2)) (not UTF-8)" }
        let scalar = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self).unicodeScalars.first!
        let code = "U+" + Self.hex(scalar.value, digits: 4)
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format { return code }
        return "'\(scalar)' (\(code))"
    }

    /// The input from `start` to `end` for a message: at most 40 characters, control characters escaped.
    func shown(_ start: Int, _ end: Int, quoted: Bool = true) -> String {
        var text = ""
        for (n, scalar) in String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self).unicodeScalars.enumerated() {
            if n == 40 {
                text += "…"
                break
            }
            text += scalar.value < 0x20 ? "\\u{\(Self.hex(scalar.value, digits: 2))}" : String(scalar)
        }
        return quoted ? "'\(text)'" : text
    }

    /// The decoded key at `slot`, quoted for a message.
    func quotedKey(_ slot: Int) -> String {
        let key = keyBytes(slot)
        let text = String(decoding: key, as: UTF8.self)
        return "'" + (text.unicodeScalars.count > 40 ? String(text.unicodeScalars.prefix(40)) + "…" : text) + "'"
    }

    /// How many bytes the token at `offset` spans, for a problem's range.
    func tokenLength(at offset: Int) -> Int {
        guard offset < bytes.count else { return 0 }
        if Self.isWordByte(bytes[offset]) { return wordEnd(from: offset) - offset }
        return max(utf8Length(at: offset), 1)
    }

    private func isComment(at offset: Int) -> Bool {
        offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "/")
            && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
    }

    /// `'` or a curly quote (U+2018, U+2019, U+201C, U+201D).
    private func isQuoteLookAlike(at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        if bytes[offset] == UInt8(ascii: "'") { return true }
        return offset + 2 < bytes.count && bytes[offset] == 0xE2 && bytes[offset + 1] == 0x80
            && [0x98, 0x99, 0x9C, 0x9D].contains(bytes[offset + 2])
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }
}
