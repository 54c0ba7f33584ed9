import Diagnostics
import Platform

/// Located plist values laid out flat, in document order: what both readers (XML and binary) produce and
/// every decoder reads, without a Swift value, array or string allocated per node.
///
/// A value is an index into `slots`. A container's slot is followed by its descendants and records where
/// they end, so a container is skipped in one step; a dictionary's entries are a key slot followed by the
/// value's slots (a key whose value was missing or invalid stays as a dropped key, with no value after it).
/// Text (strings, keys, data) is stored once, as UTF-8 bytes in `text`, and becomes a `String` only when a
/// decoder asks for it. A reader fills one buffer per section and empties it after the section is decoded,
/// so the storage is reused and parsing a long definition allocates nothing per value.
///
/// Values that outlive the decoding (a default value kept in the model, a store being edited) are made
/// into `PlistNode`s by `node(_:)`.
public struct PlistBuffer: Sendable {
    /// What a slot holds.
    public enum Kind: UInt8, Sendable, BitwiseCopyable {
        case string, integer, real, bool, date, data, array, dictionary
        /// A dictionary key, followed by its value.
        case key
        /// A dictionary key whose value was missing or invalid (reported): no value follows.
        case droppedKey

        /// The type's name as users know it from the XML (a key is a string).
        package var typeName: String {
            switch self {
            case .string, .key, .droppedKey: "string"
            case .integer: "integer"
            case .real: "real"
            case .bool: "boolean"
            case .date: "date"
            case .data: "data"
            case .array: "array"
            case .dictionary: "dictionary"
            }
        }
    }

    @usableFromInline
    struct Slot: Sendable, BitwiseCopyable {
        @usableFromInline var kind: Kind
        @usableFromInline var location: SourceLocation
        /// Text, data, key: start in `text`. Integer: the magnitude's bits. Real: the bits. Bool: 0 or 1.
        /// Date: index in `dates`. Container: the index after its last descendant.
        @usableFromInline var first: Int
        /// Text, data, key: end in `text`. Integer: 1 when negative. Container: its items or entries.
        @usableFromInline var second: Int
    }

    // The decoders read these through the inlinable accessors below, across the module boundary as if
    // they were in the same module (a call per slot read cost 3% of a validate).
    @usableFromInline var slots = PlainArray<Slot>()
    @usableFromInline var text: [UInt8] = []
    @usableFromInline var dates: [PlistDate] = []

    package init() {}

    /// How many slots are filled: the index the next value appended gets.
    @inlinable package var count: Int { slots.count }

    /// How far the buffer is filled: where a value appended next starts.
    struct Mark {
        var slots: Int
        var text: Int
        var dates: Int

        static let empty = Mark(slots: 0, text: 0, dates: 0)
    }

    var mark: Mark { Mark(slots: slots.count, text: text.count, dates: dates.count) }


    /// Makes room for the values of an XML document of `bytes` bytes, counted up to 1 MB, so that the
    /// buffer does not grow step by step while it is filled (each step copied what was there: 1 % of
    /// the instructions of checking 50 bundles). Measured on settings plists: a value every 28 bytes,
    /// and a third of the bytes text.
    mutating func reserveCapacity(forXMLBytes bytes: Int) {
        let counted = min(bytes, 1 << 20)
        slots.reserveCapacity(counted / 24 + 8)
        text.reserveCapacity(counted / 2 + 64)
    }

    /// Empties the buffer back to `mark`, keeping its storage.
    mutating func rewind(to mark: Mark) {
        if mark.slots < slots.count { slots.removeSubrange(mark.slots...) }
        if mark.text < text.count { text.removeSubrange(mark.text...) }
        if mark.dates < dates.count { dates.removeSubrange(mark.dates...) }
    }

    // MARK: Reading

    @inlinable
    package func kind(_ index: Int) -> Kind { slots[index].kind }

    @inlinable
    package func location(_ index: Int) -> SourceLocation { slots[index].location }

    /// The type's name as users know it from the XML: "string", "integer", "dictionary"...
    package func typeName(_ index: Int) -> String { slots[index].kind.typeName }

    /// The index after the value at `index` and everything inside it.
    @inlinable @inline(__always)
    package func end(of index: Int) -> Int {
        let slot = slots[index]
        return slot.kind == .array || slot.kind == .dictionary ? slot.first : index + 1
    }

    /// A container's items (array) or entries (dictionary, dropped keys aside); 0 for anything else.
    @inlinable
    package func count(of index: Int) -> Int {
        let slot = slots[index]
        return slot.kind == .array || slot.kind == .dictionary ? slot.second : 0
    }

    /// The text of a string (or key) value; nil for any other kind.
    @inlinable
    package func string(_ index: Int) -> String? {
        let slot = slots[index]
        switch slot.kind {
        case .string, .key, .droppedKey: return String(decoding: text[slot.first..<slot.second], as: UTF8.self)
        default: return nil
        }
    }

    /// Whether the text of a string or key at `index` is exactly `bytes` (compared without making a String).
    @inlinable @inline(__always)
    package func textEquals(_ index: Int, _ bytes: [UInt8]) -> Bool {
        let slot = slots[index]
        guard slot.second - slot.first == bytes.count else { return false }
        var i = slot.first
        for byte in bytes {
            if text[i] != byte { return false }
            i += 1
        }
        return true
    }

    /// Whether the text of a string or key at `index` has the bytes of `name` (as the device compares keys).
    package func textEquals(_ index: Int, _ name: String) -> Bool {
        let slot = slots[index]
        guard slot.second - slot.first == name.utf8.count else { return false }
        var i = slot.first
        for byte in name.utf8 {
            if text[i] != byte { return false }
            i += 1
        }
        return true
    }

    /// The bytes of a string's or key's text, as a key for hashing: two keys are the same key when their
    /// bytes are (as CoreFoundation compares them: "é" and "e\u{301}" are two keys), not when they are
    /// canonically equivalent, as two Swift `String`s would be.
    func textBytes(_ index: Int) -> [UInt8] {
        let slot = slots[index]
        return Array(text[slot.first..<slot.second])
    }

    /// Whether the texts of two strings or keys are the same.
    func sameText(_ a: Int, _ b: Int) -> Bool {
        let x = slots[a], y = slots[b]
        guard x.second - x.first == y.second - y.first else { return false }
        var i = x.first, j = y.first
        while i < x.second {
            if text[i] != text[j] { return false }
            i += 1
            j += 1
        }
        return true
    }

    /// Which of `names` the text at `index` is, by position; nil when none (or not a text).
    @inlinable @inline(__always)
    package func match(_ index: Int, in names: KeyNames) -> Int? {
        let slot = slots[index]
        switch slot.kind {
        case .string, .key, .droppedKey: return names.position(of: text, from: slot.first, count: slot.second - slot.first)
        default: return nil
        }
    }

    @inlinable
    package func bool(_ index: Int) -> Bool? {
        let slot = slots[index]
        return slot.kind == .bool ? slot.first != 0 : nil
    }

    package func integer(_ index: Int) -> PlistInteger? {
        let slot = slots[index]
        guard slot.kind == .integer else { return nil }
        let magnitude = UInt64(bitPattern: Int64(slot.first))
        return PlistInteger(magnitude: magnitude, negative: slot.second != 0)
    }

    package func real(_ index: Int) -> Double? {
        let slot = slots[index]
        return slot.kind == .real ? Double(bitPattern: UInt64(bitPattern: Int64(slot.first))) : nil
    }

    /// The value of an integer or real as a Double (as `PlistText.double`); nil for any other kind.
    package func double(_ index: Int) -> Double? {
        switch slots[index].kind {
        case .real: real(index)
        case .integer: Double(integer(index)!.description)
        default: nil
        }
    }

    package func date(_ index: Int) -> PlistDate? {
        let slot = slots[index]
        return slot.kind == .date ? dates[slot.first] : nil
    }

    package func data(_ index: Int) -> [UInt8]? {
        let slot = slots[index]
        return slot.kind == .data ? Array(text[slot.first..<slot.second]) : nil
    }

    // MARK: Containers

    /// Calls `body` with the index of each item of the array at `index`, in order.
    @inlinable @inline(__always)
    package func forEachItem(of index: Int, _ body: (Int) throws -> Void) rethrows {
        var item = index + 1
        let end = slots[index].first
        while item < end {
            try body(item)
            item = self.end(of: item)
        }
    }

    /// Calls `body` with the key's and the value's index of each entry of the dictionary at `index`, in
    /// order, duplicates included; dropped keys are left out.
    @inlinable @inline(__always)
    package func forEachEntry(of index: Int, _ body: (_ key: Int, _ value: Int) throws -> Void) rethrows {
        var key = index + 1
        let end = slots[index].first
        while key < end {
            if slots[key].kind == .droppedKey {
                key += 1
                continue
            }
            try body(key, key + 1)
            key = self.end(of: key + 1)
        }
    }

    /// The key's slot of the last entry (with a value) of the dictionary at `index` whose key is `name`:
    /// the one every plist reader keeps of duplicates.
    @inlinable
    package func lastEntry(_ name: [UInt8], in index: Int) -> Int? {
        var found: Int?
        forEachEntry(of: index) { key, _ in
            if textEquals(key, name) { found = key }
        }
        return found
    }

    /// `lastEntry` for a name given as text.
    package func lastEntry(_ name: String, in index: Int) -> Int? {
        lastEntry(Array(name.utf8), in: index)
    }

    /// How many entries (with a value) of the dictionary at `index` have `key`.
    package func occurrences(of key: [UInt8], in index: Int) -> Int {
        var found = 0
        forEachEntry(of: index) { keyIndex, _ in
            if textEquals(keyIndex, key) { found += 1 }
        }
        return found
    }

    /// Whether `key` is written in the dictionary at `index`, with a usable value or not.
    @inlinable
    package func defines(_ key: [UInt8], in index: Int) -> Bool {
        var slot = index + 1
        let end = slots[index].first
        while slot < end {
            if textEquals(slot, key) { return true }
            slot = slots[slot].kind == .droppedKey ? slot + 1 : self.end(of: slot + 1)
        }
        return false
    }

}
