import Diagnostics
import Platform
import PropertyList
import Testing
import TestSupport

/// Keys and texts are compared byte for byte, as CoreFoundation's dictionaries and the Settings app compare
/// them, not by canonical equivalence, as Swift's `==` compares texts.
@Suite("Key bytes")
struct KeyBytesTests {
    @Test func textsAreTheSameWhenTheirBytesAre() {
        let long = String(repeating: "PreferenceSpecifiers", count: 3)
        // A short text held in the value, a long one in storage, the same text made twice (two storages).
        #expect(System.sameBytes("Key", "Key"))
        #expect(System.sameBytes("", ""))
        #expect(System.sameBytes(long, long))
        #expect(System.sameBytes(long, String(repeating: "PreferenceSpecifiers", count: 3)))
        // A short text in storage of its own (made from a Substring of a long one) and the same in the value.
        let stored = String(long.prefix(4))
        #expect(System.sameBytes(stored, "Pref"))
        #expect(!System.sameBytes("Key", "Kex"))
        #expect(!System.sameBytes("Key", "Keys"))
        #expect(!System.sameBytes(long, long + "x"))
    }

    /// A run of up to 16 bytes packs into two words, first byte lowest, zeros past the last, wherever it is
    /// in its buffer: at its start, at its end, in a buffer shorter than a word (read byte by byte there).
    @Test func shortRunsPackIntoTwoWords() {
        func reference(_ bytes: [UInt8], _ range: Range<Int>) -> (UInt64, UInt64) {
            var words: (UInt64, UInt64) = (0, 0)
            for (position, index) in range.enumerated() {
                if position < 8 { words.0 |= UInt64(bytes[index]) << (8 * UInt64(position)) }
                else { words.1 |= UInt64(bytes[index]) << (8 * UInt64(position - 8)) }
            }
            return words
        }
        for size in [0, 1, 3, 7, 8, 9, 15, 16, 17, 40] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: 0xA1 &+ $0 &* 37) }
            for start in 0...size {
                for count in 0...min(16, size - start) {
                    let packed = System.packed(bytes, start..<(start + count))
                    #expect(packed == reference(bytes, start..<(start + count)), "\(size) bytes, \(start)..<\(start + count)")
                }
            }
        }
        #expect(System.packed(Array("de-CH".utf8), 0..<5) == (0x48_43_2D_65_64, 0))
    }

    /// Texts sort in the order of their bytes, as their UTF-8 views' lexicographic order puts them: a
    /// prefix first, a byte above 0x7F after every ASCII byte, `é` as one scalar and as `e` with a
    /// combining accent apart (Swift's `<` calls them equal), short texts held in the value and long ones
    /// in storage, bridged or not.
    @Test func textsSortByTheirBytes() {
        let texts = ["", "a", "ab", "b", "B", "Settings.bundle/en.lproj/Root.strings", "Settings.bundle/en.lproj/Root.stringsdict",
                     "Settings.bundle/de.lproj/Root.strings", "caf\u{E9}", "cafe\u{301}", "caf", "\u{7F}", "\u{80}", "한", "😀",
                     String(repeating: "PreferenceSpecifiers", count: 3), String(repeating: "PreferenceSpecifiers", count: 3) + "a"]
        for first in texts {
            for second in texts {
                #expect(System.bytesPrecede(first, second) == first.utf8.lexicographicallyPrecedes(second.utf8),
                        "\(first) < \(second)")
            }
        }
        #expect(System.bytesPrecede("cafe\u{301}", "caf\u{E9}"))
        #expect(!System.bytesPrecede("caf\u{E9}", "cafe\u{301}"))
    }

    /// A key's hash depends on every byte of it, whatever its length (the last bytes of a key are read in
    /// one or two loads), and is the same for the same bytes wherever they are: in an array, at any
    /// offset, or in a `String`.
    @Test func everyByteOfAKeyReachesItsHash() {
        for length in 0...24 {
            let key = (0..<length).map { UInt8(0x41 + $0 % 26) }
            let hash = System.hashKey(key, 0..<length)
            #expect(System.hashKey([0x20, 0x20, 0x20] + key + [0x20], 3..<3 + length) == hash)
            #expect(System.hashKey(String(decoding: key, as: UTF8.self)) == hash)
            for position in 0..<length {
                var changed = key
                changed[position] ^= 0x01
                #expect(System.hashKey(changed, 0..<length) != hash, "length \(length), byte \(position)")
            }
            #expect(System.hashKey(key + [0], 0..<length + 1) != hash, "length \(length) and a zero byte")
        }
    }

    @Test func canonicallyEquivalentTextsAreTwoKeys() {
        // Swift's `==` calls each pair equal; the bytes differ.
        let pairs = [("\u{212A}ey", "Key"), ("caf\u{E9}", "cafe\u{301}"), ("a\u{323}\u{307}", "a\u{307}\u{323}")]
        for (a, b) in pairs {
            #expect(a == b)
            #expect(!System.sameBytes(a, b))
            #expect(!System.sameBytes(b, a))
        }
    }

    @Test func aDictionaryFindsAKeyByItsBytes() {
        let value = PlistNode(.string("sound"))
        var dictionary = PlistDictionary([.init(key: "\u{212A}ey", value: value)], droppedKeys: ["caf\u{E9}"])
        #expect(dictionary["Key"] == nil)
        #expect(dictionary["\u{212A}ey"] == value)
        #expect(!dictionary.defines("Key"))
        #expect(!dictionary.defines("cafe\u{301}"))
        #expect(dictionary.defines("caf\u{E9}"))
        dictionary.set("Key", to: PlistNode(.bool(true)))
        #expect(dictionary.entries.count == 2)
        let removed = dictionary.remove("Key")
        #expect(removed)
        #expect(dictionary.entries.map(\.key) == ["\u{212A}ey"])
        #expect(PlistDictionary([.init(key: "Key", value: value)]) != PlistDictionary([.init(key: "\u{212A}ey", value: value)]))
    }

    @Test func textValuesAreEqualWhenTheirBytesAre() {
        #expect(PlistValue.string("caf\u{E9}") == .string("caf\u{E9}"))
        #expect(PlistValue.string("caf\u{E9}") != .string("cafe\u{301}"))
        #expect(PlistNode(.array([PlistNode(.string("\u{212A}"))])) != PlistNode(.array([PlistNode(.string("K"))])))
    }

    @Test func aLookalikeIsNamedByTheScalarsItIsWrittenWith() {
        #expect(MessageText.lookalikeScalars("\u{212A}ey", of: "Key") == "U+212A")
        #expect(MessageText.lookalikeScalars("caf\u{E9}", of: "cafe\u{301}") == "U+00E9")
        #expect(MessageText.lookalikeScalars("cafe\u{301}", of: "caf\u{E9}") == "U+0301")
        // The same accents in another order.
        #expect(MessageText.lookalikeScalars("a\u{323}\u{307}", of: "a\u{307}\u{323}") == "U+0323, U+0307")
        #expect(MessageText.lookalikeScalars("Key", of: "Key") == nil)
        #expect(MessageText.lookalikeScalars("Kex", of: "Key") == nil)
    }

    /// A table of texts numbers each distinct text in the order first met and finds it again by its
    /// bytes: canonically equivalent texts written with other scalars are two texts; it keeps every text
    /// through its growth, from an empty table and from one sized up front.
    @Test func aByteKeyTableNumbersTextsByTheirBytes() {
        for capacity in [0, 3, 1_000] {
            var table = ByteKeyTable(capacity: capacity)
            #expect(table.insert("caf\u{E9}") == nil)
            #expect(table.insert("cafe\u{301}") == nil)
            #expect(table.insert("caf\u{E9}") == 0)
            #expect(table.insert("cafe\u{301}") == 1)
            let texts = (0..<500).map { "key \($0) " + String(repeating: "x", count: $0 % 40) }
            for (offset, text) in texts.enumerated() {
                #expect(table.insert(text) == nil)
                #expect(table.count == offset + 3)
            }
            // Every text is found again after the table grew, under its number; a copy of the text too.
            #expect(texts.indices.allSatisfy { table.insert(texts[$0]) == $0 + 2 })
            #expect(table.insert(String(decoding: Array(texts[7].utf8), as: UTF8.self)) == 9)
            #expect(table.count == 502)
        }
    }

    /// A run of entries added at once (`addRun`) ends as the same table as each entry found and filled in
    /// turn: the same entries added, the same ones reported as repeating an earlier key (with the
    /// earliest), in order, from empty slots and from slots that already hold entries, growing on the way.
    @Test func aRunIsAddedAsOneEntryAtATime() {
        var random = SplitMix64(seed: 7)
        let keys = (0..<700).map { _ in "k\(Int.random(in: 0..<300, using: &random))" }
        let hashes = keys.map { System.hashKey($0) }
        for split in [0, 1, 40, 699, 700] {
            var single = HashSlots()
            var singleRepeats: [[Int]] = []
            var singleCount = 0
            for number in keys.indices {
                single.makeRoom(entries: singleCount)
                let found = single.find(hashes[number]) { keys[$0] == keys[number] }
                if let earlier = found.number {
                    singleRepeats.append([number, earlier])
                } else {
                    single.fill(found.slot, with: number, hash: hashes[number])
                    singleCount += 1
                }
            }
            var run = HashSlots()
            var runRepeats: [[Int]] = []
            var runCount = 0
            for range in [0..<split, split..<keys.count] {
                runCount += run.addRun(range, after: runCount, hash: { hashes[$0] },
                                       sameKey: { keys[$0] == keys[$1] }, repeated: { runRepeats.append([$0, $1]) })
            }
            #expect(runRepeats == singleRepeats)
            #expect(runCount == singleCount)
            // Every key is found again, under its earliest entry; a key never added is not.
            for number in keys.indices {
                let earliest = keys.firstIndex(of: keys[number])!
                #expect(run.find(hashes[number]) { keys[$0] == keys[number] }.number == earliest)
            }
            #expect(run.find(System.hashKey("absent")) { keys[$0] == "absent" }.number == nil)
        }
    }
}
