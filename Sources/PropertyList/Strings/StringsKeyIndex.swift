import Platform

/// Where each key of a `StringsTable` is defined first and last, found by the key's bytes.
///
/// An open-addressing table (`HashSlots`) of the position of each key's first entry; the key's bytes
/// are that entry's, so a key is not recorded twice, and a probe compares bytes only when the tags of the
/// hashes match. Adding an entry is one hash and one slot written, no `String`. A key defined again has
/// its last position in `lasts`, which stays empty in a table without duplicates.
struct StringsKeyIndex: Sendable {
    private var slots = HashSlots()
    /// At the position of a key's first entry, the position of its last when the key is defined more
    /// than once; -1 or past the end for the others.
    private var lasts: [Int] = []
    /// The process's hash seed, read once for the table's keys.
    private let seed = System.hashSeed

    /// How many distinct keys there are.
    private(set) var count = 0

    /// Makes room for `count` keys without growing.
    mutating func reserveCapacity(_ count: Int) {
        slots.reserve(count)
    }

    /// Records the entry at `position`, whose key is `texts[key]`; `records` are the table's entries,
    /// the one at `position` included. Returns the position of the key's first entry when it had one
    /// already.
    @inline(__always)
    mutating func insert(_ position: Int, key: Range<Int>, in texts: [UInt8],
                         records: [StringsTable.Record]) -> Int? {
        slots.makeRoom(entries: count)
        let hash = System.hashKey(texts, key, seed: seed)
        let found = slots.find(hash) { System.keyBytes(texts, records[$0].key, equal: key) }
        if let first = found.number {
            setLast(position, of: first)
            return first
        }
        slots.fill(found.slot, with: position, hash: hash)
        count += 1
        return nil
    }

    /// Records the entries from `start` to the end of `records`, in order, as `insert` would one by one.
    /// Returns each entry whose key had an entry already, with the position of the key's first entry.
    mutating func insertRun(from start: Int, in texts: [UInt8],
                            records: [StringsTable.Record]) -> [StringsTable.Duplicate] {
        var duplicates: [StringsTable.Duplicate] = []
        let seed = seed
        count += slots.addRun(start..<records.count, after: count,
                              hash: { System.hashKey(texts, records[$0].key, seed: seed) },
                              sameKey: { System.keyBytes(texts, records[$0].key, equal: records[$1].key) },
                              repeated: { duplicates.append(StringsTable.Duplicate(position: $0, first: $1)) })
        for duplicate in duplicates { setLast(duplicate.position, of: duplicate.first) }
        return duplicates
    }

    /// Records `position` as the last entry of the key first defined at `first`. Not inlined: keys are
    /// rarely defined twice, and inlined into a loop of insertions this made the loop check that `lasts`
    /// is not shared on every call.
    @inline(never)
    private mutating func setLast(_ position: Int, of first: Int) {
        if lasts.count <= first { lasts.append(contentsOf: repeatElement(-1, count: first + 1 - lasts.count)) }
        lasts[first] = position
    }

    /// The position of the last entry whose key has the bytes of `key`, or nil.
    func last(for key: String, in texts: [UInt8], records: [StringsTable.Record]) -> Int? {
        count == 0 ? nil : last(for: key, hash: System.hashKey(key), in: texts, records: records)
    }

    /// The same, with the key's hash (`System.hashKey`) already worked out.
    func last(for key: String, hash: Int, in texts: [UInt8], records: [StringsTable.Record]) -> Int? {
        guard count > 0,
              let first = slots.find(hash, where: { System.keyBytes(texts, records[$0].key, equal: key) }).number
        else { return nil }
        return first < lasts.count && lasts[first] >= 0 ? lasts[first] : first
    }
}
