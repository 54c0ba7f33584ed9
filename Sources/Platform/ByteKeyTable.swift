/// Texts told apart by their bytes (as `ByteKey` tells them, and CoreFoundation's dictionaries), each
/// numbered in the order it was first met.
///
/// An open-addressing table (`HashSlots`) over the seeded byte hash: one hash per text, where a
/// `Dictionary` of `ByteKey`s hashes each text twice (once by the byte hash, once by `Hasher` over it)
/// and again to insert what it did not find. For a check that meets every key of a bundle once.
package struct ByteKeyTable: Sendable {
    private var slots = HashSlots()
    /// The texts by number (their hashes' tags are in the slots).
    private var texts: [String] = []

    /// How many distinct texts there are.
    package var count: Int { texts.count }

    /// Room for `capacity` texts without growing; none is allocated before the first text when 0.
    package init(capacity: Int = 0) {
        guard capacity > 0 else { return }
        texts.reserveCapacity(capacity)
        slots.reserve(capacity)
    }

    /// The number of the text with the bytes of `text` when there is one; otherwise `text` is added
    /// (numbered `count` before the call) and the answer is nil.
    package mutating func insert(_ text: String) -> Int? {
        slots.makeRoom(entries: texts.count)
        let hash = System.hashKey(text)
        let found = slots.find(hash) { System.sameBytes(texts[$0], text) }
        if let number = found.number { return number }
        texts.append(text)
        slots.fill(found.slot, with: texts.count - 1, hash: hash)
        return nil
    }
}
