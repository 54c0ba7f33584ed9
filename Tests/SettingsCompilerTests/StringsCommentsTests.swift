import PropertyList
@testable import SettingsCompiler
import Testing

/// Which comment of a `.strings` table belongs to which entry, as `catalog extract` carries them.
@Suite("Strings comments")
struct StringsCommentsTests {
    static func comments(_ text: String) -> [String: String] {
        StringsComments.comments(of: StringsParser.parse(Array(text.utf8), name: "Root.strings"))
    }

    @Test func theCommentRightBeforeAnEntry() {
        #expect(Self.comments("/* A */\n\"a\" = \"1\";\n  /* B */ \"b\" = \"2\";\n") == ["a": "A", "b": "B"])
        // Indented, several lines, CRLF (lines joined with LF, as a catalog writes line breaks).
        #expect(Self.comments("  /* first\r\n     second */\r\n\"a\" = \"1\";\r\n") == ["a": "first\n     second"])
    }

    @Test func commentsThatBelongToNoEntry() {
        // A blank line between; after an entry on its line; two comments; a // comment; genstrings' placeholder.
        #expect(Self.comments("/* header */\n\n\"a\" = \"1\";\n").isEmpty)
        #expect(Self.comments("\"a\" = \"1\"; /* of a */\n\"b\" = \"2\";\n").isEmpty)
        #expect(Self.comments("/* one */ /* two */\n\"a\" = \"1\";\n").isEmpty)
        #expect(Self.comments("// line\n\"a\" = \"1\";\n").isEmpty)
        #expect(Self.comments("/* No comment provided by engineer. */\n\"a\" = \"1\";\n").isEmpty)
        #expect(Self.comments("/**/\n\"a\" = \"1\";\n").isEmpty)
    }
}
