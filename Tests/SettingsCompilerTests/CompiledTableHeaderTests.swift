import PropertyList
@testable import SettingsCompiler
import Testing

/// The first line `catalog compile` writes into a table, read back; and the digest in it, which describes
/// the entries a device reads, not the file's layout.
@Suite("Compiled table header")
struct CompiledTableHeaderTests {
    static func table(_ text: String) -> StringsTable {
        StringsParser.parse(Array(text.utf8), name: "Root.strings").table
    }

    @Test func readsWhatItWrites() throws {
        let entries = [(key: "General", value: "Allgemein"), (key: "Sound", value: "Ton")]
        let line = "/* " + CompiledTableHeader.comment(catalog: "Root.xcstrings", entries: entries) + " */"
        let header = try #require(CompiledTableHeader(firstLine: line))
        #expect(header.catalog == "Root.xcstrings")
        #expect(header.digest == CompiledTableHeader.digest(of: Self.table("\"Sound\" = \"Ton\";\n\"General\" = \"Allgemein\";\n")))
        // A catalog whose name looks like a digest is still named in full.
        let odd = "/* " + CompiledTableHeader.comment(catalog: "A (digest 0000000000000000).xcstrings", entries: entries) + " */"
        #expect(CompiledTableHeader(firstLine: odd)?.catalog == "A (digest 0000000000000000).xcstrings")
    }

    @Test func anEarlierCompilesHeaderHasNoDigestAndOthersAreNone() {
        let earlier = "/* Compiled from Root.xcstrings by settingsc catalog compile; edit the catalog, not this file. */"
        #expect(CompiledTableHeader(firstLine: earlier)?.catalog == "Root.xcstrings")
        #expect(CompiledTableHeader(firstLine: earlier)?.digest == nil)
        #expect(CompiledTableHeader(firstLine: "/* Settings */") == nil)
        #expect(CompiledTableHeader(firstLine: "/* Compiled from Root.xcstrings by hand; edit the catalog, not this file. */") == nil)
    }

    @Test func theDigestIsOfTheEntriesADeviceReads() {
        let digest = CompiledTableHeader.digest(of: Self.table("\"General\" = \"Allgemein\";\n\"Sound\" = \"Ton\";\n"))
        // Other layout, a comment, another order, a key written twice whose last text is the same: equal.
        #expect(CompiledTableHeader.digest(of: Self.table(
            "/* x */ \"Sound\"=\"Klang\";\n\"Sound\" = \"Ton\";\r\n\n\"General\"\t=\t\"Allgemein\";")) == digest)
        // A text changed, added or removed: not equal.
        #expect(CompiledTableHeader.digest(of: Self.table("\"General\" = \"Allgemein\";\n\"Sound\" = \"Klang\";\n")) != digest)
        #expect(CompiledTableHeader.digest(of: Self.table("\"General\" = \"Allgemein\";\n")) != digest)
        #expect(CompiledTableHeader.digest(of: Self.table(
            "\"General\" = \"Allgemein\";\n\"Sound\" = \"Ton\";\n\"X\" = \"Y\";\n")) != digest)
    }
}
