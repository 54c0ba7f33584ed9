import Diagnostics
import PropertyList
import SettingsCompiler
import Testing

/// Control characters from the input never reach the terminal through text diagnostics: they are shown escaped, `\0` and `\u{1B}`, in messages, file names and source
/// lines alike. Seen failing before the fix: ESC, BEL, C1 CSI and U+202E came out raw (the excerpt
/// showed them as U+FFFD).
@Suite("Terminal escaping")
struct TerminalEscapingTests {
    /// ESC [31m, an OSC 52 clipboard write ended by BEL, a C1 CSI, a right-to-left override, a NUL.
    static let hostile = "a\u{1B}[31mb\u{1B}]52;c;aGk=\u{07}c\u{9B}2Jd\u{202E}e\u{0}f"
    static let escaped = #"a\u{1B}[31mb\u{1B}]52;c;aGk=\u{7}c\u{9B}2Jd\u{202E}e\0f"#

    /// Whether `text` holds anything a terminal would act on other than line breaks.
    private func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let value = scalar.value
            return (value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }

    @Test func theRuleEscapesWhatATerminalWouldActOn() {
        #expect(TerminalText.escaped(Self.hostile) == Self.escaped)
        #expect(TerminalText.escaped("tab\there\nline\u{7F}\u{2028}\u{2067}") == #"tab\there\nline\u{7F}\u{2028}\u{2067}"#)
        #expect(TerminalText.escaped("plain 日本語 é ✓") == "plain 日本語 é ✓")
    }

    /// `escaped` tells from a text's UTF-8 bytes whether any scalar needs escaping: for every scalar of the
    /// Basic Multilingual Plane and a few beyond, alone and between other text, it escapes exactly those
    /// `escape` writes (a scalar the byte test missed would come out raw).
    @Test func everyScalarThatIsEscapedIsFoundByItsBytes() {
        let scalars = (0...0xFFFF).compactMap(Unicode.Scalar.init) + [0x1_0000, 0x1_F600, 0xE_0001, 0x10_FFFF].compactMap(Unicode.Scalar.init)
        // Gathered, then expected once: an expectation per text made this the suite's slowest test.
        var wrong: [String] = []
        for scalar in scalars {
            let rewritten = TerminalText.escape(scalar, keepingTab: false) != nil
            for text in [String(scalar), "→ \(scalar)é", "ab\(scalar)"] where (TerminalText.escaped(text) != text) != rewritten {
                wrong.append("U+\(String(scalar.value, radix: 16, uppercase: true)) in \(text.debugDescription)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    @Test func messagesAndSourceLinesAreEscaped() {
        // A key defined twice: the message quotes it, and the excerpt shows its line (a line with NUL is
        // not shown at all: it is taken for text in another encoding).
        let hostile = String(Self.hostile.dropLast(2)), escaped = String(Self.escaped.dropLast(3))
        let table = "\"\(hostile)\" = \"x\";\n\"\(hostile)\" = \"y\";\n"
        let document = StringsParser.parse(Array(table.utf8), name: "Root.strings")
        #expect(document.diagnostics.count == 1)
        let output = TextReporter().report([FileReport(file: document.source, diagnostics: document.diagnostics)])
        #expect(!hasControls(output), "\(output.debugDescription)")
        #expect(output.contains("key '\(escaped)' is defined again"), "\(output)")
        #expect(output.contains(" 2 | \"\(escaped)\" = \"y\";\n"), "\(output)")
        // NUL in a message.
        let nul = StringsParser.parse(Array("\"a\\0b\" = \"x\";\n\"a\\0b\" = \"y\";\n".utf8), name: "Root.strings")
        let nulOutput = TextReporter().report([FileReport(file: nul.source, diagnostics: nul.diagnostics)])
        #expect(nulOutput.contains(#"key 'a\0b' is defined again"#), "\(nulOutput)")
        // The caret still points at the key's first character.
        #expect(output.contains("\n   | ^\n"), "\(output)")
    }

    @Test func fileNamesAreEscaped() {
        let file = SourceFile(bytes: Array("[\n".utf8), displayName: "x\u{1B}]0;title\u{07}.plist")
        let output = TextReporter().report([FileReport(file: file, diagnostics: PlistReader.parse(file).diagnostics)])
        #expect(!hasControls(output), "\(output.debugDescription)")
        #expect(output.hasPrefix(#"x\u{1B}]0;title\u{7}.plist:1:1: "#), "\(output)")
    }

    @Test func theCaretLinesUpUnderEscapes() {
        // The column is after two escaped characters: the caret moves over their escaped width.
        let line = "\u{1B}\u{1B}<oops/>"
        let file = SourceFile(bytes: Array("<plist>\(line)</plist>\n".utf8), displayName: "x.plist")
        let diagnostic = Diagnostic(.xmlSyntax, "here", at: SourceLocation(line: 1, column: 10))
        let output = TextReporter().report([FileReport(file: file, diagnostics: [diagnostic])])
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 3)
        let source = String(lines[1]), caret = String(lines[2])
        #expect(source == #" 1 | <plist>\u{1B}\u{1B}<oops/></plist>"#, "\(output)")
        // "<plist>" is 7 columns, each escape 6: the `<` of `<oops/>` is column 10 of the line.
        let caretColumn = caret.distance(from: caret.startIndex, to: caret.firstIndex(of: "^")!)
        let targetColumn = source.distance(from: source.startIndex, to: source.range(of: "<oops")!.lowerBound)
        #expect(caretColumn == targetColumn, "\(output)")
    }
}
