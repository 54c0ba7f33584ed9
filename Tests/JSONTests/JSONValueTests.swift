import JSON
import Platform
import Testing

/// What the reader makes of valid JSON: kinds, decoded strings, numbers, members in order.
@Suite("JSON values")
struct JSONValueTests {
    @Test func everyKind() throws {
        let document = parse(#"{"o": {}, "a": [1, -2.5, "x"], "s": "t", "t": true, "f": false, "n": null}"#)
        #expect(document.problems.isEmpty)
        #expect(document.isComplete)
        let root = try #require(document.root)
        #expect(document.kind(root) == .object)
        #expect(document.count(of: root) == 6)
        #expect(document.members(of: root).map { document.string($0.key)! } == ["o", "a", "s", "t", "f", "n"])
        #expect(document.kind(document.at("o")!) == .object)
        #expect(document.count(of: document.at("o")!) == 0)
        let items = Array(document.items(of: document.at("a")!))
        #expect(items.map { document.kind($0) } == [.number, .number, .string])
        #expect(document.int(items[0]) == 1)
        #expect(document.double(items[1]) == -2.5)
        #expect(document.int(items[1]) == nil)
        #expect(document.string(items[2]) == "x")
        #expect(document.string(document.at("s")!) == "t")
        #expect(document.bool(document.at("t")!) == true)
        #expect(document.bool(document.at("f")!) == false)
        #expect(document.isNull(document.at("n")!))
        #expect(document.slotCount == 16) // the root, 6 keys, 6 values, 3 items
    }
}

extension JSONValueTests {
    @Test func numbers() throws {
        let document = parse("[0, -0, 7, -9223372036854775808, 9223372036854775807, 9223372036854775808, 1.0, 1E2, 2.5e-3, -0.0, 1e-400, 12345678901234567890123]")
        #expect(document.problems.isEmpty)
        let items = Array(document.items(of: try #require(document.root)))
        #expect(items.map { document.int($0) } == [0, 0, 7, Int.min, Int.max, nil, 1, 100, nil, 0, 0, nil])
        #expect(document.double(items[1])?.sign == .minus)
        #expect(document.double(items[5]) == 9223372036854775808.0)
        #expect(document.double(items[8]) == 0.0025)
        #expect(document.double(items[9])?.sign == .minus)
        #expect(document.double(items[11]) == 1.2345678901234568e22)
        #expect(items.map { document.numberLiteral($0)! } == ["0", "-0", "7", "-9223372036854775808", "9223372036854775807",
                                                              "9223372036854775808", "1.0", "1E2", "2.5e-3", "-0.0", "1e-400",
                                                              "12345678901234567890123"])
        #expect(document.numberLiteral(document.root!) == nil)
        #expect(document.int(items[0]) == 0 && document.string(items[0]) == nil && document.bool(items[0]) == nil)
    }

    @Test func stringsAndEscapes() throws {
        let document = parse(#"["plain", "\"\\\/\b\f\n\r\t", "\u00E9\u20ac\ud83d\ude00", "mixed \u0041 é 😀 \n", ""]"#)
        #expect(document.problems.isEmpty)
        let items = Array(document.items(of: try #require(document.root)))
        #expect(items.map { document.string($0)! } == ["plain", "\"\\/\u{8}\u{C}\n\r\t", "é€😀", "mixed A é 😀 \n", ""])
        #expect(document.isString(items[0], equalTo: "plain"))
        #expect(!document.isString(items[0], equalTo: "plai"))
        #expect(document.isString(items[2], equalTo: "é€😀"))
        #expect(!document.isString(items[2], equalTo: "e\u{301}€😀"))
        #expect(document.utf8(items[4])?.isEmpty == true)
        #expect(document.utf8(document.root!) == nil)
    }

    /// Keys are compared byte for byte, as CoreFoundation does: "é" and "e\u{301}" are two keys.
    @Test func memberLookup() throws {
        let document = parse(#"{"é": 1, "e\u0301": 2, "x": 3, "x": 4, "": 5}"#)
        let root = try #require(document.root)
        #expect(document.int(document.member("é", of: root)!) == 1)
        #expect(document.int(document.member("e\u{301}", of: root)!) == 2)
        #expect(document.int(document.member("x", of: root)!) == 4)
        #expect(document.int(document.member("", of: root)!) == 5)
        #expect(document.member("y", of: root) == nil)
        #expect(document.member("x", of: document.member("x", of: root)!) == nil)
        #expect(document.problems.map(\.kind) == [.duplicateKey])
    }

    /// A key is told among known names where its text is: by length, then byte for byte, escapes decoded.
    @Test func keyAmongNames() throws {
        let names = KeyNames(["state", "value", "stringUnit", "", "é"])
        let document = parse(#"{"state": 1, "value": 2, "st\u0061te": 3, "stale": 4, "stateX": 5, "": 6, "e\u0301": 7, "\u00e9": 8, "v": [9]}"#)
        #expect(document.problems.map(\.kind) == [.duplicateKey]) // "st\u0061te" is "state"
        let root = try #require(document.root)
        let members = Array(document.members(of: root))
        #expect(members.map { document.position(of: $0.key, among: names) } == [0, 1, 0, nil, nil, 3, nil, 4, nil])
        #expect(document.position(of: members[0].value, among: names) == nil)
        #expect(document.position(of: members[0].key, among: KeyNames(["stat", "states"])) == nil)
        #expect(document.position(of: members[5].key, among: KeyNames(["a", "b"])) == nil)
        // A string value is matched too (a catalog's `state` is compared the same way).
        let strings = parse(#"["value", "valuE"]"#)
        #expect(strings.items(of: try #require(strings.root)).map { strings.position(of: $0, among: names) } == [1, nil])
    }

    /// A member cursor walks what `members(of:)` does; a text span reads back the text, escapes decoded,
    /// and packs a text of up to 16 bytes into two words, first byte lowest.
    @Test func cursorsAndSpans() throws {
        let document = parse(#"{"a": {"x": [1, {"y": 2}], "z": "t\u00e9"}, "b": "0123456789abcdef", "c": "0123456789abcdefg", "": 3}"#)
        #expect(document.problems.isEmpty)
        let root = try #require(document.root)
        for object in [root, document.at("a")!, document.at("a", "x")!, document.at("b")!] {
            var cursor = document.memberCursor(of: object)
            var walked: [JSONMember] = []
            while let member = document.next(&cursor) { walked.append(member) }
            #expect(walked.map(\.key) == document.members(of: object).map(\.key))
            #expect(walked.map(\.value) == document.members(of: object).map(\.value))
        }
        let tee = try #require(document.span(of: document.at("a", "z")!))
        #expect(document.string(tee) == "té" && tee.count == 3 && Array(document.utf8(tee)) == Array("té".utf8))
        #expect(document.packed(tee)! == (0x00A9_C374, 0))
        let sixteen = try #require(document.span(of: document.at("b")!))
        #expect(document.packed(sixteen)! == (0x3736_3534_3332_3130, 0x6665_6463_6261_3938))
        #expect(document.packed(document.span(of: document.at("c")!)!) == nil)
        let keys = document.members(of: root).map { document.span(of: $0.key)! }
        #expect(keys.map(document.string) == ["a", "b", "c", ""])
        #expect(keys[3].isEmpty && document.packed(keys[3])! == (0, 0))
        #expect(document.span(of: root) == nil && document.span(of: document.at("")!) == nil)
    }

    /// After a syntax error the document holds what was read, closed where reading stopped.
    @Test func partialDocument() throws {
        let document = parse(#"{"rules": {"unknown-key": "off", "wrong-type": "#)
        #expect(!document.isComplete)
        #expect(document.problems.map(\.kind) == [.unexpectedEnd])
        let rules = try #require(document.at("rules"))
        #expect(document.count(of: rules) == 1)
        #expect(document.string(document.at("rules", "unknown-key")!) == "off")
        #expect(document.range(rules) == 10..<document.bytes.count)
        let dangling = parse(#"{"a": [1, {"b": "#)
        #expect(dangling.kind(try #require(dangling.at("a", 1))) == .object)
        #expect(dangling.count(of: dangling.at("a", 1)!) == 0)
        #expect(parse("{").root.map { parse("{").count(of: $0) } == 0)
        #expect(parse("").root == nil)
    }
}
