import Diagnostics
import JSON
import Testing
import TestSupport

/// Line:column and byte range of every kind of value and of keys, after multi-byte UTF-8 and every
/// kind of line break.
@Suite("JSON positions")
struct JSONPositionTests {
    @Test func everyKindOfValueAndKey() throws {
        let source = MarkedText("""
            1️⃣{
              2️⃣"object": 3️⃣{},
              "array": 4️⃣[5️⃣-1.5e3, 6️⃣"two"],
              "t": 7️⃣true, "f": 8️⃣false, "n": 9️⃣null
            }
            """)
        let document = source.parse()
        #expect(document.problems.isEmpty)
        let root = try #require(document.root)
        #expect(document.location(root) == source["1️⃣"])
        let first = try #require(document.members(of: root).first(where: { _ in true }))
        #expect(document.location(first.key) == source["2️⃣"])
        #expect(document.range(first.key) == source.offset("2️⃣")..<(source.offset("2️⃣") + 8))
        #expect(document.location(first.value) == source["3️⃣"])
        #expect(document.range(first.value) == source.offset("3️⃣")..<(source.offset("3️⃣") + 2))
        let array = try #require(document.at("array"))
        #expect(document.location(array) == source["4️⃣"])
        let items = Array(document.items(of: array))
        #expect(document.location(items[0]) == source["5️⃣"])
        #expect(document.range(items[0]).count == 6)
        #expect(document.location(items[1]) == source["6️⃣"])
        #expect(document.range(array) == source.offset("4️⃣")..<(source.offset("6️⃣") + 6))
        #expect(document.location(document.at("t")!) == source["7️⃣"])
        #expect(document.location(document.at("f")!) == source["8️⃣"])
        #expect(document.location(document.at("n")!) == source["9️⃣"])
        #expect(document.range(document.at("n")!).count == 4)
        #expect(document.range(root) == 0..<source.bytes.count)
    }

    /// Columns count Unicode scalars: 2-, 3- and 4-byte characters, a combining mark, an escaped one.
    @Test func afterMultiByteUTF8() throws {
        let source = MarkedText(#"{"é": 1️⃣1, "자동": 2️⃣"😀e\#u{301}", "\u00e9😀": 3️⃣[4️⃣"x"], "k": 5️⃣"\ud83d\ude00", 6️⃣"z": 7️⃣0}"#)
        let document = source.parse()
        #expect(document.problems.isEmpty)
        #expect(document.location(document.at("é")!) == source["1️⃣"])
        #expect(source["1️⃣"].column == 7)
        #expect(document.location(document.at("자동")!) == source["2️⃣"])
        #expect(document.location(document.at("é😀")!) == source["3️⃣"])
        #expect(document.location(document.at("é😀", 0)!) == source["4️⃣"])
        #expect(document.location(document.at("k")!) == source["5️⃣"])
        #expect(document.string(document.at("k")!) == "😀")
        let last = try #require(Array(document.members(of: document.root!)).last)
        #expect(document.location(last.key) == source["6️⃣"])
        #expect(document.location(last.value) == source["7️⃣"])
        #expect(document.range(last.value) == source.offset("7️⃣")..<(source.offset("7️⃣") + 1))
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func afterLineBreaks(_ newline: String) throws {
        let source = MarkedText(["1️⃣[", "  2️⃣\"a\",", "", "\t3️⃣{\"k\" :", "   4️⃣\"é\"}", "]"].joined(separator: newline))
        let document = source.parse()
        #expect(document.problems.isEmpty)
        #expect(document.location(document.root!) == SourceLocation(line: 1, column: 1))
        #expect(document.location(document.at(0)!) == source["2️⃣"])
        #expect(source["2️⃣"] == SourceLocation(line: 2, column: 3))
        #expect(document.location(document.at(1)!) == source["3️⃣"])
        #expect(source["3️⃣"] == SourceLocation(line: 4, column: 2))
        #expect(document.location(document.at(1, "k")!) == source["4️⃣"])
        #expect(source["4️⃣"] == SourceLocation(line: 5, column: 4))
    }

    /// Every slot's location agrees with `SourceLocation.advanced(over:)` from the start to its offset.
    @Test func everyLocationAgreesWithSourceLocation() {
        let text = "{\r\n \"a\u{301}😀\" : [1,\r\"\\n\u{10FFFF}\",\n\r{\"x\":null}],\n\"b\":\t-0.5e-3 }"
        let document = parse(text)
        #expect(document.problems.isEmpty)
        var checked = 0
        func check(_ value: JSONValue) {
            let start = document.range(value).lowerBound
            let expected = SourceLocation.start.advanced(over: String(decoding: document.bytes[..<start], as: UTF8.self)[...].utf8)
            #expect(document.location(value) == expected, "at byte \(start)")
            checked += 1
            for item in document.items(of: value) { check(item) }
            for member in document.members(of: value) {
                check(member.key)
                check(member.value)
            }
        }
        check(document.root!)
        #expect(checked == document.slotCount)
    }

    /// A byte order mark takes no column (editors hide it) but counts in byte ranges.
    @Test func afterAByteOrderMark() {
        let source = MarkedText("1️⃣[2️⃣true]", prefix: [0xEF, 0xBB, 0xBF])
        let document = source.parse()
        #expect(document.problems.map(\.kind) == [.byteOrderMark])
        #expect(document.problems[0].severity == .warning)
        #expect(!document.hasErrors)
        #expect(document.location(document.root!) == SourceLocation(line: 1, column: 1))
        #expect(document.location(document.at(0)!) == SourceLocation(line: 1, column: 2))
        #expect(document.range(document.root!) == 3..<9)
    }

    /// What an editor's cursor is on.
    @Test func innermostValueAtAnOffset() throws {
        let source = MarkedText(#"{"a": [1, 1️⃣{"b"2️⃣: 3️⃣"c4️⃣"}], "d": 5️⃣null}"#)
        let document = source.parse()
        let inner = try #require(document.at("a", 1))
        #expect(document.value(containing: source.offset("1️⃣")) == inner)
        #expect(document.value(containing: source.offset("2️⃣")) == inner)
        #expect(document.value(containing: source.offset("3️⃣")) == document.at("a", 1, "b"))
        #expect(document.value(containing: source.offset("4️⃣")) == document.at("a", 1, "b"))
        #expect(document.value(containing: source.offset("5️⃣")) == document.at("d"))
        let firstKey = Array(document.members(of: document.root!))[0].key
        #expect(document.value(containing: 1) == firstKey)
        #expect(document.isKey(firstKey) && !document.isKey(inner) && document.kind(firstKey) == .string)
        #expect(document.value(containing: source.bytes.count) == nil)
    }
}
