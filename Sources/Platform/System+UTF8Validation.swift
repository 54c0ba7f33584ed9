/// Telling whether bytes are UTF-8, for a reader that keeps a file's bytes as its text when they are.
extension System {
    /// Whether `bytes` are well-formed UTF-8 as Unicode's table 3-7 defines it (no overlong form, no
    /// encoded surrogate, nothing past U+10FFFF, no cut sequence): what `String(validating:as:)` accepts.
    ///
    /// Runs of ASCII are passed sixty-four bytes at a time (four blocks of sixteen or'ed together, their
    /// top bits tested once), then sixteen, and a run of other scalars (a Korean or Greek text) is
    /// checked scalar by scalar without going back to that search. On the bench's English and German
    /// `.strings` tables (one scalar in 260 bytes not ASCII) this is about 0.3 instructions a byte; one
    /// test a block of sixteen took 1.3, the standard library's validation about ten.
    package static func isUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            let count = buffer.count
            var offset = 0
            let top = SIMD16<UInt8>(repeating: 0x80)
            while offset < count {
                while offset + 64 <= count {
                    let raw = UnsafeRawPointer(base + offset)
                    let any = raw.loadUnaligned(as: SIMD16<UInt8>.self) | raw.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
                        | raw.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self)
                        | raw.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)
                    let halves = unsafeBitCast(any, to: SIMD2<UInt64>.self)
                    if (halves[0] | halves[1]) & 0x8080_8080_8080_8080 != 0 { break }
                    offset += 64
                }
                if let found = scanBlocks(base, count: count, offset: &offset, stop: { $0 .>= top }) { offset = found }
                // Scalars one by one, as long as they are not ASCII (and the ASCII after fewer than sixteen).
                while offset < count {
                    let lead = base[offset]
                    if lead < 0x80 {
                        offset += 1
                        if offset + 16 <= count { break }
                        continue
                    }
                    let length = sequenceLength(base, offset, count)
                    if length == 0 { return false }
                    offset += length
                }
            }
            return true
        }
    }

    /// The length of the well-formed sequence whose lead byte (0x80 or above) is at `offset` of the
    /// `count` bytes at `base`, 0 if it is not one (also for the XML reader, which checks a document's
    /// characters as it reads them).
    @inlinable @inline(__always)
    package static func sequenceLength(_ base: UnsafePointer<UInt8>, _ offset: Int, _ count: Int) -> Int {
        let lead = base[offset]
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        let continuations: Int
        switch lead {
        case 0xC2...0xDF: continuations = 1
        case 0xE0: continuations = 2; low = 0xA0
        case 0xED: continuations = 2; high = 0x9F
        case 0xE1...0xEF: continuations = 2
        case 0xF0: continuations = 3; low = 0x90
        case 0xF4: continuations = 3; high = 0x8F
        case 0xF1...0xF3: continuations = 3
        default: return 0
        }
        guard offset + continuations < count else { return 0 }
        let second = base[offset + 1]
        guard second >= low && second <= high else { return 0 }
        if continuations >= 2 && base[offset + 2] & 0xC0 != 0x80 { return 0 }
        if continuations == 3 && base[offset + 3] & 0xC0 != 0x80 { return 0 }
        return continuations + 1
    }
}
