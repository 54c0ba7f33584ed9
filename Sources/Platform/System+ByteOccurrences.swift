/// Counting and listing one byte's occurrences in a text, sixteen bytes at a time.
extension System {
    /// How many times `byte` occurs in `bytes`: a reader sizing its tables up front (a `.strings`
    /// table's entries, one for each `;`).
    ///
    /// Each block of sixteen bytes is compared at once and its matches added lane by lane, a lane's
    /// count kept in a byte for up to 255 blocks before the lanes are summed: about half an instruction
    /// a byte. `memchr` called once per occurrence cost ~70 instructions an occurrence, which on a
    /// table of short entries was two instructions a byte.
    package static func count(of byte: UInt8, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { count(of: byte, in: $0, from: 0) }
    }

    /// How many times `byte` occurs in `bytes` at or after `from`.
    package static func count(of byte: UInt8, in bytes: UnsafeRawBufferPointer, from: Int) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        let wanted = SIMD16<UInt8>(repeating: byte), one = SIMD16<UInt8>(repeating: 1), zero = SIMD16<UInt8>()
        var found = 0
        var offset = from
        while offset + 16 <= count {
            // At most 255 blocks a round, so that no lane's count passes 255.
            let end = offset + min(255, (count - offset) / 16) * 16
            var lanes = zero
            while offset < end {
                let block = (base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
                lanes &+= zero.replacing(with: one, where: block .== wanted)
                offset += 16
            }
            found += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while offset < count {
            if base.load(fromByteOffset: offset, as: UInt8.self) == byte { found += 1 }
            offset += 1
        }
        return found
    }

    /// Appends to `offsets`, in order, `shift` plus the offset of each `byte` in `bytes` at or after
    /// `from`: the line feeds of a chunk of input, for the line starts of positions.
    ///
    /// The occurrences are counted first (`count(of:in:from:)`), so that `offsets` grows once and is
    /// then written in place; a block of sixteen bytes with matches gives their lanes from the
    /// comparison's bits. On a property list's lines (~25 bytes) this is ~25 instructions a line, where
    /// a `memchr` call and an `append` for each line were ~60.
    package static func append(offsetsOf byte: UInt8, in bytes: UnsafeRawBufferPointer, from: Int, shiftedBy shift: Int,
                               to offsets: inout [Int]) {
        let found = count(of: byte, in: bytes, from: from)
        guard found > 0, let base = bytes.baseAddress else { return }
        var next = offsets.count
        offsets.append(contentsOf: repeatElement(0, count: found))
        offsets.withUnsafeMutableBufferPointer { output in
            let count = bytes.count
            var offset = from
            #if _endian(little)
            let wanted = SIMD16<UInt8>(repeating: byte), one = SIMD16<UInt8>(repeating: 1), zero = SIMD16<UInt8>()
            while offset &+ 16 <= count {
                let block = (base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
                // One bit a matching lane, the lowest of its byte (little-endian lanes: the first is lowest).
                let lanes = unsafeBitCast(zero.replacing(with: one, where: block .== wanted), to: SIMD2<UInt64>.self)
                var low = lanes[0], high = lanes[1]
                while low != 0 {
                    output[next] = shift &+ offset &+ low.trailingZeroBitCount >> 3
                    next &+= 1
                    low &= low &- 1
                }
                while high != 0 {
                    output[next] = shift &+ offset &+ 8 &+ high.trailingZeroBitCount >> 3
                    next &+= 1
                    high &= high &- 1
                }
                offset &+= 16
            }
            #endif
            while offset < count {
                if base.load(fromByteOffset: offset, as: UInt8.self) == byte {
                    output[next] = shift &+ offset
                    next &+= 1
                }
                offset &+= 1
            }
        }
    }
}
