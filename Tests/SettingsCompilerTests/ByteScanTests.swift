import Platform
import Testing

/// `System.firstMarked`: the scan readers use to pass over bytes they have no business with.
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
}
