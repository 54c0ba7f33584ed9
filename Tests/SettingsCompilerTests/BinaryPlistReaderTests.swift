@testable import PropertyList
import Foundation
@testable import SettingsCompiler
import Testing

/// The files of Tests/Fixtures/binary (written by scripts/make-binary-fixtures.py).
enum BinaryFixtures {
    static let directory = Golden.root.appendingPathComponent("Tests/Fixtures/binary")

    static func bytes(_ name: String) -> [UInt8] {
        [UInt8]((try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data())
    }

    /// The valid files plistlib wrote, each with an XML twin: their names without extension.
    static let valid: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }.sorted()
    }()

    /// The rows of expected.tsv: file, status (0, 1, or 2 for "w": read with a warning), rule of the first
    /// error or warning, its byte offset.
    static let expected: [(file: String, status: Int, rule: String, offset: Int?)] = {
        let text = (try? String(contentsOf: directory.appendingPathComponent("expected.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return (fields[0], fields[1] == "w" ? 2 : Int(fields[1]) ?? -1, fields[2], Int(fields[3]))
        }
    }()

    /// Every node under `node` (shared objects once per use), with the entry it is the value of.
    static func walk(_ node: PlistNode, entry: PlistDictionary.Entry? = nil,
                     _ visit: (PlistNode, PlistDictionary.Entry?) -> Void) {
        visit(node, entry)
        switch node.value {
        case .array(let items): for item in items { walk(item, visit) }
        case .dictionary(let dictionary): for entry in dictionary.entries { walk(entry.value, entry: entry, visit) }
        default: break
        }
    }
}

@Suite("Binary plist reader")
struct BinaryPlistReaderTests {
    @Test func detectsTheHeader() {
        #expect(BinaryPlistReader.isBinary(Array("bplist00".utf8) + [0xD0]))
        // CoreFoundation reads any `bplist0?` (a later version byte is a warning).
        #expect(BinaryPlistReader.isBinary(Array("bplist01".utf8)))
        #expect(!BinaryPlistReader.isBinary(Array("bplist1".utf8)))
        #expect(!BinaryPlistReader.isBinary(Array("<?xml version".utf8)))
        #expect(!BinaryPlistReader.isBinary([]))
    }

    @Test func readsTheSmallestFile() {
        // "bplist00", an empty dict, a 1-entry offset table, the trailer: 42 bytes.
        let bytes = Array("bplist00".utf8) + [0xD0, 0x08] + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1]
            + [UInt8](repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0, 0, 9]
        let document = BinaryPlistReader.parse(bytes)
        #expect(document.diagnostics.isEmpty)
        #expect(document.root == PlistNode(.dictionary(PlistDictionary())))
        #expect(document.root?.location == .byte(8))
    }

    @Test func everyValidFixtureReadsAsItsXMLTwin() throws {
        #expect(BinaryFixtures.valid.count >= 10)
        for name in BinaryFixtures.valid {
            let binary = BinaryPlistReader.parse(BinaryFixtures.bytes(name + ".bplist"))
            let xml = PlistReader.parse(BinaryFixtures.bytes(name + ".xml"), name: name)
            #expect(binary.diagnostics.isEmpty, "\(name): \(binary.diagnostics.map(\.message))")
            #expect(xml.diagnostics.isEmpty, "\(name)")
            let root = try #require(binary.root, "\(name)")
            #expect(root == xml.root, "\(name)")
            // Strings compare by canonical equivalence: check that the scalars themselves survived.
            var binaryStrings: [[Unicode.Scalar]] = [], xmlStrings: [[Unicode.Scalar]] = []
            BinaryFixtures.walk(root) { node, _ in
                if case .string(let s) = node.value { binaryStrings.append(Array(s.unicodeScalars)) }
            }
            BinaryFixtures.walk(try #require(xml.root)) { node, _ in
                if case .string(let s) = node.value { xmlStrings.append(Array(s.unicodeScalars)) }
            }
            #expect(binaryStrings == xmlStrings, "\(name)")
        }
    }

    /// A node's location is the offset of its object: the marker there is of the node's type.
    @Test func locationsAreObjectOffsets() throws {
        for name in BinaryFixtures.valid {
            let bytes = BinaryFixtures.bytes(name + ".bplist")
            let root = try #require(BinaryPlistReader.parse(bytes).root)
            BinaryFixtures.walk(root) { node, entry in
                guard let offset = node.location.byteOffset, offset >= 8, offset < bytes.count else {
                    Issue.record("\(name): \(node.location)")
                    return
                }
                let marker = bytes[offset], kind = marker >> 4
                let expected: Bool = switch node.value {
                case .string: kind == 5 || kind == 6
                case .integer: kind == 1
                case .real: kind == 2
                case .bool(let flag): marker == (flag ? 0x09 : 0x08)
                case .date: marker == 0x33
                case .data: kind == 4
                case .array: kind == 0xA
                case .dictionary: kind == 0xD
                }
                #expect(expected, "\(name): \(node.value.typeName) at byte \(offset) has marker \(marker)")
                if let entry, let keyOffset = entry.keyLocation.byteOffset {
                    #expect(bytes[keyOffset] >> 4 == 5 || bytes[keyOffset] >> 4 == 6, "\(name): key \(entry.key)")
                } else if let entry {
                    Issue.record("\(name): key \(entry.key) at \(entry.keyLocation)")
                }
            }
        }
    }

    @Test func valuesOfEveryType() throws {
        let root = try #require(BinaryPlistReader.parse(BinaryFixtures.bytes("every-type.bplist")).root)
        guard case .dictionary(let dictionary) = root.value else { Issue.record("not a dictionary"); return }
        #expect(dictionary["uint64 max"]?.value == .integer(PlistInteger(UInt64.max)))
        #expect(dictionary["above int64"]?.value == .integer(PlistInteger(UInt64(1) << 63)))
        #expect(dictionary["int64 min"]?.value == .integer(PlistInteger(Int64.min)))
        #expect(dictionary["minus one"]?.value == .integer(PlistInteger(Int64(-1))))
        #expect(dictionary["real"]?.value == .real(0.1))
        #expect(dictionary["infinity"]?.value == .real(.infinity))
        #expect(dictionary["date"]?.value == .date(PlistDate(year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 58)))
        #expect(dictionary["data"]?.value == .data(Array(0..<40)))
        #expect(dictionary["no data"]?.value == .data([]))
        #expect(dictionary["true"]?.value == .bool(true))
        guard case .string(let unicode) = dictionary["unicode"]?.value else { Issue.record("no unicode"); return }
        #expect(Array(unicode.unicodeScalars.map(\.value)) == [0xE9, 0x20, 0xD55C, 0xAE00, 0x20, 0x1F600, 0x20, 0x65, 0x301])
    }

    @Test func toleratedOddities() throws {
        let float = BinaryPlistReader.parse(BinaryFixtures.bytes("float32-top-object-1.bplist"))
        #expect(float.root?.value == .real(1.5))
        let big = BinaryPlistReader.parse(BinaryFixtures.bytes("int-16-unsigned.bplist"))
        #expect(big.root?.value == .integer(PlistInteger((UInt64(1) << 63) + 5)))
        let count = BinaryPlistReader.parse(BinaryFixtures.bytes("extended-count-below-15.bplist"))
        #expect(count.root?.value == .string("ABC"))
        let shared = try #require(BinaryPlistReader.parse(BinaryFixtures.bytes("shared-object.bplist")).root)
        guard case .array(let items) = shared.value else { Issue.record("not an array"); return }
        #expect(items.map(\.location) == [.byte(11), .byte(11)])
    }

    @Test func absoluteTime() {
        #expect(PlistDate(absoluteTime: 0) == PlistDate(year: 2001))
        #expect(PlistDate(absoluteTime: 0.9) == PlistDate(year: 2001))
        #expect(PlistDate(absoluteTime: -0.5) == PlistDate(year: 2000, month: 12, day: 31, hour: 23, minute: 59, second: 59))
        #expect(PlistDate(absoluteTime: -978_307_200) == PlistDate(year: 1970))
        #expect(PlistDate(absoluteTime: .nan) == nil)
        #expect(PlistDate(absoluteTime: .infinity) == nil)
        #expect(PlistDate(absoluteTime: 1e15) == nil)
        #expect(PlistDate(absoluteTime: PlistDate.absoluteTimeRange.lowerBound) == PlistDate(year: 0))
        #expect(PlistDate(absoluteTime: PlistDate.absoluteTimeRange.upperBound - 1)
            == PlistDate(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59))
        for date in [PlistDate(year: 2024, month: 2, day: 29, hour: 12, minute: 30, second: 1), PlistDate(year: 1),
                     PlistDate(year: 1900, month: 3), PlistDate(year: 9999, month: 12, day: 31)] {
            #expect(PlistDate(absoluteTime: date.absoluteTime) == date, "\(date)")
        }
    }
}
