import Platform

/// Which objects of a binary property list are referenced more than once, found by a pass over every
/// container before anything is decoded. Only those are remembered once decoded (CF and plistlib share
/// leaves: keys, common strings, booleans); an object referenced once is decoded once, where it is
/// used, and dropped with its parent.
///
/// An object referenced once cannot be reached twice, nor be part of a cycle that is reachable: a
/// cycle reached from the top object is entered through one of its objects that is also referenced
/// from the cycle (or is the top object, which the trailer references), so the decoder needs states
/// only for shared objects. Two bits per object, and a running count for the memo's slots.
struct BinaryPlistSharing {
    /// Objects referenced at least twice, a bit each.
    private let twice: [UInt64]
    /// Shared objects in the words before each word of `twice`: a shared object's slot is its rank.
    private let before: [UInt32]
    /// How many objects are referenced more than once.
    let sharedCount: Int

    /// Counts the references of every container whose references lie inside the objects (as the
    /// decoder checks them: it follows no others), and the trailer's reference to the top object.
    static func count(_ file: System.MappedFile, trailer: BinaryPlistTrailer) -> BinaryPlistSharing {
        // Bounded by the file: the offset table has an entry per object.
        let words = (trailer.objectCount + 63) / 64
        // Two bits an object, side by side in one word: seen once (the lower), seen again (the upper),
        // so that counting a reference writes one word (each write checks that the array is not shared).
        var seen = [UInt64](repeating: 0, count: (trailer.objectCount + 31) / 32)
        @inline(__always) func reference(_ index: Int) {
            let word = index &>> 5, once = UInt64(1) &<< UInt64((index & 31) &<< 1)
            let bits = seen[word]
            seen[word] = bits | once | (bits & once) &<< 1
        }
        reference(trailer.topObject)
        let end = trailer.offsetTableOffset, refSize = trailer.objectRefSize, objectCount = UInt64(trailer.objectCount)
        typealias Object = BinaryPlistObject
        for index in 0..<trailer.objectCount {
            let offset = trailer.offset(of: index, in: file)
            let marker = file[offset]
            let kind = marker >> 4
            file.didRead(1 + trailer.offsetIntSize)
            guard kind == Object.Kind.array.rawValue || kind == Object.Kind.dictionary.rawValue,
                  let (count, payload) = try? Object.count(marker: marker, at: offset, in: file, end: end)
            else { continue }
            // A dictionary's keys, then its values.
            let references = kind == Object.Kind.dictionary.rawValue ? 2 * count : count
            guard (try? Object.checkPayload(count: references, itemSize: refSize, payload: payload, end: end,
                                            object: offset, what: "")) != nil else { continue }
            var position = payload
            for _ in 0..<references {
                let ref = file.bigEndian(at: position, size: refSize)
                if ref < objectCount { reference(Int(ref)) }
                position += refSize
            }
            file.didRead(references * refSize)
        }
        var twice: [UInt64] = []
        twice.reserveCapacity(words)
        var before: [UInt32] = []
        before.reserveCapacity(words)
        var shared = 0
        for index in 0..<words {
            let bits = Self.secondBits(seen, 2 &* index) | Self.secondBits(seen, 2 &* index &+ 1) &<< 32
            twice.append(bits)
            before.append(UInt32(shared))
            shared += bits.nonzeroBitCount
        }
        return BinaryPlistSharing(twice: twice, before: before, sharedCount: shared)
    }

    /// The upper bits of the pairs in `seen[word]` (zero past the end), packed into the low 32 bits.
    private static func secondBits(_ seen: [UInt64], _ word: Int) -> UInt64 {
        guard word < seen.count else { return 0 }
        var bits = (seen[word] &>> 1) & 0x5555_5555_5555_5555
        bits = (bits | bits &>> 1) & 0x3333_3333_3333_3333
        bits = (bits | bits &>> 2) & 0x0F0F_0F0F_0F0F_0F0F
        bits = (bits | bits &>> 4) & 0x00FF_00FF_00FF_00FF
        bits = (bits | bits &>> 8) & 0x0000_FFFF_0000_FFFF
        return (bits | bits &>> 16) & 0x0000_0000_FFFF_FFFF
    }

    /// The memo slot of object `index` (0 to `sharedCount` - 1) if it is referenced more than once.
    @inline(__always)
    func slot(of index: Int) -> Int? {
        let word = index &>> 6, bit = UInt64(1) &<< UInt64(index & 63)
        let bits = twice[word]
        guard bits & bit != 0 else { return nil }
        return Int(before[word]) + (bits & (bit &- 1)).nonzeroBitCount
    }
}
