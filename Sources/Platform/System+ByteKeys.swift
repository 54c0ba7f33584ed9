#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

/// Hashing and comparing runs of bytes held in an array, for tables keyed by the bytes of a text
/// (a `.strings` table), without making a `String` of each key.
///
/// Keys compare as bytes, as CoreFoundation's dictionaries compare string keys (unit by unit, no
/// normalisation): `é` written as one scalar and as `e` with a combining accent are two keys there,
/// though Swift's `String` calls them equal.
///
/// The hash mixes eight bytes at a time with a 64×64→128-bit multiply, from a seed drawn once per
/// process. A table hashed this way still has linear time on keys made to collide: their maker cannot
/// know the seed. About one instruction a byte, against ~15 for the standard library's SipHash on
/// short keys once its set-up and finish are counted.
extension System {
    /// The process's hash seed: two words drawn from the system's random source on first use.
    @usableFromInline
    static let byteKeySeed: (UInt64, UInt64) = {
        var generator = SystemRandomNumberGenerator()
        return (generator.next() | 1, generator.next() | 1)
    }()

    /// The process's hash seed, for a table that hashes many keys: each read of the global is a call
    /// and a check that it is made (~16 instructions), once per table instead of once per key.
    package static var hashSeed: (UInt64, UInt64) { byteKeySeed }

    /// The hash of `bytes[range]`; `seed` is the process's (`hashSeed`, read once by a table that
    /// hashes many keys). Always inlined: a `.strings` table hashes a key per entry, and a call to it
    /// cost ~17 instructions a key (0.5 M on the 50 bundles of the bench).
    @inlinable @inline(__always)
    package static func hashKey(_ bytes: [UInt8], _ range: Range<Int>, seed: (UInt64, UInt64) = byteKeySeed) -> Int {
        bytes.withUnsafeBytes { raw in
            hashKey(UnsafeRawBufferPointer(rebasing: raw[range]), seed: seed)
        }
    }

    /// The hash of a text's UTF-8 bytes, equal to `hashKey(_:_:seed:)` of the same bytes.
    package static func hashKey(_ text: String) -> Int {
        withBytes(of: text) { hashKey(UnsafeRawBufferPointer($0), seed: byteKeySeed) }
    }

    /// Whether `bytes[range]` are the bytes of `text`.
    package static func keyBytes(_ bytes: [UInt8], _ range: Range<Int>, equal text: String) -> Bool {
        withBytes(of: text) { utf8 in
            bytes.withUnsafeBufferPointer { buffer in
                range.count == utf8.count && (utf8.isEmpty
                    || memcmp(buffer.baseAddress! + range.lowerBound, utf8.baseAddress!, utf8.count) == 0)
            }
        }
    }

    /// Whether two texts are the same bytes: how CoreFoundation tells a dictionary's keys apart. Swift's
    /// `==` calls canonically equivalent texts equal, so that `Key` written with the Kelvin sign (U+212A)
    /// is `Key` to it, and to the Settings app another key. Most texts compared differ in length, which
    /// settles them at once.
    @inlinable
    package static func sameBytes(_ first: String, _ second: String) -> Bool {
        // The same representation (a short text is held in the value itself, a long one by reference to
        // its storage) is the same bytes: settled without reading them, as `==` settles it.
        if MemoryLayout<String>.size == 16,
           unsafeBitCast(first, to: (UInt64, UInt64).self) == unsafeBitCast(second, to: (UInt64, UInt64).self) {
            return true
        }
        return first.utf8.count == second.utf8.count && sameBytes(ofEqualLength: first, second)
    }

    /// `sameBytes` once the lengths are known to be equal: the two texts' bytes compared in place.
    @usableFromInline
    static func sameBytes(ofEqualLength first: String, _ second: String) -> Bool {
        withBytes(of: first) { a in
            withBytes(of: second) { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// Whether `first` comes before `second` in the order of their UTF-8 bytes: how names, paths and
    /// keys are sorted wherever output must not depend on the file system or the locale. The bytes are
    /// compared in place with `memcmp`; `first.utf8.lexicographicallyPrecedes(second.utf8)`, which
    /// orders them the same, walks both views element by element (~50 instructions a byte, and paths
    /// share long prefixes).
    package static func bytesPrecede(_ first: String, _ second: String) -> Bool {
        withBytes(of: first) { a in
            withBytes(of: second) { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }

    /// Calls `body` with a text's UTF-8 where it is (a short text copied onto the stack); only a text
    /// bridged from elsewhere is copied to be made contiguous.
    private static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return text.withUTF8(body)
    }

    /// Whether two runs of `bytes` are equal.
    package static func keyBytes(_ bytes: [UInt8], _ first: Range<Int>, equal second: Range<Int>) -> Bool {
        first == second || keyBytes(bytes, first, equal: bytes, second)
    }

    /// Whether a run of one array equals a run of another (or of the same one).
    package static func keyBytes(_ first: [UInt8], _ firstRange: Range<Int>, equal second: [UInt8],
                                 _ secondRange: Range<Int>) -> Bool {
        guard firstRange.count == secondRange.count else { return false }
        if firstRange.isEmpty { return true }
        return first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { b in
                memcmp(a.baseAddress! + firstRange.lowerBound, b.baseAddress! + secondRange.lowerBound, firstRange.count) == 0
            }
        }
    }

    /// Inlinable, so that a table that hashes a key per entry has it compiled into its own code (a call
    /// across modules for each key: ~0.2 M instructions more on the 50 bundles of the bench).
    @inlinable
    static func hashKey(_ raw: UnsafeRawBufferPointer, seed: (UInt64, UInt64)) -> Int {
        var state = seed.0 ^ UInt64(raw.count)
        var offset = 0
        let count = raw.count
        while offset + 8 <= count {
            state = mix(state ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self), seed.1)
            offset += 8
        }
        if offset < count {
            // The last one to seven bytes in one or two loads, never past the end (a loop over them took
            // ~40 instructions a key): the last eight bytes of a longer key (overlapping words it has
            // mixed already), the first and last four of a key of four to seven, and the first, middle
            // and last byte of a shorter one. With the length mixed in first, each reads a key's bytes
            // whole.
            let tail: UInt64
            if count >= 8 {
                tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            } else if count >= 4 {
                tail = UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
                    | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
            } else {
                tail = UInt64(raw[0]) | UInt64(raw[count / 2]) << 8 | UInt64(raw[count - 1]) << 16
            }
            state = mix(state ^ tail, seed.1)
        }
        return Int(truncatingIfNeeded: mix(state, seed.0))
    }

    /// The two halves of the full product, folded: every bit of either factor reaches the result.
    @inline(__always)
    @usableFromInline
    static func mix(_ value: UInt64, _ key: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: key ^ 0x9E37_79B9_7F4A_7C15)
        return product.high ^ product.low
    }
}
