import Diagnostics
@testable import PropertyList
import Foundation
@testable import SettingsCompiler
import Testing
import TestSupport

/// Fix-its: proposed only where the repair is certain, placed exactly (1️⃣ marks where the replaced
/// text starts, 2️⃣ just after it), and never where the text is not written plainly.
@Suite("Fix-its")
struct FixItTests {
    private func rows(_ rows: String) -> String {
        plist("<array>\n<dict><key>SectionTitle</key><string>General</string><key>Data</key><array>\n\(rows)\n</array></dict>\n</array>")
    }

    private func page(_ items: String) -> String {
        plist("<dict>\n<key>PreferenceSpecifiers</key>\n<array>\n\(items)\n</array>\n</dict>")
    }

    /// The report of `text` held in memory as `bytes` (its own encoding).
    private func report(_ bytes: [UInt8]) -> FileReport {
        DefinitionCompiler.compileReport(SourceFile(bytes: bytes, displayName: "t.plist"))
    }

    /// Expects exactly one placed fix: `original` → `replacement`, between the markers, at these bytes.
    private func expectFix(_ marked: String, _ original: String, _ replacement: String, rule: Rule,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = MarkedText(marked)
        let report = report(Array(source.text.utf8))
        let fixed = report.diagnostics.filter { $0.fix?.span != nil }
        #expect(fixed.map(\.rule) == [rule], sourceLocation: sourceLocation)
        guard let fix = fixed.first?.fix, let span = fix.span else { return }
        #expect(fix.original == original && fix.replacement == replacement, sourceLocation: sourceLocation)
        #expect(span.start == source["1️⃣"] && span.end == source["2️⃣"], sourceLocation: sourceLocation)
        let bytes = Array(source.text.utf8)
        #expect(Array(bytes[span.bytes]) == Array(original.utf8), sourceLocation: sourceLocation)
        #expect(span.replacementBytes == Array(replacement.utf8), sourceLocation: sourceLocation)
    }

    // MARK: Certain repairs

    @Test func misspeltCellStyle() {
        expectFix(rows("<dict><key>Content</key><string>Wi-Fi</string><key>CellStyle</key><string>1️⃣SettingSwtichCell2️⃣</string></dict>"),
                  "SettingSwtichCell", "SettingSwitchCell", rule: .unknownCellStyle)
    }

    @Test func cellStyleInTheWrongCase() {
        expectFix(rows("<dict><key>Content</key><string>Wi-Fi</string><key>CellStyle</key><string>1️⃣settingswitchcell2️⃣</string></dict>"),
                  "settingswitchcell", "SettingSwitchCell", rule: .unknownCellStyle)
    }

    @Test func misspeltRowKey() {
        expectFix(rows("<dict><key>Content</key><string>Wi-Fi</string><key>CellStyle</key><string>SettingBasicCell</string>"
                + "<key>1️⃣Detial2️⃣</key><string>On</string></dict>"),
                  "Detial", "Detail", rule: .unknownKey)
    }

    /// A default that is a title stands for that title's value: the whole element is replaced, since
    /// the value has another type.
    @Test func aDefaultThatIsATitle() {
        expectFix(page("<dict><key>Type</key><string>PSRadioGroupSpecifier</string><key>Key</key><string>q</string>"
                + "<key>DefaultValue</key>1️⃣<string>High</string>2️⃣"
                + "<key>Values</key><array><integer>1</integer><integer>2</integer></array>"
                + "<key>Titles</key><array><string>Low</string><string>High</string></array></dict>"),
                  "<string>High</string>", "<integer>2</integer>", rule: .defaultNotInValues)
    }

    /// The right value with the wrong type, and a value in another case: certain too.
    @Test func aDefaultOfTheWrongTypeOrCase() {
        expectFix(page("<dict><key>Type</key><string>PSRadioGroupSpecifier</string><key>Key</key><string>q</string>"
                + "<key>DefaultValue</key>1️⃣<string>2</string>2️⃣"
                + "<key>Values</key><array><integer>1</integer><integer>2</integer></array>"
                + "<key>Titles</key><array><string>Low</string><string>High</string></array></dict>"),
                  "<string>2</string>", "<integer>2</integer>", rule: .defaultNotInValues)
        expectFix(page("<dict><key>Type</key><string>PSRadioGroupSpecifier</string><key>Key</key><string>q</string>"
                + "<key>DefaultValue</key><string>1️⃣grey2️⃣</string>"
                + "<key>Values</key><array><string>Red</string><string>Grey</string></array>"
                + "<key>Titles</key><array><string>Red</string><string>Grey</string></array></dict>"),
                  "grey", "Grey", rule: .defaultNotInValues)
    }

    /// A did-you-mean across libraries is no certain repair.
    @Test func noFixItAcrossLibraries() {
        let report = report(Array(page("<dict><key>Type</key><string>PSButtonSpecifier</string></dict>").utf8))
        #expect(report.diagnostics.map(\.suggestion) == ["IASKButtonSpecifier"])
        #expect(report.diagnostics.allSatisfy { $0.fix == nil })
    }

    @Test func misspeltSpecifierType() {
        expectFix(page("<dict><key>Type</key><string>1️⃣PSGroupSpecifer2️⃣</string><key>Title</key><string>A</string></dict>"),
                  "PSGroupSpecifer", "PSGroupSpecifier", rule: .unknownSpecifierType)
    }

    @Test func enumeratedValueInTheWrongCase() {
        expectFix(page("<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>site</string>"
                + "<key>KeyboardType</key><string>1️⃣Url2️⃣</string></dict>"),
                  "Url", "URL", rule: .unknownValue)
    }

    @Test func idiomInTheWrongCase() {
        expectFix(page("<dict><key>Type</key><string>PSGroupSpecifier</string><key>SupportedUserInterfaceIdioms</key>"
                + "<array><string>1️⃣phone2️⃣</string></array></dict>"),
                  "phone", "Phone", rule: .unknownValue)
    }

    @Test func misspeltPageKey() {
        expectFix(plist("<dict>\n<key>1️⃣PreferenceSpecifier2️⃣</key>\n<array/>\n</dict>"),
                  "PreferenceSpecifier", "PreferenceSpecifiers", rule: .notASettingsPage)
    }

    // MARK: Not certain: no fix

    @Test func noFixWhenSeveralCandidatesAreClose() {
        // A prefix of all five styles: "did you mean" names one, but the repair is a guess.
        let report = report(Array(rows("<dict><key>Content</key><string>A</string><key>CellStyle</key><string>Setting</string></dict>").utf8))
        #expect(report.diagnostics.map(\.rule) == [.unknownCellStyle])
        #expect(report.diagnostics[0].fix == nil)
    }

    @Test func noFixWhenTheRenameWouldDuplicateAKey() {
        let report = report(Array(rows("<dict><key>Content</key><string>A</string><key>CellStyle</key><string>SettingBasicCell</string>"
            + "<key>Detail</key><string>x</string><key>Detial</key><string>y</string></dict>").utf8))
        #expect(report.diagnostics.map(\.rule) == [.unknownKey])
        #expect(report.diagnostics[0].suggestion == "Detail")
        #expect(report.diagnostics[0].fix == nil)
    }

    @Test func noFixForMismatchedTitlesAndValues() {
        let report = report(Array(page("<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Q</string>"
            + "<key>Key</key><string>q</string><key>DefaultValue</key><integer>1</integer>"
            + "<key>Titles</key><array><string>A</string><string>B</string></array>"
            + "<key>Values</key><array><integer>1</integer></array></dict>").utf8))
        #expect(report.diagnostics.contains { $0.rule == .titlesValuesMismatch })
        #expect(report.diagnostics.allSatisfy { $0.fix == nil })
    }

    /// Text written with a character reference, an entity or CDATA reads the same but is not the same
    /// bytes: the fix is proposed but has no place, and no output offers it.
    @Test func noPlaceWhenTheTextIsNotAPlainLiteral() {
        for written in ["SettingSwtich&#67;ell", "Setting&amp;SwtichCell", "<![CDATA[SettingSwtichCell]]>"] {
            let report = report(Array(rows("<dict><key>Content</key><string>A</string><key>CellStyle</key><string>\(written)</string></dict>").utf8))
            let diagnostic = report.diagnostics.first { $0.rule == .unknownCellStyle }
            #expect(diagnostic?.fix?.span == nil, "\(written)")
            #expect(!JSONReporter().report([report]).contains("\"fix\""), "\(written)")
            #expect(!SARIFReporter().report([report]).contains("\"fixes\""), "\(written)")
            #expect(report.placedFixes.isEmpty)
        }
    }

    // MARK: Encodings: byte ranges in the file as stored

    private let latin1Text = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist version=\"1.0\">\n<array>\n<dict>"
        + "<key>SectionTitle</key><string>Café</string><key>Data</key><array>\n"
        + "<dict><key>Content</key><string>Crème</string><key>CellStyle</key><string>SettingDetialCell</string></dict>\n"
        + "</array></dict>\n</array>\n</plist>\n"

    @Test func utf16WithBOM() throws {
        let text = latin1Text.replacingOccurrences(of: "ISO-8859-1", with: "UTF-16")
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let span = try #require(report(bytes).placedFixes.first?.span)
        let before = try #require(text.range(of: "SettingDetialCell")).lowerBound
        let offset = 2 + 2 * text[..<before].utf16.count
        #expect(span.bytes == offset..<(offset + 2 * 17))
        let littleEndian: [UInt8] = "SettingDetailCell".utf16.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(span.replacementBytes == littleEndian)
        #expect(span.start == SourceLocation.start.advanced(over: text[..<before].utf8))
    }

    /// Two fixes of one element in a converted file: the second is mapped again from the file's start.
    @Test func twoFixesOfOneElementInUTF16() throws {
        let text = latin1Text.replacingOccurrences(of: "ISO-8859-1", with: "UTF-16")
        let file = SourceFile(bytes: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
                              displayName: "t.plist")
        let placed = try #require(DefinitionCompiler.compileReport(file).diagnostics.first { $0.fix?.span != nil })
        var unplaced = placed
        unplaced.fix?.span = nil
        var diagnostics = [unplaced, unplaced]
        FixItLocator.locate(&diagnostics, in: file)
        #expect(diagnostics.map(\.fix?.span) == [placed.fix?.span, placed.fix?.span])
    }

    @Test func declaredLatin1() throws {
        let bytes = latin1Text.unicodeScalars.map { UInt8($0.value) }
        let span = try #require(report(bytes).placedFixes.first?.span)
        let offset = try #require(bytes.firstRange(of: Array("SettingDetialCell".utf8))).lowerBound
        #expect(span.bytes == offset..<(offset + 17))
        #expect(span.replacedBytes == Array("SettingDetialCell".utf8))
    }

    @Test func utf8WithBOMCountsTheMark() throws {
        let text = latin1Text.replacingOccurrences(of: "ISO-8859-1", with: "UTF-8")
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        let span = try #require(report(bytes).placedFixes.first?.span)
        let offset = try #require(bytes.firstRange(of: Array("SettingDetialCell".utf8))).lowerBound
        #expect(span.bytes == offset..<(offset + 17))
    }

    @Test func binaryPlistsHaveNoPlace() throws {
        let bytes = try BinaryPlistWriter.data(.array([PlistNode(.dictionary(PlistDictionary([
            .init(key: "SectionTitle", value: PlistNode(.string("A"))),
            .init(key: "Data", value: PlistNode(.array([PlistNode(.dictionary(PlistDictionary([
                .init(key: "Content", value: PlistNode(.string("B"))),
                .init(key: "CellStyle", value: PlistNode(.string("SettingSwtichCell"))),
            ])))]))),
        ])))]))
        let report = report(bytes)
        #expect(report.diagnostics.map(\.rule) == [.unknownCellStyle])
        #expect(report.placedFixes.isEmpty)
    }

    // MARK: Shown as clang shows them

    @Test func textShowsTheReplacementUnderTheText() {
        let output = TextReporter().report([report(Array(rows(
            "<dict><key>Content</key><string>A</string>\n\t<key>CellStyle</key><string>SettingSwtichCell</string></dict>").utf8))])
        #expect(output.contains("""
             6 | \t<key>CellStyle</key><string>SettingSwtichCell</string></dict>
               | \t                    ^       ~~~~~~~~~~~~~~~~~
               | \t                            SettingSwitchCell

            """), "\(output)")
    }

    // MARK: Applying

    private func fix(_ range: Range<Int>, _ stored: [UInt8], _ replacement: String) -> FixIt {
        let original = String(decoding: stored[range], as: UTF8.self)
        return FixIt(element: .start, original: original, replacement: replacement, span: FixIt.Span(
            bytes: range, start: .start, end: .start, replacementText: replacement,
            replacedBytes: Array(stored[range]), replacementBytes: Array(replacement.utf8)))
    }

    @Test func planAppliesOnlyWhatDoesNotOverlap() {
        let stored = Array("<key>Detial</key><string>Url</string><string>Emial</string>".utf8)
        let detail = fix(5..<11, stored, "Detail")
        let url = fix(25..<28, stored, "URL")
        let overlapA = fix(45..<50, stored, "Email")
        let overlapB = fix(47..<50, stored, "ail")
        var stale = fix(25..<28, stored, "URL")
        stale.span!.bytes = 0..<3
        let plan = FixPlan([url, overlapA, detail, overlapB, url, stale], on: stored)
        #expect(plan.applied == [detail, url])
        #expect(plan.overlapping == [overlapA, overlapB])
        #expect(plan.stale == [stale])
        #expect(String(decoding: plan.bytes, as: UTF8.self) == "<key>Detail</key><string>URL</string><string>Emial</string>")
    }

    @Test func uniqueSuggestions() {
        #expect(Suggestions.unique(to: "Url", in: ["Alphabet", "URL", "EmailAddress"]) == "URL")
        #expect(Suggestions.unique(to: "Emial", in: ["Alphabet", "URL", "EmailAddress", "Email"]) == "Email")
        #expect(Suggestions.unique(to: "Setting", in: SettingCellType.allCases.map(\.rawValue)) == nil)
        #expect(Suggestions.unique(to: "URL", in: ["URL"]) == nil)
        #expect(Suggestions.unique(to: "Xyzzy", in: ["URL"]) == nil)
    }

    /// `match` gives what `closest` and `unique` give, from one pass.
    @Test func matchIsClosestAndUnique() {
        let cases: [(String, [String])] = [
            ("Url", ["Alphabet", "URL", "EmailAddress"]), ("Emial", ["Alphabet", "URL", "EmailAddress", "Email"]),
            ("Setting", SettingCellType.allCases.map(\.rawValue)), ("URL", ["URL"]), ("Xyzzy", ["URL"]),
        ]
        for (word, candidates) in cases {
            let match = Suggestions.match(word, in: candidates)
            #expect(match.closest == Suggestions.closest(to: word, in: candidates))
            #expect(match.certain == Suggestions.unique(to: word, in: candidates))
        }
        #expect(Suggestions.match("Setting", in: SettingCellType.allCases.map(\.rawValue)).closest != nil)
        #expect(Suggestions.match("Url", in: ["Alphabet", "URL"]) == ("URL", "URL"))
    }
}
