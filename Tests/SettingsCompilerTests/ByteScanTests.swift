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
            let bytes = Self.text(of: alphabet, upTo: 80, oneOf: stops, using: &random)
            let start = Int.random(in: 0...min(3, bytes.count), using: &random)
            let slice = bytes[start...]
            let from = Int.random(in: start...bytes.count, using: &random)
            let expected = slice[from...].firstIndex { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || [0x26, 0x5D, 0xEF].contains($0) }
                ?? slice.endIndex
            #expect(System.firstControl(or: UInt8(ascii: "&"), UInt8(ascii: "]"), 0xEF, in: slice, from: from) == expected,
                    "\(bytes) from \(from)")
        }
    }

    /// The five-byte search stops where a byte loop stops and counts the scalars it passes as one does,
    /// across whole blocks of sixteen and the bytes after them.
    @Test func theFiveByteSearchStopsAndCountsAsAByteLoopDoes() {
        var random = SplitMix64(seed: 20_261_129)
        // Text with two- and three-byte scalars; now and then a quote, a backslash or a line break.
        let alphabet = Array("Sound é 音 a".utf8)
        let stops: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), 0x0A, 0x0D]
        for _ in 0..<2_000 {
            let bytes = Self.text(of: alphabet, upTo: 90, oneOf: stops, using: &random)
            let from = Int.random(in: 0...bytes.count, using: &random)
            let expected = bytes[from...].firstIndex { stops.contains($0) } ?? bytes.endIndex
            let expectedScalars = bytes[from..<expected].filter { $0 & 0xC0 != 0x80 }.count
            var scalars = 7
            let found = System.firstOf(stops[0], stops[1], stops[2], stops[3], stops[4], in: bytes, from: from,
                                       scalars: &scalars)
            #expect(found == expected && scalars == 7 + expectedScalars, "\(bytes) from \(from)")
        }
    }

    /// The four-byte search (`StopBytes`, no scalars counted) stops where a byte loop stops, wherever the stop stands in
    /// its block of sixteen and in the bytes after the last whole block.
    @Test func theFourByteSearchStopsAsAByteLoopDoes() {
        var random = SplitMix64(seed: 20_261_129_4)
        let alphabet = Array("Sound é 音 a'".utf8)
        let stops: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D]
        for _ in 0..<2_000 {
            let bytes = Self.text(of: alphabet, upTo: 90, oneOf: stops, using: &random)
            let from = Int.random(in: 0...bytes.count, using: &random)
            let expected = bytes[from...].firstIndex { stops.contains($0) } ?? bytes.endIndex
            #expect(StopBytes(stops[0], stops[1], stops[2], stops[3]).first(in: bytes, from: from) == expected,
                    "\(bytes) from \(from)")
        }
        #expect(StopBytes(0x22, 0x5C, 0x0A, 0x0D).first(in: [], from: 0) == 0)
    }

    /// The JSON string search stops where a byte loop stops: at either byte given, a control character, DEL
    /// passed over as printable, and every byte from 0x80 up, wherever it stands in its block of sixteen.
    @Test func theJSONStringSearchStopsAtWhatAByteLoopStopsAt() {
        var random = SplitMix64(seed: 20_261_130)
        let alphabet = Array("Automatic Alerts 1.18.3 [ar] ~".utf8) + [0x7F, 0x20]
        let stops: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x00, 0x09, 0x0A, 0x1F, 0x80, 0xBF, 0xC3, 0xE2, 0xFF]
        for _ in 0..<2_000 {
            let bytes = Self.text(of: alphabet, upTo: 90, oneOf: stops, using: &random)
            let from = Int.random(in: 0...bytes.count, using: &random)
            let expected = bytes[from...].firstIndex { $0 < 0x20 || $0 >= 0x80 || $0 == 0x22 || $0 == 0x5C } ?? bytes.endIndex
            #expect(System.firstOutsidePrintableASCII(or: 0x22, 0x5C, in: bytes, from: from) == expected,
                    "\(bytes) from \(from)")
        }
        #expect(System.firstOutsidePrintableASCII(or: 0x22, 0x5C, in: [], from: 0) == 0)
    }

    /// The run search stops at the first byte other than the one given, as a byte loop does, wherever it
    /// stands in its block of sixteen.
    @Test func theRunSearchStopsWhereTheRunEnds() {
        var random = SplitMix64(seed: 20_261_202)
        for _ in 0..<2_000 {
            let run = Int.random(in: 0...40, using: &random)
            var bytes = [UInt8](repeating: 0x20, count: run)
            bytes += (0..<Int.random(in: 0...20, using: &random)).map { _ in [0x20, 0x09, 0x22, 0x0A, 0x00].randomElement(using: &random)! }
            let from = Int.random(in: 0...bytes.count, using: &random)
            let expected = bytes[from...].firstIndex { $0 != 0x20 } ?? bytes.endIndex
            #expect(System.firstOther(than: 0x20, in: bytes, from: from) == expected, "\(bytes) from \(from)")
        }
    }

    /// The count of a byte is what a byte loop counts: in texts shorter than a block, across the 255
    /// blocks after which the lanes are summed (4,080 bytes), in a text made only of that byte, and in
    /// the bytes after the last block.
    @Test func theByteCountIsWhatAByteLoopCounts() {
        var random = SplitMix64(seed: 20_261_129_5)
        let alphabet = Array("\"Key\" = \"Wert\";\n".utf8) + [0xC3, 0xA9, 0x00, 0xFF]
        for round in 0..<300 {
            let length = round < 100 ? Int.random(in: 0...40, using: &random) : Int.random(in: 4_000...9_000, using: &random)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
            for byte: UInt8 in [UInt8(ascii: ";"), 0x00, 0xFF] {
                #expect(System.count(of: byte, in: bytes) == bytes.filter { $0 == byte }.count, "\(length) bytes")
            }
        }
        let all = [UInt8](repeating: UInt8(ascii: ";"), count: 255 * 16 * 3 + 7)
        #expect(System.count(of: UInt8(ascii: ";"), in: all) == all.count)
        #expect(System.count(of: 0, in: []) == 0)
    }

    /// The offsets of a byte are those a byte loop finds, from any start, shifted, appended after the
    /// offsets already there: in chunks shorter than a block, with several matches in one block's
    /// halves, and across many blocks.
    @Test func theOffsetsOfAByteAreWhatAByteLoopFinds() {
        var random = SplitMix64(seed: 20_261_129_6)
        let alphabet = Array("\t<key>a</key>\n\n".utf8) + [0xC3, 0xA9]
        for round in 0..<1_000 {
            let length = round < 500 ? Int.random(in: 0...40, using: &random) : Int.random(in: 40...3_000, using: &random)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
            let from = Int.random(in: 0...length, using: &random)
            let shift = Int.random(in: 0...1_000, using: &random)
            var offsets = [-1, -2]
            bytes.withUnsafeBytes { System.append(offsetsOf: 0x0A, in: $0, from: from, shiftedBy: shift, to: &offsets) }
            let expected = [-1, -2] + bytes.indices.filter { $0 >= from && bytes[$0] == 0x0A }.map { $0 + shift }
            #expect(offsets == expected, "\(length) bytes from \(from)")
            #expect(bytes.withUnsafeBytes { System.count(of: 0x0A, in: $0, from: from) } == expected.count - 2)
        }
    }

    /// Appending a run with its escapes decoded gives what decoding byte by byte gives, after what the
    /// output held; an escape that ends the run is kept.
    @Test func appendingUnescapedMatchesBytewiseDecoding() {
        var random = SplitMix64(seed: 20_261_201)
        let alphabet = Array("\\\\nab\"".utf8) + [0xC3, 0xA9]
        let decode: (UInt8) -> UInt8 = { $0 == UInt8(ascii: "n") ? 0x0A : $0 }
        for _ in 0..<1_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let lower = Int.random(in: 0...bytes.count, using: &random)
            let range = lower..<Int.random(in: lower...bytes.count, using: &random)
            var expected: [UInt8] = [1, 2]
            var at = range.lowerBound
            while at < range.upperBound {
                if bytes[at] == UInt8(ascii: "\\"), at + 1 < range.upperBound {
                    expected.append(decode(bytes[at + 1]))
                    at += 2
                } else {
                    expected.append(bytes[at])
                    at += 1
                }
            }
            var output: [UInt8] = [1, 2]
            System.append(bytes, range, to: &output, unescaping: UInt8(ascii: "\\"), decode)
            #expect(output == expected, "\(bytes) \(range)")
        }
    }

    /// Up to `maxLength` bytes of `alphabet`, one of which is one of `stops` in about one text of two.
    private static func text(of alphabet: [UInt8], upTo maxLength: Int, oneOf stops: [UInt8],
                             using random: inout SplitMix64) -> [UInt8] {
        let length = Int.random(in: 0...maxLength, using: &random)
        var bytes = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
        if length > 0, Bool.random(using: &random) {
            bytes[Int.random(in: 0..<length, using: &random)] = stops.randomElement(using: &random)!
        }
        return bytes
    }

    /// UTF-16 in either byte order becomes the UTF-8 the standard library makes of it, lone surrogates
    /// and an odd last byte repaired as U+FFFD, whether a run of ASCII takes the eight-unit path or not.
    @Test func utf16BecomesTheUTF8TheStandardLibraryMakes() {
        var random = SplitMix64(seed: 20_261_130)
        let units: [UInt16] = Array("Sound = \"x\";\n".utf16) + [0xE9, 0x97F3, 0xD83D, 0xDE00, 0xD800, 0xDC00]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in units.randomElement(using: &random)! }
            let odd = Int.random(in: 0..<8, using: &random) == 0
            let bigEndian = Bool.random(using: &random)
            var bytes = text.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            if odd { bytes.append(0x41) }
            var expected = Array(String(decoding: text, as: UTF16.self).utf8)
            if odd { expected += [0xEF, 0xBF, 0xBD] }
            let start = Int.random(in: 0...2, using: &random)
            let framed = [UInt8](repeating: 0x20, count: start) + bytes
            #expect(System.utf8(fromUTF16: framed[start...], bigEndian: bigEndian).utf8 == expected, "\(text)")
        }
    }

    /// The UTF-8 check accepts what the standard library's validation accepts and nothing else: valid
    /// scalars of every length, among ASCII runs long and short, and every kind of bad sequence (a stray
    /// continuation, an overlong form, an encoded surrogate, a scalar past U+10FFFF, a cut sequence),
    /// wherever it stands in a block of sixteen or after the last one.
    @Test func utf8IsToldAsTheStandardLibraryTellsIt() {
        var random = SplitMix64(seed: 20_261_201)
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("Sound ".utf8), Array("ß".utf8), Array("한".utf8), Array("😀".utf8),
            Array("\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}".utf8),
            [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
        ]
        let ascii = [UInt8](repeating: UInt8(ascii: "x"), count: 20)
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                // Mostly valid text; a bad piece in about one document of three.
                let piece = Int.random(in: 0..<(Int.random(in: 0..<3, using: &random) == 0 ? pieces.count : 6), using: &random)
                bytes += pieces[piece]
                if Bool.random(using: &random) { bytes += ascii.prefix(Int.random(in: 0...20, using: &random)) }
            }
            let start = Int.random(in: 0...min(2, bytes.count), using: &random)
            #expect(System.isUTF8(bytes[start...]) == (String(validating: bytes[start...], as: UTF8.self) != nil), "\(bytes) from \(start)")
        }
        #expect(System.isUTF8([UInt8]()[...]))
    }

    /// The same with long runs of ASCII, which are passed sixty-four bytes at a time: a scalar that is
    /// not ASCII, good or bad, at every position in and after such a stretch, and at its very end.
    @Test func utf8IsToldAsTheStandardLibraryTellsItAfterLongASCIIRuns() {
        var random = SplitMix64(seed: 20_261_202_1)
        let pieces: [[UInt8]] = [Array("ß".utf8), Array("한".utf8), Array("😀".utf8), [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80],
                                 [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xE2, 0x82]]
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                bytes += (0..<Int.random(in: 0...150, using: &random)).map { _ in UInt8.random(in: 0x00...0x7F, using: &random) }
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            bytes += [UInt8](repeating: UInt8(ascii: "y"), count: Int.random(in: 0...70, using: &random))
            let start = Int.random(in: 0...min(2, bytes.count), using: &random)
            #expect(System.isUTF8(bytes[start...]) == (String(validating: bytes[start...], as: UTF8.self) != nil), "\(bytes) from \(start)")
        }
        for length in [63, 64, 65, 127, 128, 129] {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                bytes[position] = 0x80
                #expect(!System.isUTF8(bytes[...]), "a stray continuation byte at \(position) of \(length)")
                bytes[position] = 0x7F
                #expect(System.isUTF8(bytes[...]))
            }
        }
    }

    /// Comparing with a literal eight bytes at a time says what comparing byte by byte says: for every
    /// length up to past two words, a slice that does not start at 0, a difference at each position, a
    /// length one short or one over, and Apple's DOCTYPE.
    @Test func aLiteralIsComparedAsByteByByte() {
        let literals: [StaticString] = ["", "a", "key", "dict", "string", "integer", "<?xml ver", "0123456789abcdef",
                                        "0123456789abcdefg", #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#]
        for literal in literals {
            let text = Array(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
            let padded = [0x20] + text + [0x20, 0x20]
            let slice = padded[1..<(1 + text.count)]
            #expect(System.bytes(slice, equal: literal), "\(literal)")
            for position in text.indices {
                var changed = padded
                changed[1 + position] ^= 0x01
                #expect(!System.bytes(changed[1..<(1 + text.count)], equal: literal), "\(literal) at \(position)")
            }
            #expect(!System.bytes(padded[1..<(2 + text.count)], equal: literal))
            if !text.isEmpty { #expect(!System.bytes(padded[1..<text.count], equal: literal)) }
        }
    }
}
