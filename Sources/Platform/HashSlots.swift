/// The slots of an open-addressing hash table: each holds the top 32 bits of an entry's hash (its tag)
/// above the entry's number plus one, 0 for an empty slot; half of them at least left empty, probed one
/// after the other from the tag. The entries and how they compare are the owner's: a `.strings`
/// table's key index, `ByteKeyTable`. The hashes are the seeded byte hash (`System.hashKey`), so that keys
/// made to collide cannot make a table quadratic.
///
/// The tag is kept in the slot, not by the owner: a probe compares the owner's keys only when the tags
/// match, growing hashes nothing again, and adding an entry writes one word here instead of a hash to an
/// array of the owner's as well. With half the slots empty rather than a quarter, a `.strings` table's
/// entry is added in ~120 instructions, not ~150 (it looks at 1.3 slots on average, not 1.6).
///
/// Public, with package members: the `@inlinable` members of a `package` type were not inlined into the
/// modules that use them (a call for each probe: 5 M instructions more on the 50 bundles of the bench).
public struct HashSlots: Sendable {
    /// A power of two in count, or empty before the first entry. Words, not pairs of 32-bit numbers: an
    /// array of `Int32` or of a tuple is a type the runtime makes on first use (~7 K instructions, 1 % of
    /// checking a small file), where `[Int]` exists already.
    @usableFromInline var slots: [Int] = []

    package init() {}

    /// Room for `count` entries in all without growing.
    @inlinable
    package mutating func reserve(_ count: Int) {
        var size = 8
        while size < count * 2 { size *= 2 }
        if size > slots.count { rehash(to: size) }
    }

    /// The entry on `hash`'s probe sequence whose tag is `hash`'s and that `matches`, or the empty slot
    /// where an entry of that hash goes. An empty table has neither: call `makeRoom` before adding.
    @inlinable @inline(__always)
    package func find(_ hash: Int, where matches: (Int) -> Bool) -> (number: Int?, slot: Int) {
        guard !slots.isEmpty else { return (nil, -1) }
        let tag = Self.tag(hash)
        let mask = slots.count - 1
        var slot = tag & mask
        var word = slots[slot]
        while word != 0 {
            let number = (word & 0xFFFF_FFFF) - 1
            if word >> 32 == tag, matches(number) { return (number, slot) }
            slot = (slot + 1) & mask
            word = slots[slot]
        }
        return (nil, slot)
    }

    /// Room for one entry more than the `entries` there are: twice the slots, each entry placed again
    /// by its tag, when half would no longer be empty.
    @inlinable @inline(__always)
    package mutating func makeRoom(entries: Int) {
        if (entries + 1) * 2 > slots.count { rehash(to: max(8, slots.count * 2)) }
    }

    /// Puts entry `number`, of hash `hash`, in `slot` (one `find` answered as empty, after `makeRoom`).
    @inlinable @inline(__always)
    package mutating func fill(_ slot: Int, with number: Int, hash: Int) {
        // An entry's number plus one is the slot's lower 32 bits.
        precondition(number < 0xFFFF_FFFF, "a hash table numbers fewer than 2^32 - 1 entries")
        slots[slot] = Self.tag(hash) << 32 | (number + 1)
    }

    /// The top 32 bits of a hash, with its sign: what `>> 32` of a slot gives back.
    @inlinable @inline(__always)
    static func tag(_ hash: Int) -> Int { hash >> 32 }

    @usableFromInline
    mutating func rehash(to size: Int) {
        let old = slots
        // Not `[Int](repeating:count:)`, whose allocation looks its type up at run time (`Array.filled`).
        slots = .filled(with: 0, count: size)
        let mask = size - 1
        for word in old where word != 0 {
            var slot = (word >> 32) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = word
        }
    }
}
