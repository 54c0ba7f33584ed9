import Diagnostics
import PropertyList
import SettingsCompiler
import Testing
import TestSupport

/// `PlistBuffer`: the flat buffer both readers fill and the decoders read.
@Suite("Flat plist values")
struct FlatValuesTests {
    /// Every kind, nested, with locations: flat and back gives the same tree, locations included.
    @Test func aTreeSurvivesTheRoundTripThroughTheBuffer() throws {
        let source = MarkedText(plist("""
            1️⃣<dict>
              <key>s</key>2️⃣<string>자동 &amp; 😀</string>
              <key>i</key><integer>-9223372036854775808</integer>
              <key>u</key><integer>18446744073709551615</integer>
              <key>r</key><real>2.5</real>
              <key>b</key><true/>
              <key>d</key><date>2024-02-29T12:00:00Z</date>
              <key>data</key><data>AAEC/w==</data>
              <key>a</key>3️⃣<array><string/><dict/><array><false/></array></array>
              <key>e</key><dict><key>x</key><string>y</string></dict>
            </dict>
            """))
        let tree = try #require(parsePlist(source.text).root)
        var values = PlistBuffer()
        values.append(tree)
        let back = values.node(0)
        #expect(back == tree)
        #expect(locations(back) == locations(tree))
        #expect(values.location(0) == source["1️⃣"])
        #expect(values.count(of: 0) == 9)
        #expect(values.end(of: 0) == values.count)
        var keys: [String] = []
        values.forEachEntry(of: 0) { key, value in
            keys.append(values.string(key)!)
            if values.string(key) == "s" { #expect(values.location(value) == source["2️⃣"]) }
            if values.string(key) == "a" {
                #expect(values.location(value) == source["3️⃣"])
                #expect(values.count(of: value) == 3)
                var kinds: [PlistBuffer.Kind] = []
                values.forEachItem(of: value) { kinds.append(values.kind($0)) }
                #expect(kinds == [.string, .dictionary, .array])
            }
        }
        #expect(keys == ["s", "i", "u", "r", "b", "d", "data", "a", "e"])
        #expect(entryKeys(values, of: 0) == keys)
    }

    /// A key whose value is invalid stays written (not missing) but has no entry.
    @Test func droppedKeysAreDefinedButHaveNoEntry() throws {
        let document = parsePlist(plist("""
            <dict><key>a</key><integer>x</integer><key>b</key><string>y</string><key>c</key></dict>
            """))
        #expect(document.diagnostics.map(\.rule) == [.invalidInteger, .keyWithoutValue])
        let root = try #require(document.root)
        guard case .dictionary(let dictionary) = root.value else {
            Issue.record("not a dictionary")
            return
        }
        #expect(dictionary.entries.map(\.key) == ["b"])
        #expect(dictionary.droppedKeys == ["a", "c"])
        var values = PlistBuffer()
        values.append(root)
        #expect(values.count(of: 0) == 1)
        #expect(values.defines(Array("a".utf8), in: 0))
        #expect(values.defines(Array("c".utf8), in: 0))
        #expect(!values.defines(Array("z".utf8), in: 0))
        #expect(values.occurrences(of: Array("a".utf8), in: 0) == 0)
        #expect(value(values, for: "b", in: 0).flatMap { values.string($0) } == "y")
    }

    /// Streamed sections are cut off the buffer once handed over: it holds one section, whatever the
    /// length of the root array, and each section arrives whole and located.
    @Test func theBufferHoldsOneSectionAtATime() {
        let section = "<dict><key>SectionTitle</key><string>T</string><key>Data</key><array/></dict>\n"
        let text = plist("<array>\n" + String(repeating: section, count: 500) + "</array>")
        var largest = 0
        var lines: [Int] = []
        let document = PlistReader.parse(SourceFile(bytes: Array(text.utf8), displayName: "t")) { values, index in
            largest = max(largest, values.count)
            lines.append(values.location(index).line)
            #expect(entryKeys(values, of: index) == ["SectionTitle", "Data"])
        }
        #expect(document.diagnostics.isEmpty)
        #expect(lines == Array(4..<504))
        // The root array's slot, the section's, and its two keys and two values.
        #expect(largest == 6)
    }

    /// An unknown element where a value belongs is that key's value (invalid): reported once, and the
    /// key is not also missing.
    @Test func anUnknownElementUsesUpItsKey() {
        let source = MarkedText(plist("""
            <array><dict><key>SectionTitle</key><string>A</string><key>Data</key>1️⃣<rows/></dict></array>
            """))
        let report = compile(source.text).report
        #expect(report.diagnostics.map(\.rule) == [.unknownElement])
        #expect(report.diagnostics.map(\.location) == [source["1️⃣"]])
    }

    /// Element names are numbered as they first appear, up to a limit. A name met after that many is not
    /// taken for the last one numbered. Seen failing before the fix: `<e60>`, the 66th name, was read as
    /// the `<integer>` that was the 65th, and not reported.
    @Test func aNameAfterTheNumberedOnesIsItself() {
        for known in ["integer", "string", "dict"] {
            let unknown = (0..<60).map { "<key>k\($0)</key><e\($0)/>\n" }.joined()
            let value = known == "dict" ? "<dict/>" : "<\(known)>5</\(known)>"
            let source = MarkedText(plist("<dict>\n<key>a</key><string>x</string>\n\(unknown)<key>n</key>\(value)\n"
                + "<key>z</key>1️⃣<e60>7</e60>\n<key>y</key>2️⃣<e61/>\n</dict>"))
            let diagnostics = PlistReader.parse(Array(source.text.utf8)).diagnostics
            #expect(diagnostics.count == 62, "\(known)")
            #expect(diagnostics.allSatisfy { $0.rule == .unknownElement }, "\(known)")
            #expect(diagnostics.suffix(2).map(\.location) == [source["1️⃣"], source["2️⃣"]], "\(known)")
        }
    }

    /// Names are told apart by their first eight letters packed into a number: a name that is longer,
    /// differs in case, or has a prefix is none of the format's, and the format's own are read.
    @Test func aNameCloseToOneOfTheFormatIsNotTakenForIt() {
        for name in ["Dict", "dicts", "dic", "integers", "integerx", "stringss", "truee", "keyy", "plists"] {
            let source = MarkedText(plist("<dict>\n<key>a</key>1️⃣<\(name)>7</\(name)>\n</dict>"))
            let diagnostics = PlistReader.parse(Array(source.text.utf8)).diagnostics
            #expect(diagnostics.map(\.rule) == [.unknownElement], "\(name)")
            #expect(diagnostics.map(\.location) == [source["1️⃣"]], "\(name)")
        }
        let prefixed = PlistReader.parse(Array(plist("<dict>\n<key>a</key><x:dict xmlns:x=\"u\"/>\n</dict>").utf8))
        #expect(prefixed.diagnostics.map(\.rule).contains(.unknownElement))
        let known = PlistReader.parse(Array(plist("""
            <dict><key>a</key><integer>1</integer><key>b</key><real>2</real><key>c</key><true/>
            <key>d</key><false/><key>e</key><date>2026-01-01T00:00:00Z</date><key>f</key><data>AA==</data>
            <key>g</key><string>s</string><key>h</key><array/><key>i</key><dict/></dict>
            """).utf8))
        #expect(known.diagnostics.isEmpty, "\(known.diagnostics)")
    }

    /// The keys of a dictionary that have a value, in order.
    private func entryKeys(_ values: PlistBuffer, of index: Int) -> [String] {
        var keys: [String] = []
        values.forEachEntry(of: index) { key, _ in keys.append(values.string(key)!) }
        return keys
    }

    /// The value of `key` in a dictionary (the last, with duplicates).
    private func value(_ values: PlistBuffer, for key: String, in index: Int) -> Int? {
        var found: Int?
        values.forEachEntry(of: index) { keyIndex, value in
            if values.string(keyIndex) == key { found = value }
        }
        return found
    }

    private func locations(_ node: PlistNode) -> [Diagnostics.SourceLocation] {
        switch node.value {
        case .array(let items): [node.location] + items.flatMap(locations)
        case .dictionary(let dictionary):
            [node.location] + dictionary.entries.flatMap { [$0.keyLocation] + locations($0.value) }
        default: [node.location]
        }
    }
}
