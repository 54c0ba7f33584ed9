import PropertyList
import SettingsCompiler
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("~", 1), ("é", 1), ("Ω", 1), ("…", 1), ("›", 1), ("─", 1), ("╭", 1),
        ("한", 2), ("あ", 2), ("ア", 2), ("中", 2), ("Ａ", 2), ("😀", 2), ("🌙", 2), ("👍", 2), ("、", 2),
        ("\u{0301}", 0), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{1160}", 0), ("\u{11A8}", 0),
        ("ｱ", 1), ("\u{00AD}", 1),
    ] as [(String, Int)])
    func codePoints(_ text: String, width: Int) {
        #expect(DisplayWidth.of(text.unicodeScalars.first!) == width, "U+\(String(text.unicodeScalars.first!.value, radix: 16))")
    }

    @Test(arguments: [
        ("Wi-Fi", 5), ("자동 로그인", 11), ("e\u{0301}", 1), ("Z\u{0335}\u{0321}a", 2),
        ("❤️", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇰🇷", 2), ("한\u{0308}", 2), ("ᄒ\u{1161}\u{11AB}", 2), ("", 0),
    ] as [(String, Int)])
    func strings(_ text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        #expect(TerminalText.truncate("한국어", to: 4) == "한…")
        #expect(TerminalText.truncate("한국어", to: 5) == "한국…")
        #expect(TerminalText.truncate("한국어", to: 6) == "한국어")
        #expect(TerminalText.truncate("abcdef", to: 5, ellipsis: "...") == "ab...")
        #expect(DisplayWidth.of(TerminalText.pad(TerminalText.truncate("한국어 글자", to: 6), to: 6)) == 6)
    }

    @Test func wrapping() {
        #expect(TerminalText.wrap("one two three", width: 7) == ["one two", "three"])
        #expect(TerminalText.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TerminalText.wrap("한국어 글자", width: 6) == ["한국어", "글자"])
    }

    @Test func controlsAndBidiOverridesAreNeutralised() {
        #expect(TerminalText.printable("a\u{1B}[31mb\u{9B}c\u{202E}d\ne") == "a\u{FFFD}[31mb\u{FFFD}c\u{FFFD}d\u{FFFD}e")
    }
}
