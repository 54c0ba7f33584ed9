extension System {
    /// `bytes[range]`, at most 16 bytes, packed into two words: the first byte lowest, the words filled with
    /// zeros past the last. A short text (a language tag, a key) told apart from others by two numbers and
    /// its length, without a slice of its buffer. Read a word at a time, never outside `bytes`: byte by
    /// byte it cost ~80 instructions a two-letter tag.
    package static func packed(_ bytes: [UInt8], _ range: Range<Int>) -> (low: UInt64, high: UInt64) {
        precondition(range.count <= 16 && range.lowerBound >= 0 && range.upperBound <= bytes.count, "more than 16 bytes, or outside the buffer")
        return bytes.withUnsafeBytes { raw in
            let start = range.lowerBound, count = range.count
            let low = word(raw, at: start, length: min(count, 8))
            return (low, count > 8 ? word(raw, at: start + 8, length: count - 8) : 0)
        }
    }

    /// The `length` (at most 8) bytes at `offset` of `raw` as a little-endian word, zero above them: one
    /// load where eight bytes from `offset` are in the buffer, else one ending at its end, shifted.
    @inline(__always)
    private static func word(_ raw: UnsafeRawBufferPointer, at offset: Int, length: Int) -> UInt64 {
        guard length > 0 else { return 0 }
        let mask: UInt64 = length == 8 ? ~0 : (1 << (8 * UInt64(length))) - 1
        if offset + 8 <= raw.count {
            return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) & mask
        }
        if raw.count >= 8 {
            let last = raw.count - 8
            return (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: last, as: UInt64.self)) >> (8 * UInt64(offset - last))) & mask
        }
        var value: UInt64 = 0
        for index in 0..<length { value |= UInt64(raw[offset + index]) << (8 * UInt64(index)) }
        return value
    }
}
