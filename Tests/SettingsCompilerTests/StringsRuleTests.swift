import Diagnostics
import PropertyList
import SettingsCompiler
import Testing
import TestSupport

/// The .strings rules: rule id, message and exact line:column (marked in the input), every problem
/// of a file in one run.
@Suite("Strings rules")
struct StringsRuleTests {
    private func expect(_ marked: String, _ expected: [(marker: Character, rule: Rule, message: String)],
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = MarkedText(marked)
        let diagnostics = StringsParser.parse(Array(source.text.utf8), name: "Root.strings").diagnostics
        let actual = diagnostics.map { "\($0.location) [\($0.rule.id)] \($0.message)" }
        let wanted = expected.map { "\(source[$0.marker]) [\($0.rule.id)] \($0.message)" }
        #expect(actual == wanted, sourceLocation: sourceLocation)
        for (diagnostic, item) in zip(diagnostics, expected) {
            #expect(diagnostic.severity == item.rule.severity, sourceLocation: sourceLocation)
        }
    }

    @Test func everySyntaxErrorOfAFileIsReported() {
        let marked = """
            "a" = "b"1️⃣
            "c" 2️⃣"d";
            "e" = 3️⃣;
            4️⃣= "f";
            "g" = "h";
            5️⃣"unterminated
            """
        expect(marked, [
            ("1️⃣", .stringsSyntax, "missing ';' after the entry for 'a': the Settings app drops the whole table"),
            ("2️⃣", .stringsSyntax, "expected '=' or ';' after the key 'c', found '\"'"),
            ("3️⃣", .stringsSyntax, "expected a value after '=', found ';'"),
            ("4️⃣", .stringsSyntax, "expected a key, found '='"),
            ("5️⃣", .stringsSyntax, "unterminated string"),
        ])
        let document = StringsParser.parse(Array(MarkedText(marked).text.utf8), name: "x")
        // A missing ';' drops the table on the device: the table is what the device reads.
        #expect(document.table.entries.isEmpty && document.table.cutByDevice)
        #expect(document.hasErrors)
    }

    @Test func missingSemicolonBeforeTheNextLine() {
        expect("\"Title\" = \"Titel\"1️⃣ // no semicolon\n\"Name\" = \"Name\";", [
            ("1️⃣", .stringsSyntax, "missing ';' after the entry for 'Title': the Settings app drops the whole table"),
        ])
    }

    @Test func theEndOfTheFileAfterAKeyOrAnEqualsSign() {
        expect("\"a\" = \"b\";\n\"c\"1️⃣", [
            ("1️⃣", .stringsSyntax, "expected '=' or ';' after the key 'c', found the end of the file: the Settings app drops the whole table"),
        ])
        expect("\"a\" = \"b\";\n\"c\" = 1️⃣", [("1️⃣", .stringsSyntax, "expected a value after '=': the Settings app drops the whole table")])
        expect("\"a\" = \"b\"1️⃣", [("1️⃣", .stringsSyntax, "missing ';' after the entry for 'a': the Settings app drops the whole table")])
    }

    @Test func strayCharactersAndStructuredValues() {
        expect("1️⃣@ = \"x\";\n\"k\" = 2️⃣{ \"a\" = \"b\"; };\n\"ok\" = 3️⃣<0a>;\n\"l\" 4️⃣: x;", [
            ("1️⃣", .stringsSyntax, "expected a key, found '@': the Settings app drops the whole table"),
            ("2️⃣", .stringsSyntax, "expected a value after '=', found '{'"),
            ("3️⃣", .stringsSyntax, "expected a value after '=', found '<'"),
            ("4️⃣", .stringsSyntax, "expected '=' or ';' after the key 'l', found ':'"),
        ])
    }

    @Test func aTableInBraces() {
        let document = StringsParser.parse(Array("{\n  \"a\" = \"b\";\n  c;\n}\n".utf8), name: "x")
        #expect(document.diagnostics.isEmpty)
        #expect(document.table.entries.map { "\($0.key)=\($0.value) \($0.keyLocation)" } == ["a=b 2:3", "c=c 3:3"])
        expect("{ \"a\" = \"b\"; 1️⃣", [("1️⃣", .stringsSyntax, "missing '}' at the end of the table: the Settings app drops the whole table")])
        expect("{ \"a\" = \"b\"; } 1️⃣x = y;", [
            ("1️⃣", .stringsSyntax, "unexpected 'x' after the '}' that ends the table: the Settings app drops the whole table"),
        ])
    }

    @Test func unterminatedComment() {
        // Where a key belongs the device reads the rest as the comment and keeps what came before.
        expect("\"a\" = \"b\"; 1️⃣/* open /* still open", [
            ("1️⃣", .stringsSyntax, "unterminated comment: the Settings app keeps the entry before it and drops the rest"),
        ])
        expect("\"a\" = \"b\";\n\"c\" = \"d\";\n1️⃣/* open\n\"e\" = \"f\";", [
            ("1️⃣", .stringsSyntax, "unterminated comment: the Settings app keeps the 2 entries before line 3 and drops the rest"),
        ])
        expect("\"a\" = 1️⃣/* open", [("1️⃣", .stringsSyntax, "unterminated comment: the Settings app drops the whole table")])
    }

    /// Where a key belongs, anything that cannot start one ends the table for the device: it keeps the
    /// entries before, and says so once.
    @Test func whatTheDeviceKeeps() {
        let marked = "\"a\" = \"b\";\n\"c\" = \"d\";\n1️⃣;\n\"e\" = \"f\";\n2️⃣= \"g\";"
        expect(marked, [
            ("1️⃣", .stringsSyntax, "expected a key, found ';': the Settings app keeps the 2 entries before line 3 and drops the rest"),
            ("2️⃣", .stringsSyntax, "expected a key, found '='"),
        ])
        let document = StringsParser.parse(Array(MarkedText(marked).text.utf8), name: "x")
        #expect(document.table.entries.map(\.key) == ["a", "c"])
        // The first token of a file cannot be skipped: the device refuses the whole table.
        expect("1️⃣; \"a\" = \"b\";", [("1️⃣", .stringsSyntax, "expected a key, found ';': the Settings app drops the whole table")])
        // An empty file is refused; one holding only a comment is an empty table.
        #expect(StringsParser.parse([], name: "x").diagnostics.map(\.rule) == [.stringsSyntax])
        #expect(StringsParser.parse(Array("/* none */".utf8), name: "x").diagnostics.isEmpty)
    }

    @Test func loneSurrogateEscapes() {
        expect(#""a" = "x1️⃣\UD83Dy"; "b" = "2️⃣\UDE00"; "c" = "3️⃣\UD83D\U0041";"#, [
            ("1️⃣", .stringsSyntax, "invalid \\U escape: 'D83D' is a lone UTF-16 surrogate; the device shows '\u{FFFD}'"),
            ("2️⃣", .stringsSyntax, "invalid \\U escape: 'DE00' is a lone UTF-16 surrogate; the device shows '\u{FFFD}'"),
            ("3️⃣", .stringsSyntax, "invalid \\U escape: 'D83D' is a lone UTF-16 surrogate; the device shows '\u{FFFD}'"),
        ])
    }

    /// The note the rule's examples cannot check: where the key was first defined.
    @Test func duplicateStringsKeyPointsAtTheFirstDefinition() {
        let source = MarkedText("1️⃣\"Title\" = \"A\";\n\"Other\" = \"B\";\n  2️⃣\"Title\" = \"C\";")
        let diagnostic = StringsParser.parse(Array(source.text.utf8), name: "x").diagnostics[0]
        #expect(diagnostic.location == source["2️⃣"])
        #expect(diagnostic.notes.map { "\($0.location) \($0.message)" } == ["\(source["1️⃣"]) 'Title' first defined here"])
    }

    @Test func invalidUTF8IsAnEncodingErrorAtItsPosition() {
        let bytes = Array("\"a\" = \"b\";\n\"é\" = \"".utf8) + [0xFF, 0xFE] + Array("\";\n".utf8)
        let document = StringsParser.parse(bytes, name: "x")
        #expect(document.diagnostics.map { "\($0.location) [\($0.rule.id)] \($0.message)" } == [
            "2:8 [encoding] byte 0xFF is not UTF-8 (it is 'ˇ' in Mac OS Roman, 'ÿ' in Windows-1252): the file was saved "
                + "in an 8-bit encoding, and the device's parser refuses it; save it as UTF-8",
        ])
        // The device converts the whole file first: one bad byte and the table is gone.
        #expect(document.table.entries.isEmpty && document.table.cutByDevice)
    }
}
