/// Four bytes a reader stops at, each made a vector once.
///
/// Searching sixteen bytes at a time needs each byte repeated across a vector; made on every search,
/// that was ~20 of the ~55 instructions a search of a short text cost. A reader that searches many
/// short texts for the same bytes (a `.strings` table's plain entries: two searches an entry) makes
/// them once and keeps them.
///
/// Public, with package members, so that its `@inlinable` members are inlined into other modules (see
/// `HashSlots`).
public struct StopBytes: Sendable {
    @usableFromInline let vectors: (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)
    @usableFromInline let bytes: (UInt8, UInt8, UInt8, UInt8)

    @inlinable
    package init(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8) {
        bytes = (first, second, third, fourth)
        vectors = (SIMD16(repeating: first), SIMD16(repeating: second), SIMD16(repeating: third), SIMD16(repeating: fourth))
    }

    /// The index of the first byte of `text` at or after `from` that is one of the four, or
    /// `text.endIndex`.
    @inlinable @inline(__always)
    package func first(in text: [UInt8], from: Int) -> Int {
        text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return text.endIndex }
            var offset = from
            let count = buffer.count
            let vectors = vectors
            if let found = System.scanBlocks(base, count: count, offset: &offset, stop: { block in
                (block .== vectors.0) .| (block .== vectors.1) .| (block .== vectors.2) .| (block .== vectors.3)
            }) {
                return found
            }
            while offset < count {
                let byte = base[offset]
                if byte == bytes.0 || byte == bytes.1 || byte == bytes.2 || byte == bytes.3 { break }
                offset += 1
            }
            return offset
        }
    }
}
