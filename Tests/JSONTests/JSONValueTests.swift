import JSON
import Testing
import XMLStream

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
