/// Texts told apart by their bytes (as `ByteKey` tells them, and CoreFoundation's dictionaries), each
/// numbered in the order it was first met.
///
/// An open-addressing table of slots (a quarter of them at least left empty, probed one after the
/// other) over the seeded byte hash (`System.hashKey`): one hash per text, where a `Dictionary` of
/// `ByteKey`s hashes each text twice (once by the byte hash, once by `Hasher` over it) and again to
/// insert what it did not find. For a check that meets every key of a bundle once.
package struct ByteKeyTable: Sendable {
    private var slots: [Int32] = []
    /// The texts by number, each with its hash.
    private var texts: [(text: String, hash: Int)] = []

    /// How many distinct texts there are.
    package var count: Int { texts.count }

    /// Room for `capacity` texts without growing; none is allocated before the first text when 0.
    package init(capacity: Int = 0) {
        guard capacity > 0 else { return }
        texts.reserveCapacity(capacity)
        var size = 8
        while size * 3 < capacity * 4 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
    }

    /// The number of the text with the bytes of `text` when there is one; otherwise `text` is added
    /// (numbered `count` before the call) and the answer is nil.
    package mutating func insert(_ text: String) -> Int? {
        if slots.isEmpty { slots = [Int32](repeating: 0, count: 8) }
        let hash = System.hashKey(text)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            if texts[number].hash == hash, System.sameBytes(texts[number].text, text) { return number }
            slot = (slot + 1) & mask
        }
        texts.append((text, hash))
        slots[slot] = Int32(texts.count)
        if texts.count * 4 > slots.count * 3 { grow() }
        return nil
    }

    /// Twice the slots, each text placed again by its kept hash.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for number in texts.indices {
            var slot = texts[number].hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }
}
