import Diagnostics
import PropertyList
import SettingsCompiler
import Testing

/// At most `DiagnosticCap.shown` diagnostics of one rule in one file, then one "and N more" line
///: a million duplicate keys took 8 s and 1 GB of messages before.
@Suite("Diagnostic cap")
struct DiagnosticCapTests {
    static let cap = DiagnosticCap.shown

    // Seen failing before the fix: 999 diagnostics, each with its note.
    @Test func duplicateStringsKeysAreCappedWhileReading() {
        let table = String(repeating: "\"Sound\" = \"Ton\";\n", count: 1_000)
        let document = StringsParser.parse(Array(table.utf8), name: "Root.strings")
        #expect(document.diagnostics.count == Self.cap + 1)
        let last = document.diagnostics.last
        #expect(last?.rule == .duplicateStringsKey)
        #expect(last?.message == "and \(999 - Self.cap) more like this in this file")
        #expect(last?.location == SourceLocation(line: Self.cap + 2, column: 1))
        let report = FileReport(file: document.source, diagnostics: document.diagnostics)
        #expect(report.warningCount == 999, "the count stays honest")
        #expect(report.diagnostics.count == Self.cap + 1)
        let text = TextReporter().report([report])
        #expect(text.hasSuffix("Root.strings:\(Self.cap + 2):1: warning: and \(999 - Self.cap) more like this in this file [duplicate-strings-key]\n"
            + " \(Self.cap + 2) | \"Sound\" = \"Ton\";\n" + String(repeating: " ", count: String(Self.cap + 2).count + 2)
            + "| ^\n999 warnings\n"), "\(text.suffix(300))")
    }

    // Seen failing before the fix: 999 duplicate-key errors in the report.
    @Test func everyReportIsCappedPerRule() {
        let keys = String(repeating: "<key>a</key><string>b</string>\n", count: 1_000)
        let file = SourceFile(bytes: Array(plist("<dict>\n\(keys)</dict>").utf8), displayName: "many.plist")
        let document = PlistReader.parse(file)
        let report = FileReport(file: file, diagnostics: document.diagnostics)
        let duplicates = report.diagnostics.filter { $0.rule == .duplicateKey }
        #expect(duplicates.count == Self.cap + 1)
        #expect(duplicates.last?.message == "and \(999 - Self.cap) more like this in this file")
        #expect(report.errorCount == 999)
        // Sorted by place, and the line closes the rule's list.
        #expect(report.diagnostics.map(\.location) == report.diagnostics.map(\.location).sorted())
    }

    @Test func aSecondCapAddsToTheFirstCount() {
        let table = String(repeating: "\"Sound\" = \"Ton\";\n", count: 1_000)
        let document = StringsParser.parse(Array(table.utf8), name: "Root.strings")
        let report = FileReport(file: document.source, diagnostics: document.diagnostics)
        let again = report.adding(Array(repeating: document.diagnostics[0], count: 5))
        #expect(again.diagnostics.count == Self.cap + 1)
        #expect(again.diagnostics.last?.message == "and \(999 - Self.cap + 5) more like this in this file")
        #expect(again.warningCount == 1_004)
    }
}
