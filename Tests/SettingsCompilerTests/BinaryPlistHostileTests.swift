import Diagnostics
@testable import SettingsCompiler
@testable import PropertyList
import Testing

/// Binary property lists written to hurt a reader: each gives its rule at its offset, and none crashes,
/// hangs, reads outside the file or expands shared objects blindly.
@Suite("Binary plist hostile input")
struct BinaryPlistHostileTests {
    /// "bplist00" + objects + a 1-byte offset table + the trailer (1-byte references).
    static func bplist(_ objects: [[UInt8]], top: UInt8 = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8), offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count, size: UInt8 = table + objects.count < 256 ? 1 : 2
        for offset in offsets { bytes += size == 1 ? [UInt8(offset)] : [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func u64(_ value: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) } }
        return bytes + [0, 0, 0, 0, 0, 0, size, objects.count < 256 ? 1 : 2] + u64(objects.count) + u64(Int(top)) + u64(table)
    }

    /// Every diagnostic is at a byte offset inside the file (or at its end).
    private func expectPlaced(_ document: PlistDocument, in bytes: [UInt8], _ label: String,
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for diagnostic in document.diagnostics {
            guard let offset = diagnostic.location.byteOffset, offset >= 0, offset <= bytes.count else {
                Issue.record("\(label): \(diagnostic.message) at \(diagnostic.location)", sourceLocation: sourceLocation)
                continue
            }
        }
    }

    @Test func everyFixtureGivesItsRuleAtItsOffset() {
        #expect(BinaryFixtures.expected.count >= 60)
        for (file, status, rule, offset) in BinaryFixtures.expected {
            let bytes = BinaryFixtures.bytes(file)
            #expect(!bytes.isEmpty, "\(file)")
            let document = BinaryPlistReader.parse(bytes)
            expectPlaced(document, in: bytes, file)
            if status == 0 {
                #expect(document.diagnostics.isEmpty, "\(file): \(document.diagnostics.map(\.message))")
                #expect(document.root != nil, "\(file)")
            } else {
                let first = document.diagnostics.first
                #expect(first?.rule.id == rule, "\(file): \(document.diagnostics.map(\.message))")
                #expect(first?.location.byteOffset == offset, "\(file): \(first?.message ?? "no error")")
                #expect(first?.severity == (status == 2 ? .warning : .error), "\(file)")
                if status == 2 { #expect(document.root != nil && document.diagnostics.count == 1, "\(file)") }
            }
        }
    }

    @Test func messagesSayWhatIsWrong() {
        func message(_ file: String) -> String {
            BinaryPlistReader.parse(BinaryFixtures.bytes(file + ".bplist")).diagnostics.first?.message ?? ""
        }
        #expect(message("trailer-ref-size-9") == "the trailer says object references are 9 bytes; they are 1 to 8")
        #expect(message("object-offset-past-table") == "object 0 starts at byte 200, past the offset table (byte 9)")
        #expect(message("ref-out-of-range") == "the array refers to object 5, but there is 1 object")
        #expect(message("self-containing-dict") == "this dictionary contains itself")
        #expect(message("self-containing-array") == "this array contains itself")
        #expect(message("uid") == "UID objects (keyed archives) have no XML property list equivalent")
        #expect(message("int-16-high-bits") == "a 16-byte integer above 2^64 - 1")
        #expect(message("integer-key") == "a dictionary key must be a string; this key is an integer")
        #expect(message("ascii-high-byte") == "byte 0xC3 in an ASCII string: the device reads it as 'Ã' (Latin-1), other tools refuse it")
        #expect(message("version-01") == "the file starts with 'bplist01', not 'bplist00': the device reads it as version 00, other tools may refuse it")
        #expect(message("utf16-lone-high-surrogate") == "a lone UTF-16 surrogate 0xD800 in a string")
        #expect(message("nesting-200") == "values are nested more than 128 levels deep; stopping here")
    }

    @Test func duplicateKeyNotesTheFirst() throws {
        let document = BinaryPlistReader.parse(BinaryFixtures.bytes("duplicate-key.bplist"))
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.rule == .duplicateKey)
        #expect(diagnostic.notes.map(\.location) == [.byte(9)])
        // Both entries are kept, as the XML reader keeps them.
        guard case .dictionary(let dictionary) = document.root?.value else { Issue.record("no dict"); return }
        #expect(dictionary.entries.map(\.key) == ["a", "a"])
    }

    /// Keys compare as the XML reader compares them, and as CoreFoundation does: by their text's code
    /// units, so "é" and "e\u{301}" (canonically equivalent, as Swift `String`s equal) are two keys, both kept.
    @Test func canonicallyEqualKeysAreTwoKeys() throws {
        let bytes = Self.bplist([[0xD2, 1, 2, 3, 3], [0x61, 0x00, 0xE9], [0x62, 0x00, 0x65, 0x03, 0x01], [0x09]])
        let document = BinaryPlistReader.parse(bytes)
        #expect(document.diagnostics.isEmpty)
        guard case .dictionary(let dictionary) = document.root?.value else { Issue.record("no dict"); return }
        #expect(dictionary.entries.map { Array($0.key.unicodeScalars) } == [["\u{E9}"], ["e", "\u{301}"]])
    }

    /// Past 16 keys, keys are found by hashing their bytes: a second key object with the same text is
    /// still a duplicate.
    @Test func duplicateKeyInALargeDictionary() throws {
        // {k0 ... k19, k7 again: true}: object 0 the dictionary (at byte 8, 45 bytes), 1-20 the keys, 21 a
        // second "k7", 22 true.
        let keys = (0..<20).map { "k\($0)" } + ["k7"]
        let keyObjects = keys.map { [0x50 | UInt8($0.utf8.count)] + Array($0.utf8) }
        let dictionary: [UInt8] = [0xDF, 0x10, 21] + (1...21).map(UInt8.init) + Array(repeating: 22, count: 21)
        let document = BinaryPlistReader.parse(Self.bplist([dictionary] + keyObjects + [[0x09]]))
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.diagnostics.map(\.rule) == [.duplicateKey])
        #expect(diagnostic.message == "duplicate key 'k7' in this dictionary")
        // k0-k9 take 3 bytes each, k10-k19 4.
        #expect(diagnostic.location == .byte(53 + 10 * 3 + 10 * 4))
        #expect(diagnostic.notes.map(\.location) == [.byte(53 + 7 * 3)])
    }

    @Test func aBrokenObjectIsDroppedAndTheRestIsRead() throws {
        // [1, UID, "x", set]: two errors, and the array keeps what it could read.
        let bytes = Self.bplist([[0xA4, 1, 2, 3, 4], [0x10, 1], [0x80, 1], [0x51, 0x78], [0xC0]])
        let document = BinaryPlistReader.parse(bytes)
        #expect(document.diagnostics.map(\.location) == [.byte(15), .byte(19)])
        #expect(document.root?.value == .array([PlistNode(.integer(PlistInteger(Int64(1)))), PlistNode(.string("x"))]))
    }

    /// A key whose value is dropped is still written, as in XML: one error, not also a missing key.
    @Test func aKeyWithAnInvalidValueIsNotAlsoMissing() {
        // {"PreferenceSpecifiers": [{"Type": UID 1}]}
        let bytes = Self.bplist([[0xD1, 1, 2], [0x5F, 0x10, 20] + Array("PreferenceSpecifiers".utf8), [0xA1, 3],
                                 [0xD1, 4, 5], [0x54] + Array("Type".utf8), [0x80, 0x01]])
        let binary = DefinitionCompiler.compileScreen(SourceFile(bytes: bytes, displayName: "page.plist")).report
        #expect(binary.diagnostics.map(\.rule) == [.invalidBinaryPlist], "\(binary.diagnostics.map(\.message))")
        // The XML twin, with a date that is none.
        let xml = compile(plist("<dict><key>PreferenceSpecifiers</key><array><dict><key>Type</key><date>then</date>"
            + "</dict></array></dict>")).report
        #expect(xml.diagnostics.map(\.rule) == [.invalidDate], "\(xml.diagnostics.map(\.message))")
    }

    /// Every prefix of a settings file and of a 4 KB file with 2-byte sizes: an error at a byte offset,
    /// never a crash or a value.
    @Test(arguments: ["settings.bplist", "many-objects.bplist"])
    func everyPrefixOfAValidFile(_ name: String) {
        let bytes = BinaryFixtures.bytes(name)
        #expect(bytes.count > 600)
        for length in 0..<bytes.count {
            let prefix = Array(bytes[..<length])
            let document = BinaryPlistReader.parse(prefix)
            #expect(document.hasErrors, "prefix \(length)")
            #expect(!document.diagnostics.isEmpty, "prefix \(length)")
            expectPlaced(document, in: prefix, "prefix \(length)")
        }
    }

    /// Every byte of a file replaced by a few telling values: whatever comes out is placed.
    @Test func everyByteCorrupted() {
        let bytes = BinaryFixtures.bytes("every-type.bplist")
        for index in bytes.indices {
            for value: UInt8 in [0x00, 0x0F, 0x7F, 0xFF, bytes[index] ^ 0x10] {
                var corrupt = bytes
                corrupt[index] = value
                expectPlaced(BinaryPlistReader.parse(corrupt), in: corrupt, "byte \(index) = \(value)")
            }
        }
    }

    /// 30 arrays each holding the next twice: 2^31 values expanded, 31 objects decoded at most; the
    /// expansion a file may have grows with its size.
    @Test func doublingReferencesAreDecodedOnce() {
        let bomb = BinaryPlistReader.read(BinaryFixtures.bytes("dag-bomb.bplist"))
        #expect(bomb.decodedObjects <= 31)
        #expect(bomb.document.diagnostics.map(\.rule) == [.limitExceeded])
        #expect(bomb.document.root == nil)

        // 2^20 values from ~100 bytes is past the expansion a file of that size may have.
        let million = BinaryPlistReader.read(BinaryFixtures.bytes("dag-20.bplist"))
        #expect(million.decodedObjects <= 21)
        #expect(million.document.diagnostics.map(\.rule) == [.limitExceeded])

        let small = BinaryPlistReader.read(BinaryFixtures.bytes("dag-10.bplist"))
        #expect(small.decodedObjects == 11)
        #expect(small.document.diagnostics.isEmpty)

        // 200 levels, 1-byte references cannot reach them: 2-byte ones.
        var objects: [[UInt8]] = (1...200).map { (next: Int) -> [UInt8] in
            let reference = UInt8(next)
            return [0xA2, 0, reference, 0, reference]
        }
        objects.append([0x09])
        let deep = BinaryPlistReader.read(wide(objects))
        #expect(deep.decodedObjects <= 201)
        #expect(deep.document.diagnostics.first?.rule == .limitExceeded)
    }

    /// `bplist` with 2-byte references (the objects carry them).
    private func wide(_ objects: [[UInt8]]) -> [UInt8] {
        var bytes = Self.bplist(objects)
        bytes[bytes.count - 25] = 2
        return bytes
    }

    @Test func tenThousandLevelsStopAtTheLimit() {
        // Each level refers to the next with a 2-byte reference.
        var objects: [[UInt8]] = (1..<10_000).map { (next: Int) -> [UInt8] in
            let high = UInt8(next >> 8), low = UInt8(next & 0xFF)
            return [0xA1, high, low]
        }
        objects.append([0xA0])
        var bytes = Array("bplist00".utf8), offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 16), UInt8((offset >> 8) & 0xFF), UInt8(offset & 0xFF)] }
        func u64(_ value: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) } }
        bytes += [0, 0, 0, 0, 0, 0, 3, 2] + u64(objects.count) + u64(0) + u64(table)
        let result = BinaryPlistReader.read(bytes)
        #expect(result.document.diagnostics.map(\.rule) == [.limitExceeded])
        #expect(result.document.diagnostics.first?.location == .byte(8 + 3 * 128))
        #expect(result.decodedObjects == 128)
    }

    @Test func manyBrokenObjectsStopAtAThousandProblems() {
        // An array of 3000 references to 3000 distinct nulls.
        let count = 3000
        var array: [UInt8] = [0xAF, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)]
        for reference in 1...count { array += [UInt8(reference >> 8), UInt8(reference & 0xFF)] }
        var objects: [[UInt8]] = [array]
        objects += Array(repeating: [0x00], count: count)
        let document = BinaryPlistReader.parse(wide(objects))
        #expect(document.diagnostics.count == BinaryPlistReader.maxDiagnostics + 1)
        #expect(document.diagnostics.last?.rule == .limitExceeded)
    }
}
