/// A cheap running digest of a byte stream, the same however the stream was cut into blocks: enough to
/// tell whether a file read twice gave the same bytes both times (not a cryptographic hash).
///
/// Eight bytes at a time are folded in (a multiply and a rotate each), into four states in turn (word `n`
/// into state `n % 4`), so that the four folds of 32 bytes do not wait for one another: about 0.9
/// instructions a byte (one state took 1.25: each fold needed the last one's product). A word that
/// differs changes its state, and no later fold undoes that (each step is a bijection of the state).
extension System {
    package struct ByteDigest: Equatable, Sendable {
        /// Bytes taken in so far.
        package private(set) var count = 0
        private var states: (UInt64, UInt64, UInt64, UInt64) =
            (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63)
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
                        fold(partial, intoStateOf: count / 8 - 1)
                        partial = 0
                    }
                }
                // Whole words one at a time up to a word that goes into the first state.
                while (count / 8) & 3 != 0, index &+ 8 <= raw.count {
                    fold(Self.word(raw, index), intoStateOf: count / 8)
                    count += 8
                    index &+= 8
                }
                // Four words at a time, with the states in registers, not stored back after each one.
                var (a, b, c, d) = states
                let first = index
                while index &+ 32 <= raw.count {
                    a = Self.fold(a, Self.word(raw, index))
                    b = Self.fold(b, Self.word(raw, index &+ 8))
                    c = Self.fold(c, Self.word(raw, index &+ 16))
                    d = Self.fold(d, Self.word(raw, index &+ 24))
                    index &+= 32
                }
                states = (a, b, c, d)
                count += index - first
                while index &+ 8 <= raw.count {
                    fold(Self.word(raw, index), intoStateOf: count / 8)
                    count += 8
                    index &+= 8
                }
                while index < raw.count {
                    partial |= UInt64(raw[index]) << (UInt64(count & 7) * 8)
                    count += 1
                    index += 1
                }
            }
        }

        @inline(__always)
        private static func word(_ raw: UnsafeRawBufferPointer, _ index: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        }

        /// Folds the word numbered `word` (from the stream's start) into its state.
        private mutating func fold(_ value: UInt64, intoStateOf word: Int) {
            switch word & 3 {
            case 0: states.0 = Self.fold(states.0, value)
            case 1: states.1 = Self.fold(states.1, value)
            case 2: states.2 = Self.fold(states.2, value)
            default: states.3 = Self.fold(states.3, value)
            }
        }

        @inline(__always)
        private static func fold(_ state: UInt64, _ word: UInt64) -> UInt64 {
            ((state ^ word) &* 0x100_0000_01B3).rotatedLeft(27)
        }

        package static func == (lhs: ByteDigest, rhs: ByteDigest) -> Bool {
            lhs.count == rhs.count && lhs.states == rhs.states && lhs.partial == rhs.partial
        }
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(_ bits: UInt64) -> UInt64 { (self << bits) | (self >> (64 - bits)) }
}
