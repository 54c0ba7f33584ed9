import Diagnostics
import PropertyList
import Foundation
import SettingsCompiler
import Testing

/// Reading .strings files: values, escapes, comments, positions and lookups (encodings and compiled
/// tables: `StringsEncodingTests`).
@Suite("Strings")
struct StringsParserTests {
    static func parse(_ text: String) -> StringsDocument {
        StringsParser.parse(Array(text.utf8), name: "test.strings")
    }

    static func pairs(_ document: StringsDocument) -> [String] {
        document.table.entries.map { "\($0.key)=\($0.value)" }
    }

    // MARK: Values

    @Test func everyEscape() {
        let document = Self.parse(#""k" = "n\n t\t r\r a\a b\b f\f v\v q\" s\\ x\x é\é";"#)
        #expect(document.diagnostics.isEmpty)
        #expect(document.table["k"] == "n\n t\t r\r a\u{07} b\u{08} f\u{0C} v\u{0B} q\" s\\ x\u{78} é\u{E9}")
    }

    @Test func backslashNewlineIsANewline() {
        let document = Self.parse("\"k\" = \"one\\\ntwo\";")
        #expect(document.diagnostics.isEmpty)
        #expect(document.table["k"] == "one\ntwo")
    }

    @Test func unicodeEscapes() {
        let document = Self.parse(#""a" = "\U00e9\U00C9"; "b" = "\U41\U4Z"; "c" = "\UD83D\UDE00!"; "d" = "\U0041BC";"#)
        #expect(document.diagnostics.isEmpty)
        #expect(document.table["a"] == "éÉ")
        #expect(document.table["b"] == "A\u{04}Z")
        #expect(document.table["c"] == "😀!")
        #expect(document.table["d"] == "ABC")
    }

    @Test func octalEscapes() {
        let document = Self.parse(#""a" = "\101\60\0x"; "b" = "\1234"; "c" = "\351t\351"; "d" = "\777";"#)
        #expect(document.diagnostics.isEmpty)
        #expect(document.table["a"] == "A0\u{0}x")
        #expect(document.table["b"] == "S4") // three digits at most
        #expect(document.table["c"] == "ØtØ") // 128–255 read as NeXTSTEP, as CF does: \351 is Ø
        #expect(document.table["d"] == "\u{0}") // kept to 8 bits (\377), which NeXTSTEP leaves undefined: U+0000
    }

    @Test func shorthandUnquotedAndSingleQuoted() {
        let document = Self.parse("\"Enabled\";\nkey.name-1 = value/path:$x_y;\n'single' = 'it\\'s';\nbare;")
        #expect(document.diagnostics.isEmpty)
        #expect(Self.pairs(document) == ["Enabled=Enabled", "key.name-1=value/path:$x_y", "single=it's", "bare=bare"])
        let shorthand = document.table.entries[0]
        #expect(shorthand.valueLocation == shorthand.keyLocation)
    }

    @Test func commentsOfBothKinds() {
        let text = """
            /* Title of the group
               (two lines) */
            "Group" /* between */ = // to the end of the line
              "Gruppe"; // trailing
            // "Commented" = "out";
            "Name" = "Name"; /**/ "x"=/***/"y";// at the end
            """
        let document = Self.parse(text)
        #expect(document.diagnostics.isEmpty)
        #expect(Self.pairs(document) == ["Group=Gruppe", "Name=Name", "x=y"])
        #expect(document.table.entries[0].valueLocation == SourceLocation(line: 4, column: 3))
    }

    // Comments are passed sixteen bytes at a time (up to a `*` or a line break, or to the line's end): what
    // follows a long comment with multi-byte text, lone `*`s, CRLF, a `€` (whose first byte is that of
    // U+2028) and a U+2028 ending a line comment is where the byte-by-byte reading put it.
    @Test func positionsAfterLongComments() {
        let text = "/* Ümlauts, 한국어 and * stars ** over\r\nthree\nlines ✓ */\"a\" = \"b\";// € and ✓ then\u{2028}"
            + "\"c\" = \"d\";// a long comment with no end of line"
        let document = Self.parse(text)
        #expect(document.diagnostics.isEmpty)
        #expect(Self.pairs(document) == ["a=b", "c=d"])
        #expect(document.table.entries.map(\.keyLocation) == [SourceLocation(line: 3, column: 11), SourceLocation(line: 3, column: 37)])
        #expect(document.table.entries.map(\.valueLocation) == [SourceLocation(line: 3, column: 17), SourceLocation(line: 3, column: 43)])
    }

    @Test func emptyAndTriviaOnlyFilesAreEmptyTables() {
        // A zero-length file is the one CoreFoundation refuses.
        #expect(Self.parse("").diagnostics.map(\.rule) == [.stringsSyntax])
        for text in [" \n\t\r\n", "/* only a comment */", "// a line comment", "\u{FEFF}\u{2028}\u{2029}"] {
            let document = Self.parse(text)
            #expect(document.diagnostics.isEmpty, "\(text.debugDescription)")
            #expect(document.table.entries.isEmpty)
        }
    }

    @Test func lineAndParagraphSeparatorsAreSpaceButNotLineBreaks() {
        let document = Self.parse("\"a\"\u{2028}=\u{2029}\"b\";// c\u{2028}\"c\" = \"d\";\n\"e\";")
        #expect(document.diagnostics.isEmpty)
        #expect(Self.pairs(document) == ["a=b", "c=d", "e=e"])
        #expect(document.table.entries[0].valueLocation == SourceLocation(line: 1, column: 7))
        #expect(document.table.entries[1].keyLocation == SourceLocation(line: 1, column: 16))
        #expect(document.table.entries[2].keyLocation == SourceLocation(line: 2, column: 1))
    }

    // Quoted strings and words are read a run at a time (up to a quote, backslash or line break) with
    // their columns counted in scalars: what comes after multi-byte text, the other quote, CR, CRLF and
    // escapes is where the byte-by-byte reading put it.
    @Test func positionsAfterRunsOfText() {
        let text = "\"한국어\" = \"it's é\";\r\"k2\" = 'say \"hi\"\r\n ok' ; w-3.x = \"\\U00e9ñ\\n\"; \"z\";\n\"last\" = v;"
        let document = Self.parse(text)
        #expect(document.diagnostics.isEmpty)
        #expect(Self.pairs(document) == ["한국어=it's é", "k2=say \"hi\"\r\n ok", "w-3.x=éñ\n", "z=z", "last=v"])
        #expect(document.table.entries.map(\.keyLocation) == [
            SourceLocation(line: 1, column: 1), SourceLocation(line: 2, column: 1), SourceLocation(line: 3, column: 8),
            SourceLocation(line: 3, column: 29), SourceLocation(line: 4, column: 1),
        ])
        #expect(document.table.entries.map(\.valueLocation) == [
            SourceLocation(line: 1, column: 9), SourceLocation(line: 2, column: 8), SourceLocation(line: 3, column: 16),
            SourceLocation(line: 3, column: 29), SourceLocation(line: 4, column: 10),
        ])
        // A missing ';' is placed right after the word before it.
        #expect(Self.parse("\"é\" = w-3").diagnostics.map(\.location) == [SourceLocation(line: 1, column: 10)])
    }

    @Test func theLastDefinitionWins() {
        let document = Self.parse("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";")
        #expect(document.table.entries.count == 3)
        #expect(document.table["a"] == "3")
        #expect(document.table.entry(for: "a")?.keyLocation == SourceLocation(line: 3, column: 1))
        #expect(document.table.contains("b"))
        #expect(!document.table.contains("c"))
        #expect(document.table["c"] == nil)
        #expect(document.table.keyCount == 2)
        #expect(!document.hasErrors)
        #expect(document.diagnostics.map(\.rule) == [.duplicateStringsKey])
    }

    @Test func tableAppendKeepsTheLookupAndTheFirstDefinition() {
        var table = StringsTable()
        #expect(table.append(.init(key: "b", value: "b")) == nil)
        #expect(!table.translatesAnything)
        #expect(table.append(.init(key: "a", value: "1")) == nil)
        #expect(table.append(.init(key: "a", value: "2"))?.value == "1")
        #expect(table["a"] == "2")
        #expect(table.count == 3 && table.keyCount == 2 && table.translatesAnything)
        #expect(Array(table.keys) == ["b", "a", "a"])
    }

    /// Entries added one at a time, without room made first: the index grows while keys are defined
    /// again, before and after it grows, some several times; each duplicate names the key's first entry
    /// and a lookup finds its last.
    @Test func keysDefinedAgainWhileTheIndexGrows() {
        var table = StringsTable()
        for round in 0..<3 {
            for number in 0..<700 where round == 0 || number % 7 == 0 {
                let first = table.append(.init(key: "k\(number)", value: "\(round)-\(number)"))
                #expect(first?.value == (round == 0 ? nil : "0-\(number)"))
            }
        }
        #expect(table.keyCount == 700 && table.count == 700 + 2 * 100)
        #expect(table["k0"] == "2-0" && table["k693"] == "2-693" && table["k1"] == "0-1" && table["k699"] == "0-699")
        #expect(table.entry(for: "k7")?.value == "2-7" && table["k700"] == nil)
    }

    /// Keys are looked up by their bytes, as the device's dictionary compares them: `é` as one scalar
    /// and as `e` with a combining accent are two keys there, though Swift's `String` calls them equal.
    /// Apple documents `NSString.isEqual(to:)` as "a literal Unicode-based comparison" in which a
    /// composed and a decomposed `Ö` are not equal. Foundation on Linux cannot be the oracle here: it
    /// hands the table over as a Swift dictionary, whose `String` keys merge the two.
    @Test func keysThatOnlyNormaliseAlikeAreTwoKeys() {
        let text = "\"caf\u{E9}\" = \"one\";\n\"cafe\u{301}\" = \"two\";\n"
        let document = Self.parse(text)
        #expect(document.diagnostics.isEmpty)
        #expect(document.table.keyCount == 2)
        #expect(document.table["caf\u{E9}"] == "one")
        #expect(document.table["cafe\u{301}"] == "two")
        #expect(!document.table.contains("cafe"))
    }

    /// The index grows past its first size and still finds every key, its first and last definitions.
    @Test func manyKeysAreAllFound() {
        var lines = ""
        for number in 0..<5_000 { lines += "\"key \(number)\" = \"value \(number)\";\n" }
        lines += "\"key 17\" = \"again\";\n"
        let document = Self.parse(lines)
        #expect(document.table.count == 5_001 && document.table.keyCount == 5_000)
        #expect((0..<5_000).allSatisfy { document.table.contains("key \($0)") })
        #expect(document.table["key 17"] == "again" && document.table["key 4999"] == "value 4999")
        #expect(!document.table.contains("key 5000") && !document.table.contains(""))
        #expect(document.diagnostics.map(\.location) == [SourceLocation(line: 5_001, column: 1)])
    }

    @Test func positionsCountScalarsAndEveryLineBreak() {
        let document = Self.parse("\"é😀\" = \"x\";\r\n\"b\"\t=\t\"y\";\r\"c\" = \"z\";\n")
        let locations = document.table.entries.map { "\($0.keyLocation) \($0.valueLocation)" }
        #expect(locations == ["1:1 1:8", "2:1 2:7", "3:1 3:7"])
        #expect(document.source.line(1) == "\"é😀\" = \"x\";")
        #expect(document.source.line(2) == "\"b\"\t=\t\"y\";")
        #expect(document.source.line(3) == "\"c\" = \"z\";")
    }
}
