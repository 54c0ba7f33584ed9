import PropertyList
import SettingsCompiler
import Testing
import XMLStream

/// The .strings rules: rule id, message and exact line:column (marked in the input), every problem
/// of a file in one run.
@Suite("Strings rules")
struct StringsRuleTests {
    private func expect(_ marked: String, _ expected: [(marker: Character, rule: Rule, message: String)],
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = MarkedSource(marked)
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
            ("1️⃣", .stringsSyntax, "missing ';' after the entry for 'a'"),
            ("2️⃣", .stringsSyntax, "expected '=' or ';' after the key 'c', found '\"'"),
            ("3️⃣", .stringsSyntax, "expected a value after '=', found ';'"),
            ("4️⃣", .stringsSyntax, "expected a key, found '='"),
            ("5️⃣", .stringsSyntax, "unterminated string"),
        ])
        let document = StringsParser.parse(Array(MarkedSource(marked).text.utf8), name: "x")
        #expect(document.table.entries.map(\.key) == ["a", "g"])
        #expect(document.hasErrors)
    }

    @Test func missingSemicolonBeforeTheNextLine() {
        expect("\"Title\" = \"Titel\"1️⃣ // no semicolon\n\"Name\" = \"Name\";", [
            ("1️⃣", .stringsSyntax, "missing ';' after the entry for 'Title'"),
        ])
    }

    @Test func theEndOfTheFileAfterAKeyOrAnEqualsSign() {
        expect("\"a\" = \"b\";\n\"c\"1️⃣", [
            ("1️⃣", .stringsSyntax, "expected '=' or ';' after the key 'c', found the end of the file"),
        ])
        expect("\"a\" = \"b\";\n\"c\" = 1️⃣", [("1️⃣", .stringsSyntax, "expected a value after '='")])
        expect("\"a\" = \"b\"1️⃣", [("1️⃣", .stringsSyntax, "missing ';' after the entry for 'a'")])
    }

    @Test func strayCharactersAndStructuredValues() {
        expect("1️⃣@ = \"x\";\n\"k\" = 2️⃣{ \"a\" = \"b\"; };\n\"ok\" = 3️⃣<0a>;\n\"l\" 4️⃣: x;", [
            ("1️⃣", .stringsSyntax, "expected a key, found '@'"),
            ("2️⃣", .stringsSyntax, "expected a value after '=', found '{'"),
            ("3️⃣", .stringsSyntax, "expected a value after '=', found '<'"),
            ("4️⃣", .stringsSyntax, "expected '=' or ';' after the key 'l', found ':'"),
        ])
    }

    @Test func aTableInBraces() {
        let document = StringsParser.parse(Array("{\n  \"a\" = \"b\";\n  c;\n}\n".utf8), name: "x")
        #expect(document.diagnostics.isEmpty)
        #expect(document.table.entries.map { "\($0.key)=\($0.value) \($0.keyLocation)" } == ["a=b 2:3", "c=c 3:3"])
        expect("{ \"a\" = \"b\"; 1️⃣", [("1️⃣", .stringsSyntax, "missing '}' at the end of the table")])
        expect("{ \"a\" = \"b\"; } 1️⃣x = y;", [
            ("1️⃣", .stringsSyntax, "unexpected 'x' after the '}' that ends the table"),
        ])
    }

    @Test func unterminatedComment() {
        expect("\"a\" = \"b\"; 1️⃣/* open /* still open", [("1️⃣", .stringsSyntax, "unterminated comment")])
        expect("\"a\" = 1️⃣/* open", [("1️⃣", .stringsSyntax, "unterminated comment")])
    }

    @Test func loneSurrogateEscapes() {
        expect(#""a" = "x1️⃣\UD83Dy"; "b" = "2️⃣\UDE00"; "c" = "3️⃣\UD83D\U0041";"#, [
            ("1️⃣", .stringsSyntax, "invalid \\U escape: 'D83D' is a lone UTF-16 surrogate"),
            ("2️⃣", .stringsSyntax, "invalid \\U escape: 'DE00' is a lone UTF-16 surrogate"),
            ("3️⃣", .stringsSyntax, "invalid \\U escape: 'D83D' is a lone UTF-16 surrogate"),
        ])
    }

    @Test func duplicateStringsKey() {
        let source = MarkedSource("1️⃣\"Title\" = \"A\";\n\"Other\" = \"B\";\n  2️⃣\"Title\" = \"C\";")
        expect("1️⃣\"Title\" = \"A\";\n\"Other\" = \"B\";\n  2️⃣\"Title\" = \"C\";", [
            ("2️⃣", .duplicateStringsKey, "key 'Title' is defined again; this definition wins"),
        ])
        let diagnostic = StringsParser.parse(Array(source.text.utf8), name: "x").diagnostics[0]
        #expect(diagnostic.notes.map { "\($0.location) \($0.message)" } == ["\(source["1️⃣"]) 'Title' first defined here"])
        #expect(diagnostic.severity == .warning)
    }

    @Test func invalidUTF8IsAnEncodingErrorAtItsPosition() {
        let bytes = Array("\"a\" = \"b\";\n\"é\" = \"".utf8) + [0xFF, 0xFE] + Array("\";\n".utf8)
        let document = StringsParser.parse(bytes, name: "x")
        #expect(document.diagnostics.map { "\($0.location) [\($0.rule.id)] \($0.message)" } == [
            "2:8 [encoding] bytes that are not valid UTF-8",
        ])
        #expect(document.table.entries.count == 2) // read on, with U+FFFD in place of the bad bytes
    }

    @Test func theRulesAreCatalogued() {
        #expect(Rule.all.contains(.stringsSyntax) && Rule.all.contains(.duplicateStringsKey))
        #expect(Rule.stringsSyntax.id == "strings-syntax")
        #expect(Rule.stringsSyntax.severity == .error)
        #expect(Rule.stringsSyntax.summary == "A .strings file that does not parse: the Settings app drops the whole table.")
        #expect(Rule.duplicateStringsKey.id == "duplicate-strings-key")
        #expect(Rule.duplicateStringsKey.severity == .warning)
        #expect(Rule.duplicateStringsKey.summary == "A key defined twice in one .strings file; the last definition wins.")
    }
}
