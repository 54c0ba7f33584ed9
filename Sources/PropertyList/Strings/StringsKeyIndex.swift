import Platform

/// Where each key of a `StringsTable` is defined first and last, found by the key's bytes.
///
/// An open-addressing table (`HashSlots`) of the keys' numbers; each key keeps its hash and where its
/// bytes are, so a probe compares bytes only when the hashes match. One hash per entry added and per
/// lookup, no `String`.
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

    private var slots = HashSlots()
    private var keys: [Key] = []
    /// The process's hash seed, read once for the table's keys.
    private let seed = System.hashSeed

    /// How many distinct keys there are.
    var count: Int { keys.count }

    /// Makes room for `count` keys without growing.
    mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        slots.reserve(count, entries: keys.count) { keys[$0].hash }
    }

    /// Records the entry at `position`, whose key is `texts[key]`. Returns the position of the key's
    /// first entry when it had one already.
    mutating func insert(_ position: Int, key: Range<Int>, in texts: [UInt8]) -> Int? {
        slots.makeRoom(entries: keys.count) { keys[$0].hash }
        let hash = System.hashKey(texts, key, seed: seed)
        let found = slots.find(hash) { keys[$0].hash == hash && System.keyBytes(texts, keys[$0].bytes, equal: key) }
        if let number = found.number {
            keys[number].last = Int32(position)
            return Int(keys[number].first)
        }
        keys.append(Key(hash: hash, start: Int32(key.lowerBound), length: Int32(key.count),
                        first: Int32(position), last: Int32(position)))
        slots.fill(found.slot, with: keys.count - 1)
        return nil
    }

    /// The position of the last entry whose key has the bytes of `key`, or nil.
    func last(for key: String, in texts: [UInt8]) -> Int? {
        keys.isEmpty ? nil : last(for: key, hash: System.hashKey(key), in: texts)
    }

    /// The same, with the key's hash (`System.hashKey`) already worked out.
    func last(for key: String, hash: Int, in texts: [UInt8]) -> Int? {
        guard !keys.isEmpty else { return nil }
        return slots.find(hash) { keys[$0].hash == hash && System.keyBytes(texts, keys[$0].bytes, equal: key) }
            .number.map { Int(keys[$0].last) }
    }
}
