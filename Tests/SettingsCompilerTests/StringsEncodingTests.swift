import Diagnostics
import PropertyList
import Foundation
import SettingsCompiler
import Testing

/// Reading .strings files in every encoding CoreFoundation reads, and compiled (plist) tables.
@Suite("Strings: encodings and compiled tables")
struct StringsEncodingTests {
    // MARK: Encodings

    static let sample = "/* Ümlauts */\r\n\"Title\" = \"Titel 😀\";\n\t'é' = \"\\U00e9\\n\"; \"Short\";\r\"Last\" = Ende;\n"

    enum Form: String, CaseIterable {
        case utf8, utf8BOM, utf16LEBOM, utf16BEBOM, utf16LE, utf16BE, utf32LEBOM, utf32BEBOM
    }

    static func encode(_ text: String, _ form: Form) -> [UInt8] {
        func utf16(bigEndian: Bool) -> [UInt8] {
            text.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        func utf32(bigEndian: Bool) -> [UInt8] {
            text.unicodeScalars.flatMap { scalar -> [UInt8] in
                let v = scalar.value
                let bytes = [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
                return bigEndian ? bytes : bytes.reversed()
            }
        }
        switch form {
        case .utf8: return Array(text.utf8)
        case .utf8BOM: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case .utf16LEBOM: return [0xFF, 0xFE] + utf16(bigEndian: false)
        case .utf16BEBOM: return [0xFE, 0xFF] + utf16(bigEndian: true)
        case .utf16LE: return utf16(bigEndian: false)
        case .utf16BE: return utf16(bigEndian: true)
        case .utf32LEBOM: return [0xFF, 0xFE, 0x00, 0x00] + utf32(bigEndian: false)
        case .utf32BEBOM: return [0x00, 0x00, 0xFE, 0xFF] + utf32(bigEndian: true)
        }
    }

    /// UTF-16 without a byte order mark: CoreFoundation skips two bytes and reads little-endian, so only a
    /// little-endian file whose first character is white space is read (a warning); others are refused.
    @Test func utf16WithoutAMark() {
        for form in [Form.utf16LE, .utf16BE] {
            let document = StringsParser.parse(Self.encode(Self.sample, form), name: "x.strings")
            #expect(document.diagnostics.map(\.rule) == [.encoding], "\(form)")
            #expect(document.table.entries.isEmpty)
        }
        let document = StringsParser.parse(Self.encode("\n" + Self.sample, .utf16LE), name: "x.strings")
        #expect(document.diagnostics.map(\.rule) == [.nonStandardXML])
        #expect(StringsParserTests.pairs(document) == StringsParserTests.pairs(StringsParserTests.parse(Self.sample)))
    }

    @Test(arguments: Form.allCases.filter { $0 != .utf16LE && $0 != .utf16BE })
    func everyEncodingGivesTheSameTableAndPositions(_ form: Form) {
        let reference = StringsParserTests.parse(Self.sample)
        #expect(reference.diagnostics.isEmpty)
        #expect(StringsParserTests.pairs(reference) == ["Title=Titel 😀", "é=é\n", "Short=Short", "Last=Ende"])
        let document = StringsParser.parse(Self.encode(Self.sample, form), name: "x.strings")
        #expect(document.diagnostics.isEmpty)
        #expect(document.table == reference.table) // entries with their locations
        #expect(document.table.entries.map(\.valueLocation) == reference.table.entries.map(\.valueLocation))
        #expect(document.source.line(2) == "\"Title\" = \"Titel 😀\";")
        #expect(document.source.line(1) == "/* Ümlauts */")
    }

    @Test func aSyntaxErrorIsAtTheSamePlaceInUTF16() {
        let text = "\"a\" = \"é\";\n\"b\" = \"c\"\n\"d\" = \"e\";"
        let utf8 = StringsParserTests.parse(text).diagnostics
        let utf16 = StringsParser.parse(Self.encode(text, .utf16LEBOM), name: "x").diagnostics
        #expect(utf8.map(\.location) == [SourceLocation(line: 2, column: 10)])
        #expect(utf16 == utf8)
    }

    // MARK: Compiled tables

    static let xmlTable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>Title</key>
        \t<string>Titel</string>
        \t<key>Group</key> <string>Gruppe &amp; mehr</string>
        </dict>
        </plist>
        """

    @Test func anXMLPlistTableIsReadWithPositions() {
        let document = StringsParserTests.parse(Self.xmlTable)
        #expect(document.diagnostics.isEmpty)
        #expect(StringsParserTests.pairs(document) == ["Title=Titel", "Group=Gruppe & mehr"])
        let locations = document.table.entries.map { "\($0.keyLocation) \($0.valueLocation)" }
        #expect(locations == ["4:2 5:2", "6:2 6:19"])
    }

    @Test func aUTF16XMLPlistTableHasTheSamePositions() {
        let text = Self.xmlTable.replacingOccurrences(of: "UTF-8", with: "UTF-16")
        for form in [Form.utf16LEBOM, .utf16BEBOM, .utf32BEBOM] {
            let document = StringsParser.parse(Self.encode(text, form), name: "x")
            #expect(document.diagnostics.isEmpty, "\(form)")
            let locations = document.table.entries.map { "\($0.keyLocation) \($0.valueLocation)" }
            #expect(locations == ["4:2 5:2", "6:2 6:19"], "\(form)")
        }
    }

    @Test func aCompiledTableMustBeADictionaryOfStrings() {
        let array = StringsParserTests.parse("<plist version=\"1.0\">\n  <array><string>a</string></array>\n</plist>")
        #expect(array.diagnostics.map { "\($0.location) \($0.rule.id) \($0.message)" } == [
            "2:3 strings-syntax a compiled .strings table must be a dictionary of strings, found an array",
        ])
        let mixed = StringsParserTests.parse("<plist><dict><key>a</key><integer>1</integer><key>b</key><string>B</string></dict></plist>")
        #expect(mixed.diagnostics.map { "\($0.location) \($0.message)" } == [
            "1:26 the value of 'a' must be a string, found an integer",
        ])
        #expect(StringsParserTests.pairs(mixed) == ["b=B"])
    }

    @Test func plistProblemsArePassedThrough() {
        let document = StringsParserTests.parse("<plist><dict><key>a</key><string>x</strin></dict></plist>")
        #expect(document.hasErrors)
        #expect(document.diagnostics.first?.rule == .xmlSyntax)
    }

    @Test func aBrokenBinaryTableIsReportedAtAByteOffset() {
        let document = StringsParser.parse(Array("bplist00\u{0}\u{1}".utf8), name: "x")
        #expect(document.diagnostics.map(\.rule) == [.invalidBinaryPlist])
        #expect(document.diagnostics.first?.location.byteOffset != nil)
        #expect(document.table.entries.isEmpty)
    }

    @Test func readsAFileFromDisk() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-\(UUID()).strings")
        try Data(Self.encode(Self.sample, .utf16LEBOM)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try StringsParser.parse(path: url.path, displayName: "en.lproj/Root.strings").get()
        #expect(document.table == StringsParserTests.parse(Self.sample).table)
        #expect(document.source.displayName == "en.lproj/Root.strings")
        guard case .failure(let error) = StringsParser.parse(path: url.path + ".missing", displayName: "m") else {
            Issue.record("a missing file was read")
            return
        }
        #expect(error.code == ENOENT)
    }
}
