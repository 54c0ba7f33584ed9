/// Counting one byte's occurrences in a text, sixteen bytes at a time.
extension System {
    /// How many times `byte` occurs in `bytes`: a reader sizing its tables up front (a `.strings`
    /// table's entries, one for each `;`).
    ///
    /// Each block of sixteen bytes is compared at once and its matches added lane by lane, a lane's
    /// count kept in a byte for up to 255 blocks before the lanes are summed: about half an instruction
    /// a byte. `memchr` called once per occurrence cost ~70 instructions an occurrence, which on a
    /// table of short entries was two instructions a byte.
    package static func count(of byte: UInt8, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            let count = buffer.count
            let wanted = SIMD16<UInt8>(repeating: byte), one = SIMD16<UInt8>(repeating: 1), zero = SIMD16<UInt8>()
            var found = 0
            var offset = 0
            while offset + 16 <= count {
                // At most 255 blocks a round, so that no lane's count passes 255.
                let end = offset + min(255, (count - offset) / 16) * 16
                var lanes = zero
                while offset < end {
                    let block = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
                    lanes &+= zero.replacing(with: one, where: block .== wanted)
                    offset += 16
                }
                found += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
            }
            while offset < count {
                if base[offset] == byte { found += 1 }
                offset += 1
            }
            return found
        }
    }
}
