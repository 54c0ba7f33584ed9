import Platform
import Testing
import TestSupport

/// A binary property list's UTF-16 strings are transcoded in one step (`appendUTF16BigEndian`): the same
/// UTF-8 as the standard library's transcoding for every kind of unit, and, for a lone surrogate, its
/// index and nothing appended.
@Suite("Mapped file UTF-16")
struct MappedFileUTF16Tests {
    /// `units` big-endian, after `offset` bytes of padding, as a file.
    private func file(_ units: [UInt16], offset: Int) -> System.MappedFile {
        System.MappedFile(copying: Array(repeating: 0xEE, count: offset) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
    }

    private func transcoded(_ units: [UInt16], after existing: [UInt8] = [0x41]) -> (text: [UInt8], lone: Int?) {
        var text = existing
        let lone = file(units, offset: 3).appendUTF16BigEndian(at: 3, units: units.count, to: &text)
        return (text, lone)
    }

    @Test func unitsOfEveryLengthAreTranscodedAsTheStandardLibraryDoes() {
        var random = SplitMix64(seed: 11)
        // One, two and three bytes, and pairs (four), at the edges of each range.
        let pieces: [[UInt16]] = [[0x00], [0x41], [0x7F], [0x80], [0x7FF], [0x800], [0xD7FF], [0xE000], [0xFFFD],
                                  [0xFFFF], [0xD800, 0xDC00], [0xD83D, 0xDE00], [0xDBFF, 0xDFFF], [0xAC00]]
        for length in 0..<40 {
            let units = (0..<length).flatMap { _ in pieces.randomElement(using: &random)! }
            let (text, lone) = transcoded(units)
            #expect(lone == nil)
            #expect(text == [0x41] + Array(String(decoding: units, as: UTF16.self).utf8), "\(units)")
        }
    }

    @Test func aLoneSurrogateIsFoundWhereItStandsAndNothingIsAppended() {
        let cases: [([UInt16], Int)] = [
            ([0xD800], 0),                      // a high surrogate at the end
            ([0x41, 0xD800, 0x41], 1),          // followed by something else
            ([0x41, 0xD800, 0xD800, 0xDC00], 1), // followed by another high one
            ([0xDC00], 0),                      // a low one alone
            ([0xD83D, 0xDE00, 0x42, 0xDE00], 3), // after a pair
            ([0xAC00, 0x7FF, 0xDFFF], 2),
        ]
        for (units, index) in cases {
            let (text, lone) = transcoded(units, after: [0x41, 0x42])
            #expect(lone == index, "\(units)")
            #expect(text == [0x41, 0x42], "\(units)")
        }
    }
}
