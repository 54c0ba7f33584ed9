import Platform
import Testing
import TestSupport

/// `System.firstMarked` and `System.firstControl`: the scans readers use to pass over bytes they have no
/// business with.
@Suite("ByteScan")
struct ByteScanTests {
    private let quotes: [Bool] = (0...255).map { $0 == Int(UInt8(ascii: "\"")) }

    // New with the counting scan: a reader that counts columns in scalars moves over a run at once.
    @Test func countsTheScalarsPassedOver() {
        let bytes = Array("aé한😀\"b".utf8)
        var scalars = 10
        let end = System.firstMarked(quotes, in: bytes[...], from: 0, scalars: &scalars)
        #expect(end == 10)
        #expect(scalars == 14)
        // From inside a slice, and to its end when nothing is marked.
        let slice = bytes[1..<9]
        var none = 0
        #expect(System.firstMarked(quotes, in: slice, from: 3, scalars: &none) == 9)
        #expect(none == 2)
        #expect(System.firstMarked(quotes, in: slice, from: 9, scalars: &none) == 9)
        #expect(none == 2)
    }

    /// The sixteen-bytes-at-a-time search finds what a byte-by-byte one finds, wherever the match stands
    /// in its block of sixteen, from any start, in a slice that does not start at 0.
    @Test func theVectorSearchFindsWhatAByteLoopFinds() {
        var random = SplitMix64(seed: 20_261_128)
        // Mostly text, tabs and line feeds, as in a property list; now and then a byte to stop at.
        let alphabet = Array("<key>Title</key>\t\n".utf8) + [0x09, 0x0A, 0x20, 0xC3, 0xA9]
        let stops: [UInt8] = [0x00, 0x01, 0x08, 0x0B, 0x0D, 0x1F, UInt8(ascii: "&"), UInt8(ascii: "]"), 0xEF]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...80, using: &random)
            var bytes = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
            if length > 0, Bool.random(using: &random) {
                bytes[Int.random(in: 0..<length, using: &random)] = stops.randomElement(using: &random)!
            }
            let start = Int.random(in: 0...min(3, length), using: &random)
            let slice = bytes[start...]
            let from = Int.random(in: start...bytes.count, using: &random)
            let expected = slice[from...].firstIndex { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || [0x26, 0x5D, 0xEF].contains($0) }
                ?? slice.endIndex
            #expect(System.firstControl(or: UInt8(ascii: "&"), UInt8(ascii: "]"), 0xEF, in: slice, from: from) == expected,
                    "\(bytes) from \(from)")
        }
    }
}
