import Diagnostics
@testable import PropertyList
import Testing
import TestSupport

/// The `.strings` reader's one-step path for plain entries reads exactly what its grammar reads: the same
/// entries, texts, line:column, findings and fate of the table, on tables that mix plain entries with
/// every shape that must leave it (escapes, comments, line breaks inside texts, missing `;`, braces,
/// other white space, long texts, multi-byte text).
@Suite("Strings plain entries")
struct StringsPlainEntriesTests {
    /// The table and findings read with and without the one-step path.
    static func bothWays(_ text: [UInt8], cap: DiagnosticCap = DiagnosticCap())
        -> (fast: OldStyleStringsReader, grammar: OldStyleStringsReader) {
        var fast = OldStyleStringsReader(utf8: text, cap: cap)
        fast.read()
        var grammar = OldStyleStringsReader(utf8: text, cap: cap)
        grammar.readsPlainEntries = false
        grammar.read()
        return (fast, grammar)
    }

    static func expectSame(_ text: String, cap: DiagnosticCap = DiagnosticCap(),
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (fast, grammar) = bothWays(Array(text.utf8), cap: cap)
        #expect(fast.table == grammar.table, "\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(fast.table.cutByDevice == grammar.table.cutByDevice, sourceLocation: sourceLocation)
        #expect(fast.diagnostics == grammar.diagnostics, "\(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func plainEntriesAreReadWithTheirPositions() {
        let text = "\"a\" = \"1\";\n\"b\"\t=\t'2';\r\n'c' = \"x'y\";\r\"é€😀\" = \"ü\";\n\"a\" = \"again\";"
        var reader = OldStyleStringsReader(utf8: Array(text.utf8))
        reader.read()
        #expect(reader.table.entries.map(\.key) == ["a", "b", "c", "é€😀", "a"])
        #expect(reader.table.entries.map(\.value) == ["1", "2", "x'y", "ü", "again"])
        #expect(reader.table.entries.map(\.valueLocation) == [
            .init(line: 1, column: 7), .init(line: 2, column: 7), .init(line: 3, column: 7), .init(line: 4, column: 9),
            .init(line: 5, column: 7),
        ])
        // The duplicate is reported where the grammar reports it, pointing at the first definition.
        #expect(reader.diagnostics.map(\.location) == [.init(line: 5, column: 1)])
        Self.expectSame(text)
    }

    @Test func whatLeavesThePlainPathIsReadAsTheGrammarReadsIt() {
        for text in [
            "\"a\" = \"1\\n2\";\n\"b\" = \"2\";\n",          // an escape
            "\"a\" = \"1\n2\";\n\"b\" = \"2\";\n",            // a line break inside a value
            "\"a\" = \"1\" /* c */;\n\"b\" = \"2\";\n",        // a comment before ';'
            "\"a\" = \"1\"\n\"b\" = \"2\";\n",                // a missing ';'
            "\"a\";\n\"b\" = \"2\";\n",                       // a key alone
            "\"a\" = b;\n\"b\" = \"2\";\n",                   // an unquoted value
            "{ \"a\" = \"1\"; \"b\" = \"2\"; }\n",            // braces
            "\"a\"\u{0B}= \"1\";\n\"b\" = \"2\";\u{2028}\"c\" = \"3\";\n", // other white space
            "\"a\" = \"1\";;\n\"b\" = \"2\";\n",              // where a key belongs, ';'
            "\"a\" = \"1\"; \"b\" = \"2\";\"c\"=\"3\";",       // several on a line, no line break at the end
            "\"a\" = \"1",                                    // unterminated
            "\"a\" = \"1\";\r\n\r\n\"b\" = \"2\";\r",         // CRLF and CR
            // Columns are counted after the plain path, where it stops and where a location is asked for.
            "/* c */ \"a\" = \"1\";\n\"b\" = \"2\";\n",             // after a comment on the line
            "\"é\" = \"ü\"; \"b\" = \"x\\ny\";\n",                // the grammar goes on, on the same line
            "\"é\" = \"ü\";\n\"日本\" = \"x\"; /* t */ \"c\" = \"3\\t\";\n", // and after a line break
            "\"日本\" = \"1\"; \"日本\" = \"2\";\r\n\t\"😀\" = \"1\";\n\t\"😀\" = \"2\";\n", // duplicates
            "\"a\u{2028}b\" = \"1\";\u{0C}\"a\u{2028}b\" = \"2\";\n", // a separator and a form feed
            // Around the one look for ` = ` and `;`: other blanks, none, and the end of the file.
            "\"a\" =  \"1\";\n\"b\"= \"2\";\n\"c\" =\"3\";\n\"d\"=\"4\" ;\n\"e\"  =\t\"5\"\t;\n",
            "\"a\" = \"1\"", "\"a\" = \"1\";", "\"a\" = ", "\"a\" =", "\"a\" = \"1\" ",
        ] {
            Self.expectSame(text)
        }
    }

    /// Escapes of one printable character are decoded on the plain path; the others leave it.
    @Test func escapesAreDecodedAsTheGrammarDecodesThem() {
        let text = "\"say \\\"hi\\\"\" = \"sag \\\"hallo\\\"\";\n'it\\'s' = \"a\\\\b\\tc\\n\";\n\"é\\\"\" = \"ü\";\n"
        var reader = OldStyleStringsReader(utf8: Array(text.utf8))
        reader.read()
        #expect(reader.table.entries.map(\.key) == ["say \"hi\"", "it's", "é\""])
        #expect(reader.table.entries.map(\.value) == ["sag \"hallo\"", "a\\b\tc\n", "ü"])
        // The value's column counts the file's characters, escapes written out.
        #expect(reader.table.entries.map(\.valueLocation) == [
            .init(line: 1, column: 16), .init(line: 2, column: 11), .init(line: 3, column: 9),
        ])
        Self.expectSame(text)
        for text in [
            "\"a\" = \"x\\\"y\";\n\"b\" = \"2\";\n",              // an escaped quote in a value
            "\"a\\\"\" = \"1\";\n\"a\\\"\" = \"2\";\n",         // in a key, defined twice
            "\"a\\\\\" = \"1\";\n",                                // a backslash just before the quote
            "\"\\a\\b\\f\\n\\r\\t\\v\\z\\ \\~\" = \"\\'\";\n",  // every letter, others, a space
            "\"a\" = \"\\u00e9\";\n",                               // a lower-case u stands for itself
            "\"a\" = \"\\U00e9\";\n\"b\" = \"2\";\n",              // left to the grammar: \U
            "\"a\" = \"\\101\\8\";\n\"b\" = \"2\";\n",            // octal, and an 8 (itself)
            "\"a\" = \"x\\\ny\";\n\"b\" = \"2\";\n",              // backslash-newline
            "\"a\" = \"x\\\r\ny\";\n\"b\" = \"2\";\n",            // backslash-CRLF
            "\"a\" = \"x\\\ty\";\n\"b\" = \"2\";\n",              // backslash-tab
            "\"a\" = \"x\\éy\";\n\"b\" = \"2\";\n",               // backslash and a multi-byte character
            "\"a\" = \"x\\\u{7F}y\";\n",                            // backslash and DEL
            "\"a\" = \"x\\",                                     // a backslash at the end of the file
            "\"a\" = \"x\\\"",                                  // an escaped quote at the end of the file
            "\"a\\\"\" = \"1\" /* c */;\n\"b\" = \"2\";\n",        // a decoded key, then a comment
            "\"a\\\"\" = \"1\"\n\"b\" = \"2\";\n",               // a decoded key, no ';'
            "\"a\\\"\" = b;\n\"b\" = \"2\";\n",                    // a decoded key, an unquoted value
            "\"é\" = \"\\\"\"; \"b\\\\\" = \"ü\"; \"c\" = \"\\U0041\";\n", // on one line, then the grammar
        ] {
            Self.expectSame(text)
        }
        let limit = OldStyleStringsReader.maxTextBytes
        // At the limit in the file, or past it in the file but not decoded: the grammar decides the same.
        Self.expectSame("\"a\" = \"\\\"\(String(repeating: "y", count: limit - 2))\";\n")
        Self.expectSame("\"a\" = \"\\\"\(String(repeating: "y", count: limit - 1))\";\n")
        Self.expectSame("\"a\" = \"\\\"\\\"\(String(repeating: "y", count: limit - 1))\";\n")
    }

    @Test func aTextPastTheLimitIsLeftToTheGrammar() {
        let long = String(repeating: "x", count: OldStyleStringsReader.maxTextBytes + 1)
        Self.expectSame("\"a\" = \"1\";\n\"b\" = \"\(long)\";\n\"c\" = \"3\";\n")
        let atLimit = String(repeating: "y", count: OldStyleStringsReader.maxTextBytes)
        Self.expectSame("\"a\" = \"\(atLimit)\";\n")
    }

    /// Plain entries are indexed a run at a time, after the run is read: a table denser than the room
    /// made for it (the index grows inside a run), with keys defined again inside a run, across runs and
    /// across an entry the grammar reads, reports the same duplicates in the same order as the grammar,
    /// under a cap that cuts them short, and looks up the last definition of each key.
    @Test func duplicatesInARunAreReportedAsOneByOne() {
        var text = ""
        for number in 0..<600 {
            text += "\"k\(number % 250)\"=\"\(number)\";\n"
            if number % 97 == 0 { text += "\"k\(number % 7)\\\"\" = \"escaped\";\n/* c */ \"k3\" = \"grammar\";\n" }
        }
        let (fast, _) = Self.bothWays(Array(text.utf8))
        #expect(fast.table.count == 600 + 7 * 2)
        #expect(fast.table["k3"] == "grammar")
        #expect(fast.table["k4"] == "504")
        #expect(fast.table["k249"] == "499")
        #expect(fast.table["k250"] == nil)
        Self.expectSame(text)
        for perRule in [0, 1, 3, 350] {
            Self.expectSame(text, cap: DiagnosticCap(perRule: perRule))
        }
    }

    /// Seeded tables built from pieces of every kind, plain and not, in any order.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func seededTablesReadTheSameBothWays(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let texts = ["a", "key", "é", "😀 x", "日本語", "a'b", "", "x\u{2028}y", "tab\there"]
        let pieces: [(inout SplitMix64) -> String] = [
            { r in "\"\(texts.randomElement(using: &r)!)\" = \"\(texts.randomElement(using: &r)!)\";\n" },
            { r in "'\(texts.randomElement(using: &r)!)'\t=  \"\(texts.randomElement(using: &r)!)\";\r\n" },
            { r in "\"\(texts.randomElement(using: &r)!)\\\"q\" = \"v\";\n" },
            { r in "'\(texts.randomElement(using: &r)!)\\'' = \"\\\\\(texts.randomElement(using: &r)!)\\n\";\n" },
            { r in "\"\(texts.randomElement(using: &r)!)\" = \"\\\(["U00E9", "101", "\n", "é", "t", "\""].randomElement(using: &r)!)\";\n" },
            { _ in "/* comment */\n" },
            { _ in "// line comment\n" },
            { _ in "\n" },
            { _ in "\r" },
            { r in "\"\(texts.randomElement(using: &r)!)\" = \"no semicolon\"\n" },
            { r in "\"\(texts.randomElement(using: &r)!)\";\n" },
            { _ in "word = \"unquoted key\";\n" },
            { _ in "\"a\" = \"broken\n\";\n" },
            { _ in "= ;\n" },
            { _ in "\"a\" = \"1\"; " },
            { _ in "\u{FEFF}" },
        ]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                // Mostly plain entries, as real tables are.
                let piece = Int.random(in: 0..<3, using: &random) == 0
                    ? pieces.randomElement(using: &random)! : pieces[Int.random(in: 0...1, using: &random)]
                text += piece(&random)
            }
            Self.expectSame(text)
        }
    }
}
