import Diagnostics
import PropertyList
import SettingsCompiler
import Testing

/// .strings input that is cut short, badly encoded, huge or repetitive: no crash, no hang, and every
/// problem at a position inside the file.
@Suite("Strings hostile input")
struct StringsHostileTests {
    /// A realistic table: comments of both kinds, escapes, shorthand, unquoted tokens, non-ASCII.
    static let realistic: String = {
        var lines = ["/* Root.strings", "   Settings bundle, German */", ""]
        for index in 0..<9 {
            lines.append("/* Row \(index) */")
            lines.append("\"Title\(index)\" = \"Überschrift \\\"\(index)\\\" \\U00e9\\n\\t\\101\"; // ✓")
            lines.append("Key_\(index) = value.\(index);")
        }
        lines.append("\"Group\";")
        return lines.joined(separator: "\n") + "\n"
    }()

    /// Every diagnostic points at a line of the (decoded) file and a column within that line, or just past it.
    private func expectPositioned(_ document: StringsDocument, _ label: String,
                                  sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for diagnostic in document.diagnostics {
            let location = diagnostic.location
            guard let line = document.source.line(location.line) else {
                Issue.record("\(label): \(location) is past the last line", sourceLocation: sourceLocation)
                continue
            }
            #expect(location.column >= 1 && location.column <= line.unicodeScalars.count + 1,
                    "\(label): \(location) on a line of \(line.unicodeScalars.count)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyPrefixOfARealisticTable() {
        let bytes = Array(Self.realistic.utf8)
        #expect(Self.realistic.split(separator: "\n").count >= 30)
        let full = StringsParser.parse(bytes, name: "x")
        #expect(full.diagnostics.isEmpty)
        #expect(full.table.entries.count == 19)
        #expect(full.table["Title3"] == "Überschrift \"3\" é\n\tA")
        for length in 0...bytes.count {
            let document = StringsParser.parse(Array(bytes[..<length]), name: "x")
            expectPositioned(document, "prefix \(length)")
            #expect(document.table.entries.count <= 19)
        }
    }

    @Test func everyPrefixOfAUTF16Table() {
        let bytes = StringsEncodingTests.encode(Self.realistic, .utf16LEBOM)
        for length in stride(from: 0, through: bytes.count, by: 1) {
            expectPositioned(StringsParser.parse(Array(bytes[..<length]), name: "x"), "UTF-16 prefix \(length)")
        }
    }

    @Test func loneUTF16Surrogates() {
        // "a" = "?"; with ? a lone high, then a lone low surrogate, little- and big-endian.
        for (unit, bigEndian): (UInt16, Bool) in [(0xD800, false), (0xDC00, false), (0xDBFF, true), (0xDFFF, true)] {
            var units = Array("\"a\" = \"".utf16) + [unit] + Array("\";\n\"b\" = \"c\";".utf16)
            if unit < 0xDC00 { units.insert(contentsOf: Array("x".utf16), at: 8) } // a high surrogate not followed by a low one
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in units {
                bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            let document = StringsParser.parse(bytes, name: "x")
            let name = bigEndian ? "UTF-16BE" : "UTF-16LE"
            #expect(document.diagnostics.map { "\($0.location) \($0.message)" } == ["1:8 bytes that are not valid \(name)"])
            #expect(document.table["b"] == "c")
        }
    }

    @Test func anOddNumberOfUTF16Bytes() {
        let bytes = StringsEncodingTests.encode("\"a\" = \"b\";", .utf16BEBOM) + [0x00]
        let document = StringsParser.parse(bytes, name: "x")
        #expect(document.diagnostics.first.map { "\($0.location) \($0.message)" } == "1:11 bytes that are not valid UTF-16BE")
        #expect(document.table["a"] == "b")
        expectPositioned(document, "odd")
    }

    @Test func invalidUTF8Sequences() {
        for bad: [UInt8] in [[0x80], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC0, 0xAF]] {
            let bytes = Array("\"k\" = \"\n".utf8) + bad + Array("\";".utf8)
            let document = StringsParser.parse(bytes, name: "x")
            #expect(document.diagnostics.map { "\($0.location) [\($0.rule.id)]" } == ["2:1 [encoding]"], "\(bad)")
        }
    }

    @Test func aTenMegabyteValue() {
        // 10 MB decoded, the text limit exactly (one byte more: ReadingLimitTests).
        let big = String(repeating: "x", count: 9_999_999)
        let document = StringsParser.parse(Array("\"k\" = \"\(big)\\n\";\n\"after\" = \"1\";".utf8), name: "x")
        #expect(document.diagnostics.isEmpty)
        #expect(document.table["k"]?.utf8.count == 10_000_000)
        #expect(document.table.entry(for: "after")?.keyLocation == SourceLocation(line: 2, column: 1))
    }

    @Test func aHundredThousandEntries() {
        var text = ""
        for index in 0..<100_000 { text += "\"key\(index)\" = \"value \(index)\";\n" }
        let document = StringsParser.parse(Array(text.utf8), name: "x")
        #expect(document.diagnostics.isEmpty)
        #expect(document.table.entries.count == 100_000)
        #expect(document.table["key99999"] == "value 99999")
        #expect(document.table.entry(for: "key99999")?.valueLocation == SourceLocation(line: 100_000, column: 14))
    }

    @Test func aHundredThousandEntriesOnOneLineAllDuplicated() {
        let text = String(repeating: "k=v;", count: 100_000)
        let document = StringsParser.parse(Array(text.utf8), name: "x")
        // 99,999 duplicates: the first 100 reported, the rest counted in one line (DiagnosticCap).
        #expect(document.diagnostics.count == DiagnosticCap.shown + 1)
        #expect(document.diagnostics.last?.message == "and \(99_999 - DiagnosticCap.shown) more like this in this file")
        #expect(document.diagnostics.last?.location == SourceLocation(line: 1, column: 4 * DiagnosticCap.shown + 5))
        #expect(FileReport(file: document.source, diagnostics: document.diagnostics).warningCount == 99_999)
        #expect(document.table["k"] == "v")
    }

    @Test func repeatedCommentOpenersAndUnterminatedConstructsAtTheEnd() {
        let openers = StringsParser.parse(Array(String(repeating: "/* ", count: 100_000).utf8), name: "x")
        #expect(openers.diagnostics.map { "\($0.location) \($0.message)" }
            == ["1:1 unterminated comment: the Settings app reads no entry from this table"])
        // "/*/*/" is a whole comment (its "*/" closes it), as in CoreFoundation: junk follows.
        let packed = StringsParser.parse(Array(String(repeating: "/*", count: 100_000).utf8), name: "x")
        #expect(packed.diagnostics.map { "\($0.location) \($0.message)" }
            == ["1:6 expected a key, found '*': the Settings app drops the whole table", "1:199999 unterminated comment"])
        let closed = StringsParser.parse(Array(String(repeating: "/**/", count: 100_000).utf8), name: "x")
        #expect(closed.diagnostics.isEmpty)
        let stray = StringsParser.parse(Array(String(repeating: "= ", count: 50_000).utf8), name: "x")
        #expect(stray.diagnostics.count == 1) // one report, then resynchronised to the end of the line
        for ending in ["\"a\" = \"b\\", "\"a\" = \"b", "\"a", "'a' = 'b", "\"a\" = \"b\" /", "\"a\" = \"b\"; /", "\"a\" = \\U",
                       "\"a\" = \"\\U", "\"a\" = \"\\UD83D", "\"a\" = \"\\UD83D\\", "\"a\" = \"\\1", "/", "//", "/*", "*/", "\\"] {
            let document = StringsParser.parse(Array(ending.utf8), name: "x")
            expectPositioned(document, ending)
            #expect(document.hasErrors || ending == "//", "\(ending)")
        }
    }
}
