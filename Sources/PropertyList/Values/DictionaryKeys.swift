/// Finds a key written twice in one dictionary, for both readers (XML and binary): they lay out a
/// dictionary alike in their `PlistBuffer` (each key slot followed by its value, or a dropped key), and
/// a new key is checked against the keys before it there.
///
/// Keys are the same when their bytes are, as CoreFoundation and `NSDictionary` compare them ("é" and
/// "e\u{301}" are two keys). A dictionary's first 16 keys are searched one by one, in the buffer (no
/// storage of its own: most dictionaries are short); from then on it gets a hash index (a 20,000-key
/// store would otherwise be quadratic).
package struct DictionaryKeys {
    /// The hash index of an open dictionary that grew past the linear search: its keys' bytes → the
    /// slot where each was first written.
    private struct Index {
        var dictionary: Int
        var keys: [[UInt8]: Int]
    }

    /// Indexes of open dictionaries, innermost last.
    private var indexes: [Index] = []

    private static var linearLimit: Int { 16 }

    package init() {}

    /// Forgets the dictionary whose slot is `dictionary` (and any still open inside it).
    package mutating func close(_ dictionary: Int) {
        while let last = indexes.last?.dictionary, last >= dictionary { indexes.removeLast() }
    }

    /// Checks the key in slot `key` of `values` (the dictionary's last slot) against the keys before it
    /// in the dictionary whose slot is `dictionary`; returns the slot of its first writing, if it was.
    ///
    /// Inlined, and the buffer taken `inout` though it is only read: a reader holds its buffer in a
    /// class, and lent for the call it was retained and released, each of its arrays, around the search
    /// (three of each a key, ~110 instructions). The rare paths are calls of their own.
    @inline(__always)
    package mutating func insert(_ key: Int, dictionary: Int, in values: inout PlistBuffer) -> Int? {
        if indexes.last?.dictionary == dictionary { return insertIndexed(key, in: values) }
        var seen = 0
        var slot = dictionary + 1
        while slot < key {
            if values.sameText(slot, key) { return slot }
            seen += 1
            slot = values.kind(slot) == .droppedKey ? slot + 1 : values.end(of: slot + 1)
        }
        if seen >= Self.linearLimit { index(dictionary, upTo: key, in: values) }
        return nil
    }

    /// A key of the innermost open dictionary, which has an index.
    private mutating func insertIndexed(_ key: Int, in values: PlistBuffer) -> Int? {
        // Only the dictionary is read: binding the last index to a constant would hold a second reference
        // to its keys, and the insertion below would copy them whole.
        let name = values.textBytes(key)
        if let first = indexes[indexes.count - 1].keys[name] { return first }
        indexes[indexes.count - 1].keys[name] = key
        return nil
    }

    /// Gives the dictionary whose slot is `dictionary` an index of its keys up to slot `key`.
    private mutating func index(_ dictionary: Int, upTo key: Int, in values: PlistBuffer) {
        var index: [[UInt8]: Int] = [:]
        var slot = dictionary + 1
        while slot <= key {
            let name = values.textBytes(slot)
            if index[name] == nil { index[name] = slot }
            slot = slot == key || values.kind(slot) == .droppedKey ? slot + 1 : values.end(of: slot + 1)
        }
        indexes.append(Index(dictionary: dictionary, keys: index))
    }
}
