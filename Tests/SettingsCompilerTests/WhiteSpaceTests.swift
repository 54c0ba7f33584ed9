@testable import SettingsCompiler
import Testing

/// Unicode white space as values, comments and language names are judged by it: every `White_Space`
/// code point, and nothing else, whatever the script.
@Suite("WhiteSpace")
struct WhiteSpaceTests {
    /// Unicode's `White_Space` code points (PropList.txt), the list the check relies on ending at U+3000.
    private static let whiteSpace: [UInt32] = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680] + Array(0x2000...0x200A)
        + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000]

    @Test func everyScalarIsToldAsTheStandardLibraryTellsIt() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(WhiteSpace.contains(scalar) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
        #expect(Self.whiteSpace.allSatisfy { WhiteSpace.contains(Unicode.Scalar($0)!) })
    }

    @Test func blankTextsAreEmptyOrWhiteSpaceOnly() {
        for blank in ["", " ", "\t\n", "\u{3000}", "\u{A0}\u{2028} ", "\u{85}"] {
            #expect(WhiteSpace.isBlank(blank), "\(Array(blank.unicodeScalars))")
        }
        for text in ["a", " a ", "한", "\u{3000}한", "\u{1C}", "\u{200B}", "\u{FEFF}", "-"] {
            #expect(!WhiteSpace.isBlank(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func trimmingTakesWhiteSpaceOffBothEnds() {
        #expect(WhiteSpace.trimmed("  Deutsch\n") == "Deutsch")
        #expect(WhiteSpace.trimmed("\u{3000}日本語 (日本)\u{A0}") == "日本語 (日本)")
        #expect(WhiteSpace.trimmed("a b") == "a b")
        #expect(WhiteSpace.trimmed(" \t ") == "")
        #expect(WhiteSpace.trimmed("") == "")
    }
}
