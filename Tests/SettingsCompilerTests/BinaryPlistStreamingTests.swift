@testable import PropertyList
import Platform
import Foundation
@testable import SettingsCompiler
import Testing

/// How the binary reader keeps memory flat: files mapped (pages dropped as it goes), only shared objects
/// remembered, a root array's elements handed over one by one.
@Suite("Binary plist streaming")
struct BinaryPlistStreamingTests {
    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bplist-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func aRootArrayFromDiskIsHandedOverElementByElement() throws {
        let bytes = BinaryFixtures.bytes("settings.bplist")
        let whole = try #require(BinaryPlistReader.parse(bytes).root)
        guard case .array(let expected) = whole.value else { Issue.record("not an array"); return }
        #expect(expected.count >= 2)

        let path = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try SourceFile.open(path).get()
        var handed: [PlistNode] = []
        let document = PlistReader.parse(file) { handed.append($0.node($1)) }
        #expect(document.diagnostics.isEmpty)
        #expect(handed == expected)
        #expect(handed.map(\.location) == expected.map(\.location))
        // The root itself stays, empty, where it was.
        #expect(document.root == PlistNode(.array([])))
        #expect(document.root?.location == whole.location)
    }

    /// As with XML: what was complete before the reading stopped has been handed over.
    @Test func elementsBeforeAStopAreHandedOver() {
        // ["a", [[[…200 levels…]]]] with 2-byte references.
        var objects: [[UInt8]] = [[0xA2, 0, 1, 0, 2], [0x51, 0x61]]
        objects += (0..<200).map { level -> [UInt8] in [0xA1, 0, UInt8(level + 3)] }
        objects.append([0xA0])
        var bytes = BinaryPlistHostileTests.bplist(objects)
        bytes[bytes.count - 25] = 2
        var handed: [PlistNode] = []
        let document = BinaryPlistReader.parse(System.MappedFile(copying: bytes)) { handed.append($0.node($1)) }
        #expect(handed == [PlistNode(.string("a"))])
        #expect(document.diagnostics.map(\.rule) == [.limitExceeded])
        #expect(document.root == nil)
    }

    @Test func onlyObjectsReferencedMoreThanOnceAreShared() throws {
        // 0: [1, 2, 2, 3, 9 (no such object)], 1: "a", 2: "b", 3: {"a": "b"}, and 4: [3], which is never
        // reached but counts: 3 is shared too.
        let bytes = BinaryPlistHostileTests.bplist([[0xA5, 1, 2, 2, 3, 9], [0x51, 0x61], [0x51, 0x62], [0xD1, 1, 2],
                                                    [0xA1, 3]])
        let file = System.MappedFile(copying: bytes)
        let trailer = try BinaryPlistTrailer.read(file)
        let sharing = BinaryPlistSharing.count(file, trailer: trailer)
        #expect(sharing.sharedCount == 3)
        #expect((0..<5).map { sharing.slot(of: $0) } == [nil, 0, 1, 2, nil])
        // Read once each, however often they are used.
        let result = BinaryPlistReader.read(bytes)
        #expect(result.decodedObjects == 4)
        #expect(result.document.diagnostics.map(\.rule) == [.invalidBinaryPlist])
    }

    /// Two bits an object, 32 objects a word: the shared objects' slots are their ranks across the word
    /// boundaries (files of 31 to 200 objects, every third string referenced twice).
    @Test func sharedObjectsAreRankedAcrossWords() throws {
        for distinct in [30, 31, 32, 33, 62, 63, 64, 65, 127, 128, 129, 199] {
            var items: [PlistNode] = []
            for number in 0..<distinct {
                items.append(PlistNode(.string("s\(number)")))
                if number % 3 == 0 { items.append(PlistNode(.string("s\(number)"))) }
            }
            // Object 0 is the array; the strings follow, each written once, in the order first met.
            let file = System.MappedFile(copying: try BinaryPlistWriter.data(.array(items)))
            let sharing = BinaryPlistSharing.count(file, trailer: try BinaryPlistTrailer.read(file))
            let shared = (0..<distinct).filter { $0 % 3 == 0 }.map { $0 + 1 }
            #expect(sharing.sharedCount == shared.count, "\(distinct)")
            #expect((0...distinct).map { sharing.slot(of: $0) } == (0...distinct).map { shared.firstIndex(of: $0) },
                    "\(distinct)")
        }
    }

    @Test func aMappedFileReadsTheSameAfterItsPagesAreDropped() throws {
        // 3 MiB: the reader drops the pages every MiB it reads.
        let bytes = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
        let path = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let mapped = try #require(System.MappedFile.map(try System.openForReading(path).get()))
        #expect(mapped.count == bytes.count)
        for offset in stride(from: 0, to: bytes.count, by: 4093) {
            #expect(mapped[offset] == bytes[offset])
            mapped.didRead(4093)
        }
        mapped.releasePages()
        let last = bytes.count - 8
        #expect(mapped.bigEndian(at: last, size: 8) == bytes[last...].reduce(0) { $0 << 8 | UInt64($1) })
        #expect(mapped.bigEndian(at: 5, size: 3) == UInt64(bytes[5]) << 16 | UInt64(bytes[6]) << 8 | UInt64(bytes[7]))
        #expect(mapped.bytes(at: 1 << 20, length: 100) == Array(bytes[(1 << 20)..<((1 << 20) + 100)]))

        let empty = try temporaryFile([])
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(System.MappedFile.map(try System.openForReading(empty).get()) == nil)
    }

    @Test func aBinaryFileOverTheInputLimitIsRefused() throws {
        let path = try temporaryFile(BinaryFixtures.bytes("settings.bplist"))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let document = PlistReader.parse(try SourceFile.open(path).get(), limits: .init(maxInputBytes: 100))
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.rule) == [.limitExceeded])
    }
}
