import Diagnostics
import Foundation
import PropertyList
import SettingsCompiler
import Testing

/// A run over many definitions keeps every file's report until it prints them, but not the text of
/// every table it read: a repository of 500 bundles grew the process by ~36 KB a bundle (23 MB in all)
/// before clean reports let their text go.
@Suite("Validation memory")
struct ValidationMemoryTests {
    /// A bundle with a page and an English table; `table` is the table's text.
    private func bundle(_ table: String) throws -> TemporaryBundle {
        try TemporaryBundle([
            "Root.plist": page(specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>Sync</string>"
                + "<key>Key</key><string>sync</string><key>DefaultValue</key><true/>")),
            "en.lproj/Root.strings": table,
        ])
    }

    @Test func cleanReportsLetTheirTextGoAndFindingsKeepTheirLines() throws {
        let clean = try bundle("\"Sync\" = \"Sync\";\n")
        let broken = try bundle("\"Sync\" = \"Sync\";\n\"Sync\" = \"Again\";\n")
        defer { clean.remove(); broken.remove() }
        let result = try Validation.run([clean.directory, broken.directory], options: Validation.Options())
        let tables = result.reports.filter { $0.file.displayName.hasSuffix("Root.strings") }
        try #require(tables.count == 2)
        let (cleanTable, brokenTable) = (tables[0], tables[1])
        #expect(cleanTable.file.displayName == clean.directory + "/en.lproj/Root.strings")
        #expect(cleanTable.diagnostics.isEmpty)
        #expect(!cleanTable.file.holdsText)
        #expect(!cleanTable.file.isBinary)
        // The report with a finding still shows its line in context.
        let finding = try #require(brokenTable.diagnostics.first)
        #expect(brokenTable.file.holdsText)
        #expect(brokenTable.file.line(finding.location.line) == "\"Sync\" = \"Again\";")
        #expect(TextReporter().report(result.reports).contains("\"Sync\" = \"Again\";"))
    }

    /// One definition's run is left as it was (its reports are printed right away).
    @Test func aRunOfOneDefinitionKeepsItsReportsWhole() throws {
        let clean = try bundle("\"Sync\" = \"Sync\";\n")
        defer { clean.remove() }
        let result = try Validation.run([clean.directory], options: Validation.Options())
        let table = try #require(result.reports.first { $0.file.displayName.hasSuffix("Root.strings") })
        #expect(table.file.holdsText)
    }

    /// What a report keeps of a file without its text: its name, where it stands and what it was.
    @Test func aFileWithoutItsText() throws {
        let document = StringsParser.parse(Array("\"a\" = \"b\";\n\"a\" = \"c\";\n".utf8), name: "en.lproj/Root.strings")
        let file = document.source
        let kept = FileReport(file: file, diagnostics: []).forgettingText().file
        #expect(kept.displayName == "en.lproj/Root.strings" && kept.path == file.path)
        #expect(kept.isOnDisk == file.isOnDisk && !kept.holdsText && kept.line(1) == nil)
        #expect(file.holdsText && file.line(2) == "\"a\" = \"c\";")
        try #require(document.diagnostics.map(\.rule) == [.duplicateStringsKey])
        let shown = FileReport(file: file, diagnostics: document.diagnostics)
        #expect(shown.forgettingText().file === file)
    }
}
