/// The slots of an open-addressing hash table: each holds an entry's number plus one (0 for an empty
/// slot), a quarter of them at least left empty, probed one after the other from the hash. The entries,
/// their hashes (the seeded byte hash, `System.hashKey`, so keys made to collide cannot make a table
/// quadratic) and how they compare are the owner's: a `.strings` table's key index, `ByteKeyTable`.
/// Each entry's hash is kept by its owner, so that a probe compares keys only when hashes match and
/// growing hashes nothing again.
///
/// Public, with package members: the `@inlinable` members of a `package` type were not inlined into the
/// modules that use them (a call for each probe: 5 M instructions more on the 50 bundles of the bench).
public struct HashSlots: Sendable {
    /// A power of two in count, or empty before the first entry. Words, not 32-bit numbers: an array of
    /// `Int32` is a type the runtime makes on first use (~7 K instructions, 1 % of checking a small
    /// file), where `[Int]` exists already.
    @usableFromInline var slots: [Int] = []

    package init() {}

    /// Room for `count` entries without growing; `hash` gives the hash of each of the `entries` there are.
    @inlinable
    package mutating func reserve(_ count: Int, entries: Int, hash: (Int) -> Int) {
        var size = 8
        while size * 3 < count * 4 { size *= 2 }
        if size > slots.count { rehash(to: size, entries: entries, hash: hash) }
    }

    /// The entry on `hash`'s probe sequence that `matches`, or the empty slot where an entry of that
    /// hash goes. An empty table has neither: call `makeRoom` before adding.
    @inlinable @inline(__always)
    package func find(_ hash: Int, where matches: (Int) -> Bool) -> (number: Int?, slot: Int) {
        guard !slots.isEmpty else { return (nil, -1) }
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let number = slots[slot] - 1
            if matches(number) { return (number, slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    /// Room for one entry more than the `entries` there are: twice the slots, each entry placed again
    /// by its kept hash, when a quarter would no longer be empty.
    @inlinable @inline(__always)
    package mutating func makeRoom(entries: Int, hash: (Int) -> Int) {
        if (entries + 1) * 4 > slots.count * 3 { rehash(to: max(8, slots.count * 2), entries: entries, hash: hash) }
    }

    /// Puts entry `number` in `slot` (one `find` answered as empty, after `makeRoom`).
    @inlinable @inline(__always)
    package mutating func fill(_ slot: Int, with number: Int) {
        slots[slot] = number + 1
    }

    @usableFromInline
    mutating func rehash(to size: Int, entries: Int, hash: (Int) -> Int) {
        slots = [Int](repeating: 0, count: size)
        let mask = size - 1
        for number in 0..<entries {
            var slot = hash(number) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = number + 1
        }
    }
}
