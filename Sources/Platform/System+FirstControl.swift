/// Finding the few bytes a reader must stop at in a run of text, sixteen bytes at a time.
extension System {
    /// The index of the first byte at or after `from` that is a C0 control other than tab and line feed
    /// (a carriage return among them), or `first`, `second` or `third`; `bytes.endIndex` if there is none.
    ///
    /// Sixteen bytes are compared at once with vector instructions, and only a block holding a match is
    /// looked at byte by byte: on the text of a property list, most of it tags, tabs and line feeds, this
    /// costs about one instruction a byte where a table lookup per byte costs five.
    @inlinable
    package static func firstControl(or first: UInt8, _ second: UInt8, _ third: UInt8, in bytes: ArraySlice<UInt8>, from: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return bytes.endIndex }
            var offset = from - bytes.startIndex
            let count = buffer.count
            let space = SIMD16<UInt8>(repeating: 0x20), tab = SIMD16<UInt8>(repeating: 0x09)
            let lineFeed = SIMD16<UInt8>(repeating: 0x0A)
            let wantedFirst = SIMD16<UInt8>(repeating: first), wantedSecond = SIMD16<UInt8>(repeating: second)
            let wantedThird = SIMD16<UInt8>(repeating: third)
            while offset + 16 <= count {
                let block = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
                let control = (block .< space) .& (block .!= tab) .& (block .!= lineFeed)
                if any(control .| (block .== wantedFirst) .| (block .== wantedSecond) .| (block .== wantedThird)) { break }
                offset += 16
            }
            while offset < count {
                let byte = base[offset]
                if (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == first || byte == second || byte == third {
                    break
                }
                offset += 1
            }
            return offset + bytes.startIndex
        }
    }
}

extension System {
    /// The index of the first byte at or after `from` that is one of the five given, or `bytes.endIndex`;
    /// adds to `scalars` how many of the bytes passed over start a UTF-8 scalar (are not continuation
    /// bytes, 0x80–0xBF), for a reader that counts columns in scalars.
    ///
    /// Sixteen bytes are compared at once, and the block that holds a match is not gone over again byte
    /// by byte: the match's lane is found from the comparison's bits (the lowest set byte), and the
    /// continuation bytes before it are counted from theirs. Only the last fifteen bytes of `bytes` are
    /// looked at one by one. Most texts of a `.strings` table are shorter than a block, so this is about
    /// forty instructions a text where a table lookup per byte costs six a byte.
    ///
    /// Takes the whole array and an index (a slice made per call cost a retain and a release).
    @inlinable
    package static func firstOf(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8, _ fifth: UInt8,
                                in bytes: [UInt8], from: Int, scalars: inout Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return bytes.endIndex }
            let start = from
            var offset = start
            var continuations = 0
            let count = buffer.count
            #if _endian(little)
            let zero = SIMD16<UInt8>(repeating: 0), all = SIMD16<UInt8>(repeating: 0xFF), one = SIMD16<UInt8>(repeating: 1)
            let top = SIMD16<UInt8>(repeating: 0xC0), continuation = SIMD16<UInt8>(repeating: 0x80)
            // Made once, outside the loop: built inside it, the comparisons were compiled lane by lane.
            let wanted = (SIMD16<UInt8>(repeating: first), SIMD16<UInt8>(repeating: second),
                          SIMD16<UInt8>(repeating: third), SIMD16<UInt8>(repeating: fourth),
                          SIMD16<UInt8>(repeating: fifth))
            while offset + 16 <= count {
                let block = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
                let stop = (block .== wanted.0) .| (block .== wanted.1) .| (block .== wanted.2)
                    .| (block .== wanted.3) .| (block .== wanted.4)
                // One byte a lane: 0xFF where a stop is, 1 where a continuation byte is (a bit each to count).
                let stops = unsafeBitCast(zero.replacing(with: all, where: stop), to: SIMD2<UInt64>.self)
                let tails = unsafeBitCast(zero.replacing(with: one, where: (block & top) .== continuation),
                                          to: SIMD2<UInt64>.self)
                if stops[0] == 0 && stops[1] == 0 {
                    continuations &+= tails[0].nonzeroBitCount &+ tails[1].nonzeroBitCount
                    offset += 16
                    continue
                }
                // Little-endian lanes: the lowest set byte is the first stop.
                let lane = stops[0] != 0 ? stops[0].trailingZeroBitCount >> 3 : 8 + stops[1].trailingZeroBitCount >> 3
                let low: UInt64 = lane >= 8 ? tails[0] : tails[0] & ((1 << (UInt64(lane) << 3)) &- 1)
                let high: UInt64 = lane <= 8 ? 0 : tails[1] & ((1 << (UInt64(lane - 8) << 3)) &- 1)
                continuations &+= low.nonzeroBitCount &+ high.nonzeroBitCount
                scalars += lane + offset - start - continuations
                return offset + lane
            }
            #endif
            while offset < count {
                let byte = base[offset]
                if byte == first || byte == second || byte == third || byte == fourth || byte == fifth { break }
                continuations &+= byte & 0xC0 == 0x80 ? 1 : 0
                offset += 1
            }
            scalars += offset - start - continuations
            return offset
        }
    }
}

extension System {
    /// The index of the first byte at or after `from` that is `first` or `second` or is not printable
    /// ASCII (below 0x20, or 0x80 and above); `bytes.endIndex` if there is none. What a JSON string's
    /// reader stops at: its closing quote, an escape, a control character, or a byte to check as UTF-8.
    ///
    /// Sixteen bytes at a time (`scanBlocks`), the match's lane read from the comparison's bits. A JSON
    /// string is read this way in one or two blocks where a loop of three comparisons a byte took
    /// about eight instructions a byte.
    @inlinable
    package static func firstOutsidePrintableASCII(or first: UInt8, _ second: UInt8, in bytes: [UInt8], from: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return bytes.endIndex }
            var offset = from
            let count = buffer.count
            // Made once, outside the loop (see `firstOf`). Printable: 0x20 up to 0x7F, so `byte - 0x20 < 0x60`.
            let space = SIMD16<UInt8>(repeating: 0x20), printable = SIMD16<UInt8>(repeating: 0x60)
            let wanted = (SIMD16<UInt8>(repeating: first), SIMD16<UInt8>(repeating: second))
            if let found = scanBlocks(base, count: count, offset: &offset, stop: { block in
                ((block &- space) .>= printable) .| (block .== wanted.0) .| (block .== wanted.1)
            }) {
                return found
            }
            while offset < count {
                let byte = base[offset]
                if byte &- 0x20 >= 0x60 || byte == first || byte == second { break }
                offset += 1
            }
            return offset
        }
    }
}

extension System {
    /// The index of the first byte at or after `from` that is not `byte`, or `bytes.endIndex`: a line's
    /// indentation passed sixteen bytes at a time (a pretty-printed String Catalog is half spaces).
    @inlinable
    package static func firstOther(than byte: UInt8, in bytes: [UInt8], from: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return bytes.endIndex }
            var offset = from
            let count = buffer.count
            let same = SIMD16<UInt8>(repeating: byte)
            if let found = scanBlocks(base, count: count, offset: &offset, stop: { $0 .!= same }) { return found }
            while offset < count && base[offset] == byte { offset += 1 }
            return offset
        }
    }
}

extension System {
    /// Moves `offset` over the whole blocks of sixteen bytes in which `stop` marks no lane. Returns the
    /// offset of the first marked byte, or nil with `offset` at the first block that does not fit (fewer
    /// than sixteen bytes left), for the caller to finish byte by byte. The lane is read from the
    /// comparison's bits (little-endian lanes: the lowest set byte is the first), without a movemask.
    @inlinable @inline(__always)
    static func scanBlocks(_ base: UnsafePointer<UInt8>, count: Int, offset: inout Int,
                           stop: (SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>) -> Int? {
        #if _endian(little)
        let zero = SIMD16<UInt8>(repeating: 0), all = SIMD16<UInt8>(repeating: 0xFF)
        while offset + 16 <= count {
            let block = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
            let lanes = unsafeBitCast(zero.replacing(with: all, where: stop(block)), to: SIMD2<UInt64>.self)
            if lanes[0] != 0 { return offset + lanes[0].trailingZeroBitCount >> 3 }
            if lanes[1] != 0 { return offset + 8 + lanes[1].trailingZeroBitCount >> 3 }
            offset += 16
        }
        #endif
        return nil
    }
}
