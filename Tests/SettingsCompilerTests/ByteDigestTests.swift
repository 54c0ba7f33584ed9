import Platform
import Testing
import TestSupport

/// `System.ByteDigest`, which tells whether a file read twice gave the same bytes both times: the same
/// bytes give the same digest however the reads cut them into blocks, and other bytes another one.
@Suite("ByteDigest")
struct ByteDigestTests {
    @Test func theDigestDoesNotDependOnHowTheBytesWereCut() {
        var random = SplitMix64(seed: 20_261_129_7)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            var whole = System.ByteDigest()
            whole.add(bytes[...])
            var pieces = System.ByteDigest()
            var from = 0
            while from < bytes.count {
                let to = min(bytes.count, from + Int.random(in: 0...20, using: &random))
                pieces.add(bytes[from..<to])
                from = to
            }
            #expect(pieces == whole, "\(bytes.count) bytes")
            #expect(whole.count == bytes.count)
        }
    }

    @Test func otherBytesGiveAnotherDigest() {
        var random = SplitMix64(seed: 20_261_129_8)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 1...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            var changed = bytes
            let at = Int.random(in: 0..<bytes.count, using: &random)
            changed[at] ^= UInt8.random(in: 1...255, using: &random)
            var original = System.ByteDigest(), other = System.ByteDigest(), longer = System.ByteDigest()
            original.add(bytes[...])
            other.add(changed[...])
            longer.add((bytes + [0])[...])
            #expect(original != other, "byte \(at) of \(bytes.count)")
            #expect(original != longer)
        }
    }
}
