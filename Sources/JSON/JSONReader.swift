import Diagnostics
import Platform

/// Reads JSON text (RFC 8259, strictly) into a `JSONDocument`: every value and key located, every
/// problem worded here. `parse(_:limits:)` is the one entry (the fuzz target's too).
///
/// **Iterative, one pass.** An explicit stack of open containers (12 bytes a level) replaces recursion,
/// so depth costs no call stack; values are appended to the document's flat slots as they are met.
///
/// **Stops at the first syntax error**, after closing what is open so the partial document can still be
/// walked (an editor completes inside it). It does not resynchronise: JSON has no statement boundary to
/// resume at, and after a missing quote the rest of the text reads inside out, so whatever a resumed
/// reading reported would follow from the first error or be false. Problems that leave the structure
/// intact (a duplicate key, a lone surrogate, bytes that are not UTF-8 inside a string, a number out of
/// range, a byte order mark) are reported and reading goes on; the first bad UTF-8 only, as the rest
/// have the same cause (the file's encoding).
///
/// **Positions** are those of `SourceLocation`: lines end at LF, CR or CRLF, columns count Unicode
/// scalars (bytes that are not UTF-8 continuation bytes). A byte order mark takes no column, as in an
/// editor; byte ranges count every byte of the input, the mark included. JSON has line breaks only in
/// white space and non-ASCII only in strings, so the column of any position is its distance from the
/// line's start less the continuation bytes seen on the line: no byte is looked at twice.
public struct JSONReader {
    let bytes: [UInt8]
    let limits: JSONLimits
    var index = 0
    var line = 1
    /// The offset of the current line's first byte.
    var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and the current position.
    var lineContinuations = 0
    var slots: [JSONSlot] = []
    var text: [UInt8] = []
    var problems: [JSONProblem] = []
    var omittedProblems = 0
    var open: [OpenContainer] = []
    /// The item (or member) count of the innermost open container, kept here rather than in `open`: it
    /// changes with every value, and an element of `open` cost a uniqueness check and a bounds check each time.
    var innerCount: Int32 = 0
    /// Scratch table for finding duplicate keys in large objects, reused from object to object.
    var keyTable: [Int32] = []
    var reportedInvalidUTF8 = false

    struct OpenContainer {
        var slot: Int32
        /// The enclosing container's count when this one opened (`innerCount` is given it back on closing).
        var enclosingCount: Int32
        var isObject: Bool
    }

    /// Reads `bytes` as one JSON document.
    package static func parse(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) -> JSONDocument {
        var reader = JSONReader(bytes: bytes, limits: limits)
        let complete = reader.read()
        if !reader.problems.isEmpty {
            reader.problems.sort { $0.range.lowerBound < $1.range.lowerBound }
        }
        return JSONDocument(bytes: bytes, slots: reader.slots, text: reader.text, problems: reader.problems,
                            omittedProblems: reader.omittedProblems, isComplete: complete)
    }

    private init(bytes: [UInt8], limits: JSONLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    // MARK: The grammar

    /// What reading a value's first token did.
    enum Start {
        /// A whole value was read (a scalar, or an empty container).
        case value
        /// A container was opened and its first item (or first key and ':') read: a value comes next.
        case opened
        case stopped
    }

    /// Reads the document; false if it stopped before the root value was closed.
    mutating func read() -> Bool {
        guard checkEncoding() else { return false }
        // Room for every slot of pretty-printed text (~23 bytes a slot in a catalog) without regrowing:
        // growing doubles the array, and the 11.4 MB catalog of JSONBench then held 24 MB resident instead
        // of 13. Compact text (~8 bytes a slot) grows once or twice; pages never touched cost nothing.
        slots.reserveLargeCapacity(bytes.count / 16)
        skipWhitespace()
        guard index < bytes.count else {
            report(.empty, "empty document; a JSON document holds one value, such as {}", at: index)
            return false
        }
        values: while true {
            switch readValueStart() {
            case .stopped: return stop()
            case .opened: continue values
            case .value: break
            }
            // After a complete value: separators and closing brackets until a value is due.
            while let top = open.last {
                skipWhitespace()
                guard index < bytes.count else {
                    endInside(top, expecting: top.isObject ? "',' or '}'" : "',' or ']'")
                    return stop()
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    let comma = index, commaLocation = location(at: index)
                    index += 1
                    skipWhitespace()
                    guard index < bytes.count else {
                        endInside(top, expecting: top.isObject ? "a key" : "a value")
                        return stop()
                    }
                    let closing = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if bytes[index] == closing {
                        report(.trailingComma, "trailing comma before '\(Character(Unicode.Scalar(closing)))'; remove it",
                               at: comma, length: 1, location: commaLocation)
                        return stop()
                    }
                    if top.isObject, !readKeyAndColon() { return stop() }
                    continue values
                }
                if byte == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    close()
                    continue
                }
                unexpected(.expectedSeparator, expected: top.isObject
                    ? "',' or '}' after the object member" : "',' or ']' after the array item")
                return stop()
            }
            skipWhitespace()
            if index < bytes.count {
                unexpected(.contentAfterValue, expected: nil)
            }
            return true
        }
    }

    /// Reads at the first byte of a value (white space skipped, not at the end).
    mutating func readValueStart() -> Start {
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard openContainer(isObject: true) else { return .stopped }
            skipWhitespace()
            guard index < bytes.count else {
                endInside(open[open.count - 1], expecting: "a key or '}'")
                return .stopped
            }
            if bytes[index] == UInt8(ascii: "}") {
                close()
                return .value
            }
            return readKeyAndColon() ? .opened : .stopped
        case UInt8(ascii: "["):
            guard openContainer(isObject: false) else { return .stopped }
            skipWhitespace()
            guard index < bytes.count else {
                endInside(open[open.count - 1], expecting: "a value or ']'")
                return .stopped
            }
            if bytes[index] == UInt8(ascii: "]") {
                close()
                return .value
            }
            return .opened
        case UInt8(ascii: "\""):
            return readString(isKey: false) ? .value : .stopped
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return readNumber() ? .value : .stopped
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return readLiteral() ? .value : .stopped
        default:
            unexpectedValue()
            return .stopped
        }
    }

    /// Reads an object member's key and its ':', and the white space up to the value.
    mutating func readKeyAndColon() -> Bool {
        guard bytes[index] == UInt8(ascii: "\"") else {
            unexpected(.expectedKey, expected: "a key in double quotes")
            return false
        }
        let keySlot = slots.count
        guard readString(isKey: true) else { return false }
        // Xcode and JSONSerialization's pretty printing write `"key" : value`: that separator taken at
        // once, the general path below reads anything else.
        if index + 3 < bytes.count && bytes[index] == 0x20 && bytes[index + 1] == UInt8(ascii: ":")
            && bytes[index + 2] == 0x20 && bytes[index + 3] > 0x20 {
            index += 3
            return true
        }
        skipWhitespace()
        guard index < bytes.count else {
            endInside(open[open.count - 1], expecting: "':' after the key \(quotedKey(keySlot))")
            return false
        }
        guard bytes[index] == UInt8(ascii: ":") else {
            unexpected(.expectedColon, expected: "':' after the key \(quotedKey(keySlot))")
            return false
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count else {
            endInside(open[open.count - 1], expecting: "a value for the key \(quotedKey(keySlot))")
            return false
        }
        return true
    }

    // MARK: Containers

    mutating func openContainer(isObject: Bool) -> Bool {
        guard open.count < limits.maxDepth else {
            report(.tooDeep, "nesting deeper than \(limits.maxDepth) levels of arrays and objects", at: index, length: 1)
            return false
        }
        append(isObject ? .object : .array, end: index + 1)
        open.append(OpenContainer(slot: Int32(slots.count - 1), enclosingCount: innerCount, isObject: isObject))
        innerCount = 0
        index += 1
        return true
    }

    /// Consumes the closing bracket of the innermost open container.
    mutating func close() {
        index += 1
        let top = open.removeLast()
        let slot = Int(top.slot), count = Int(innerCount)
        innerCount = top.enclosingCount
        slots[slot].end = UInt32(truncatingIfNeeded: index)
        slots[slot].payload = JSONSlot.pair(slots.count, count)
        if top.isObject && count > 1 { reportDuplicateKeys(in: slot, count: count) }
    }

    /// After a problem that stops the reading: drops a key left without a value and closes what is open
    /// where the reading stopped, so that the partial document is whole. Returns false.
    mutating func stop() -> Bool {
        if let last = slots.last, last.tag == .plainKey || last.tag == .decodedKey { slots.removeLast() }
        let end = UInt32(truncatingIfNeeded: min(index, bytes.count))
        while let top = open.popLast() {
            let slot = Int(top.slot)
            slots[slot].end = end
            slots[slot].payload = JSONSlot.pair(slots.count, Int(innerCount))
            innerCount = top.enclosingCount
        }
        return false
    }

    /// Appends a slot for a value (or key) starting at `index` (or `start`, whose `column` is given when
    /// continuation bytes were counted since), counting it in its container (the root value is counted in
    /// none: `innerCount` is then read by nothing).
    @inline(__always)
    mutating func append(_ tag: JSONSlot.Tag, end: Int, payload: UInt64 = 0, start: Int? = nil, column: Int? = nil) {
        let start = start ?? index
        let column = column ?? start - lineStart - lineContinuations + 1
        slots.append(JSONSlot(tag, start: start, end: end, line: line, column: column, payload: payload))
        if tag != .plainKey && tag != .decodedKey { innerCount &+= 1 }
    }

    // MARK: White space and positions

    /// Skips JSON's four white-space characters, counting lines.
    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A:
                if index == 0 || bytes[index - 1] != 0x0D { line += 1 }
                index += 1
                lineStart = index
                lineContinuations = 0
                // The next line's indentation, most of a pretty-printed document's white space, at once.
                if index < bytes.count && bytes[index] == 0x20 { index = System.firstOther(than: 0x20, in: bytes, from: index) }
            case 0x0D:
                line += 1
                index += 1
                lineStart = index
                lineContinuations = 0
            default:
                return
            }
        }
    }

    /// The location of `offset` on the current line, every byte before it having been read.
    func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart - lineContinuations + 1)
    }
}
