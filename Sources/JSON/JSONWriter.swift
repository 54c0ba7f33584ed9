/// Writes JSON text as UTF-8, value by value, without a tree: `beginObject()`, `key("id")`, `int(1)`,
/// `endObject()`, or the same nested in closures: `writer.object { $0.member("id", 1) }`.
///
/// Commas, indentation and escaping follow the `JSONStyle`. Misuse that would write invalid JSON (a
/// value without its key, an unbalanced end, a second root) stops the program: it is a bug in the
/// caller, not in data. A `Double` that is not finite, which JSON cannot write, is written `null`, as
/// JavaScript's `JSON.stringify` does.
public struct JSONWriter {
    package let style: JSONStyle
    /// The text so far.
    package internal(set) var bytes: [UInt8] = []
    private var frames: [Frame] = []
    private var wroteRoot = false

    private struct Frame {
        var isObject: Bool
        var count = 0
        var hasKey = false
    }

    package init(style: JSONStyle = .compact) {
        self.style = style
    }

    /// The text so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether one whole value has been written.
    package var isComplete: Bool { wroteRoot && frames.isEmpty }

    // MARK: Scalars

    package mutating func null() {
        beforeValue()
        bytes.append(contentsOf: "null".utf8)
        afterValue()
    }

    package mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
        afterValue()
    }

    package mutating func int(_ value: Int) {
        beforeValue()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
        afterValue()
    }

    /// The shortest text that reads back as the same `Double` (`0.1`, `5.0`, `1e+20`); `null` if not finite.
    package mutating func double(_ value: Double) {
        beforeValue()
        bytes.append(contentsOf: value.isFinite ? value.description.utf8 : "null".utf8)
        afterValue()
    }

    package mutating func string(_ value: String) {
        beforeValue()
        appendString(value.utf8)
        afterValue()
    }

    /// A string given as UTF-8 (a document's `utf8(_:)`, say).
    package mutating func string(utf8 value: ArraySlice<UInt8>) {
        beforeValue()
        appendString(value)
        afterValue()
    }

    /// A number's literal text, written as it is (the caller vouches that it is one).
    package mutating func number(literal: ArraySlice<UInt8>) {
        beforeValue()
        bytes.append(contentsOf: literal)
        afterValue()
    }

    /// Bytes that are already one JSON value (a document's string literal), written as they are.
    mutating func raw(_ literal: ArraySlice<UInt8>) {
        beforeValue()
        bytes.append(contentsOf: literal)
        afterValue()
    }

    // MARK: Containers

    package mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        frames.append(Frame(isObject: true))
    }

    package mutating func endObject() { end(object: true) }

    package mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        frames.append(Frame(isObject: false))
    }

    package mutating func endArray() { end(object: false) }

    /// The key of the next member of the open object; its value is written next.
    package mutating func key(_ name: String) {
        beforeKey()
        appendString(name.utf8)
        appendColon()
    }

    /// A key given as UTF-8.
    package mutating func key(utf8 name: ArraySlice<UInt8>) {
        beforeKey()
        appendString(name)
        appendColon()
    }

    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    package mutating func array(_ body: (inout JSONWriter) -> Void) {
        beginArray()
        body(&self)
        endArray()
    }

    /// A member whose value `body` writes.
    package mutating func member(_ key: String, _ body: (inout JSONWriter) -> Void) {
        self.key(key)
        body(&self)
        precondition(frames.last?.hasKey == false, "the member \(key) was given no value")
    }

    package mutating func member(_ key: String, _ value: String) {
        self.key(key)
        string(value)
    }

    package mutating func member(_ key: String, _ value: Int) {
        self.key(key)
        int(value)
    }

    package mutating func member(_ key: String, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    package mutating func member(_ key: String, _ value: Double) {
        self.key(key)
        double(value)
    }

    // MARK: Layout

    private mutating func beforeValue() {
        guard !frames.isEmpty else {
            precondition(!wroteRoot, "a JSON document holds one value")
            return
        }
        let last = frames.count - 1
        if frames[last].isObject {
            precondition(frames[last].hasKey, "a value in an object needs its key first")
            frames[last].hasKey = false
        } else {
            if frames[last].count > 0 { bytes.append(UInt8(ascii: ",")) }
            frames[last].count += 1
            newline(depth: frames.count)
        }
    }

    private mutating func afterValue() {
        guard frames.isEmpty else { return }
        wroteRoot = true
        if style.finalNewline { bytes.append(0x0A) }
    }

    private mutating func beforeKey() {
        let last = frames.count - 1
        precondition(last >= 0 && frames[last].isObject && !frames[last].hasKey, "a key belongs in an object, before a value")
        if frames[last].count > 0 { bytes.append(UInt8(ascii: ",")) }
        frames[last].count += 1
        frames[last].hasKey = true
        newline(depth: frames.count)
    }

    private mutating func appendColon() {
        if style.spaceBeforeColon { bytes.append(0x20) }
        bytes.append(UInt8(ascii: ":"))
        if style.spaceAfterColon { bytes.append(0x20) }
    }

    private mutating func end(object: Bool) {
        guard let frame = frames.popLast(), frame.isObject == object, !frame.hasKey else {
            preconditionFailure(object ? "endObject() without an open object awaiting a key" : "endArray() without an open array")
        }
        if frame.count > 0 {
            newline(depth: frames.count)
        } else if style.emptyContainers == .blankLine && style.indentWidth > 0 {
            bytes.append(0x0A)
            newline(depth: frames.count)
        }
        bytes.append(object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        afterValue()
    }

    private mutating func newline(depth: Int) {
        guard style.indentWidth > 0 else { return }
        bytes.append(0x0A)
        for _ in 0..<(depth * style.indentWidth) { bytes.append(0x20) }
    }

    private mutating func appendDigits(_ value: UInt) {
        guard value >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var divisor: UInt = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
