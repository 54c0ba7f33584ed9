import Platform

/// Where each key of a `StringsTable` is defined first and last, found by the key's bytes.
///
/// An open-addressing table of slots (a quarter of them at least left empty, probed one after the
/// other) that hold a key's number; each key keeps its hash and where its bytes are, so a probe
/// compares bytes only when the hashes match. One hash per entry added and per lookup, no `String`.
struct StringsKeyIndex: Sendable {
    /// One distinct key.
    private struct Key: Sendable {
        var hash: Int
        /// Where the key's bytes are in the table's texts.
        var start: Int32
        var length: Int32
        /// The positions of its first and last entries.
        var first: Int32
        var last: Int32

        var bytes: Range<Int> { Int(start)..<Int(start) + Int(length) }
    }

    /// 0 for an empty slot, else a key's number plus one. The count is a power of two.
    private var slots: [Int32] = []
    private var keys: [Key] = []

    /// How many distinct keys there are.
    var count: Int { keys.count }

    /// Makes room for `count` keys without growing.
    mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        var wanted = 8
        while wanted * 3 < count * 4 { wanted *= 2 }
        if wanted > slots.count { rehash(to: wanted) }
    }

    /// Records the entry at `position`, whose key is `texts[key]`. Returns the position of the key's
    /// first entry when it had one already.
    mutating func insert(_ position: Int, key: Range<Int>, in texts: [UInt8]) -> Int? {
        if (keys.count + 1) * 4 > slots.count * 3 { rehash(to: max(8, slots.count * 2)) }
        let hash = System.hashKey(texts, key)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            if keys[number].hash == hash, System.keyBytes(texts, keys[number].bytes, equal: key) {
                keys[number].last = Int32(position)
                return Int(keys[number].first)
            }
            slot = (slot + 1) & mask
        }
        keys.append(Key(hash: hash, start: Int32(key.lowerBound), length: Int32(key.count),
                        first: Int32(position), last: Int32(position)))
        slots[slot] = Int32(keys.count)
        return nil
    }

    /// The position of the last entry whose key has the bytes of `key`, or nil.
    func last(for key: String, in texts: [UInt8]) -> Int? {
        keys.isEmpty ? nil : last(for: key, hash: System.hashKey(key), in: texts)
    }

    /// The same, with the key's hash (`System.hashKey`) already worked out.
    func last(for key: String, hash: Int, in texts: [UInt8]) -> Int? {
        guard !keys.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            if keys[number].hash == hash, System.keyBytes(texts, keys[number].bytes, equal: key) {
                return Int(keys[number].last)
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func rehash(to size: Int) {
        slots = [Int32](repeating: 0, count: size)
        let mask = size - 1
        for number in keys.indices {
            var slot = keys[number].hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }
}
