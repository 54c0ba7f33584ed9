import Diagnostics
import Foundation
import TestSupport
import PropertyList
@testable import SettingsCompiler
import Testing

/// Reading String Catalogs: the model a catalog Xcode wrote decodes to, what the compiler makes of it,
/// and bad input — truncated, duplicated, mistyped, huge, deeply nested, not UTF-8 — reported with its
/// position, never a crash.
@Suite("Catalog reader")
struct CatalogReaderTests {
    static func parse(_ text: String) -> CatalogDocument {
        CatalogDocument.parse(Array(text.utf8), name: "Root.xcstrings")
    }

    static func found(_ document: CatalogDocument) -> [String] {
        document.diagnostics.map { "\($0.location) \($0.severity) \($0.rule.id): \($0.message)" }
    }

    @Test func decodesWhatXcodeWrites() throws {
        let bytes = try CatalogWriterTests.xcode(CatalogWriterTests.models[0])
        let document = CatalogDocument.parse(bytes, name: "Root.xcstrings")
        #expect(document.diagnostics.isEmpty)
        let catalog = try #require(document.catalog)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.languages == ["de", "en", "es", "es-419", "fr", "ja", "ko", "pt-BR", "pt-PT", "zh-HK", "zh-Hant"])
        let about = try #require(catalog.entries.first { $0.key == "About" })
        #expect(about.comment == "The About page's title")
        #expect(about.extractionState == "manual")
        guard case .unit(let french)? = about.localization("fr")?.content else {
            Issue.record("fr of About is no unit")
            return
        }
        #expect((catalog.state(of: french), catalog.value(of: french)) == ("translated", "À propos"))
        #expect(catalog.entries.first { $0.key == "Example Corp" }?.shouldTranslate == false)
        #expect(catalog.entries.first { $0.key == "Old Setting" }?.isStale == true)
        #expect(catalog.entries.first { $0.key == "Sign In" }?.localizations.isEmpty == true)
    }

    /// A unit keeps its state and text as the catalog's bytes: escapes decoded, the state compared exactly,
    /// and a localization knows whether a unit of it (a device case too) asks for work.
    @Test func unitsReadTheirBytes() throws {
        let document = Self.parse(#"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {"Hi": {"localizations": {
          "de": {"stringUnit": {"state": "new", "value": "Gr\u00fc\u00dfe \"du\""}},
          "fr": {"stringUnit": {"state": "needs_review", "value": ""}},
          "it": {"stringUnit": {"state": "New", "value": "Ciao"}},
          "ja": {"stringUnit": {"value": "やあ"}},
          "ko": {"variations": {"device": {"ipad": {"stringUnit": {"state": "translated", "value": "a"}},
                                           "other": {"stringUnit": {"state": "needs_revie", "value": "b"}},
                                           "mac": {"stringUnit": {"state": "needs_review", "value": "c"}}}}}}}}}
        """#)
        #expect(document.diagnostics.isEmpty)
        let catalog = try #require(document.catalog)
        let entry = try #require(catalog.entries.first)
        let units = entry.localizations.map { localization -> String in
            guard case .unit(let unit) = localization.content else { return "\(localization.language) devices" }
            return "\(localization.language) \(catalog.state(of: unit) ?? "-") [\(catalog.value(of: unit))] \(unit.hasEmptyValue) "
                + "\(unit.isUnfinished)"
        }
        #expect(units == ["de new [Grüße \"du\"] false true", "fr needs_review [] true true", "it New [Ciao] false false",
                          "ja - [やあ] false false", "ko devices"])
        #expect(entry.localizations.map(\.hasUnfinishedUnit) == [true, true, false, false, true])
        #expect(CatalogLocalization(language: "ko", content: entry.localizations[4].content).hasUnfinishedUnit)
        #expect(!CatalogLocalization(language: "it", content: entry.localizations[2].content).hasUnfinishedUnit)
    }

    @Test func decodesVariationsAndSubstitutions() throws {
        let device = try #require(CatalogDocument.parse(try CatalogWriterTests.xcode(CatalogWriterTests.models[1]), name: "D").catalog)
        guard case .device(let cases)? = device.entries.first?.localization("de")?.content else {
            Issue.record("no device variations")
            return
        }
        #expect(cases.map(\.device) == ["appletv", "applevision", "applewatch", "ipad", "iphone", "ipod", "mac", "other"])
        let plural = try #require(CatalogDocument.parse(try CatalogWriterTests.xcode(CatalogWriterTests.models[2]), name: "P").catalog)
        let kinds = plural.entries.flatMap { entry in
            entry.localizations.map { localization -> String in
                switch localization.content {
                case .plural: "\(entry.key) \(localization.language) plural"
                case .substitutions: "\(entry.key) \(localization.language) substitutions"
                default: "\(entry.key) \(localization.language) other"
                }
            }
        }
        #expect(kinds.sorted() == ["%@ has %lld files in %lld folders en substitutions", "%lld items ar plural",
                                   "%lld items en plural", "%lld items pl plural"])
    }

    /// What compiles: device cases for tables of their own, the `other` case for every device, the source
    /// language's text where a language has none, the key in the source language; what does not.
    @Test func compilesTablesPerLanguageAndDevice() throws {
        let document = Self.parse("""
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Sound" : { "localizations" : { "de" : { "variations" : { "device" : {
            "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Ton (iPad)" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Ton" } } } } } } },
          "Version" : { "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "App Version" } } } },
          "%lld items" : { "localizations" : { "de" : { "variations" : { "plural" : {
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dinge" } } } } } } },
          "Empty" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "" } } } }
        } }
        """)
        let catalog = try #require(document.catalog)
        let compiler = CatalogCompiler(catalog, devices: ["iphone", "ipad"])
        let tables = compiler.tables().map { table in
            "\(table.language)\(table.device.map { "~" + $0 } ?? ""): "
                + table.strings.entries.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
        }
        #expect(tables == [
            "de: Sound=Ton; Version=App Version",
            "de~ipad: Sound=Ton (iPad); Version=App Version",
            "en: %lld items=%lld items; Empty=Empty; Sound=Sound; Version=App Version",
            "en~ipad: %lld items=%lld items; Empty=Empty; Sound=Sound; Version=App Version",
        ])
        #expect(compiler.diagnostics().map { "\($0.location) \($0.rule.id)" } == ["6:3 unsupported-variation", "8:95 empty-translation"])
    }

    /// A catalog past `CatalogDecoder.parallelEntries` is decoded in two halves on two threads: the same
    /// catalog and the same findings as one decoder gives, a duplicate across the halves included.
    @Test func largeCatalogsDecodeAlikeInTwoHalves() throws {
        var entries: [String] = []
        for index in 0..<700 {
            let extra = index % 97 == 0 ? "\"stat\" : \"x\", " : ""
            entries.append("\"Text \(index)\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \(extra)"
                + "\"state\" : \"translated\", \"value\" : \"Text \(index) (de)\" } } } }")
        }
        entries.append("\"Text 3\" : { \"comment\" : \"again\" }")
        let text = "{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n} }"
        let document = Self.parse(text)
        #expect(Set(Self.found(document)) == Set(
            (0..<700).filter { $0 % 97 == 0 }.map { index in
                let column = "\"Text \(index)\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { ".count + 1
                return "\(index + 2):\(column) warning unknown-catalog-key: unknown stringUnit key 'stat'; did you mean 'state'?"
            }
            + ["702:1 error invalid-catalog: duplicate key 'Text 3' (first at 5:1); the last one is used: remove the other"]))
        #expect(Self.found(document).count == 9)
        let clean = Self.parse(text.replacingOccurrences(of: ",\n\"Text 3\" : { \"comment\" : \"again\" }", with: ""))
        let catalog = try #require(clean.catalog)
        #expect(catalog.entries.count == 700)
        #expect(catalog.entries.map(\.key) == (0..<700).map { "Text \($0)" })
        guard case .unit(let unit)? = catalog.entries[699].localization("de")?.content else {
            Issue.record("no unit")
            return
        }
        #expect(catalog.value(of: unit) == "Text 699 (de)")
    }

    // MARK: Bad input

    static let valid = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Sound" : {
          "comment" : "A switch",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Ton \\"laut\\" 😀"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

    /// Cut at every byte: an error at a position inside what is left, no catalog, no crash.
    @Test func truncatedAnywhere() {
        let bytes = Array(Self.valid.utf8)
        for length in 0..<(bytes.count - 1) {
            let text = Array(bytes[..<length])
            let document = CatalogDocument.parse(text, name: "Root.xcstrings")
            #expect(document.catalog == nil, "cut at \(length)")
            #expect(document.hasErrors, "cut at \(length)")
            for diagnostic in document.diagnostics {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.line <= Self.valid.split(separator: "\n").count,
                        "cut at \(length): \(diagnostic.location)")
            }
        }
    }

    @Test func duplicateKeysAreErrorsAtTheSecond() {
        let document = Self.parse("""
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Sound" : { },
          "Sound" : { "comment" : "again", "comment" : "twice" } } }
        """)
        #expect(document.catalog == nil)
        #expect(Self.found(document) == [
            "3:3 error invalid-catalog: duplicate key 'Sound' (first at 2:3); the last one is used: remove the other",
            "3:36 error invalid-catalog: duplicate key 'comment' (first at 3:15); the last one is used: remove the other",
        ])
    }

    @Test func wrongTypesAtEveryLevel() {
        let document = Self.parse("""
        { "sourceLanguage" : 1, "version" : "1.0", "strings" : {
          "A" : [ ],
          "B" : { "localizations" : { "de" : "Ton" } },
          "C" : { "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : null } } } },
          "D" : { "localizations" : { "de" : { "variations" : { "device" : { "ipad" : 1 } } } } },
          "E" : { "localizations" : { "de" : { "substitutions" : { "n" : { "argNum" : "2" } } } } }
        } }
        """)
        #expect(document.catalog == nil)
        #expect(Set(Self.found(document)) == [
            "1:22 error invalid-catalog: 'sourceLanguage' must be a string, found a number",
            "2:9 error invalid-catalog: the entry of 'A' must be an object, found an array",
            "3:38 error invalid-catalog: the localization 'de' must be an object, found a string",
            "4:84 error invalid-catalog: 'value' must be a string, found null",
            "5:79 error invalid-catalog: 'ipad' must be an object, found a number",
            "6:79 error invalid-catalog: 'argNum' must be a whole number, found a string",
        ])
    }

    @Test func deepNestingStopsAtItsLimit() {
        let text = "{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : "
            + String(repeating: "{ \"a\" : ", count: 10_000) + "1" + String(repeating: " }", count: 10_000) + " }"
        let document = CatalogDocument.parse(Array(text.utf8), name: "Root.xcstrings")
        #expect(document.catalog == nil)
        #expect(Self.found(document) == ["1:307 error invalid-catalog: nesting deeper than 32 levels of arrays and objects"])
    }

    @Test func invalidUTF8IsAnErrorWhereItIs() {
        var bytes = Array(Self.valid.utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "T"))!
        bytes[at] = 0xC3
        bytes[at + 1] = 0x28
        let document = CatalogDocument.parse(bytes, name: "Root.xcstrings")
        #expect(document.catalog == nil)
        #expect(document.diagnostics.count == 1)
        // The string with the bad byte: "Ton…" starts at 10:19; the reader points at the byte.
        #expect(document.diagnostics.first?.location == SourceLocation(line: 10, column: 24))
        #expect(document.diagnostics.first?.message.contains("UTF-8") == true)
        #expect(document.diagnostics.first?.severity == .error)
    }

    /// A catalog over the limit is refused before it is read: a sparse file of 100 MB.
    @Test func aHundredMegabytesIsRefusedUnread() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-huge-\(UUID().uuidString).xcstrings")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{".utf8)))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        let document = try CatalogDocument.read(path: url.path, displayName: "Huge.xcstrings").get()
        #expect(document.catalog == nil)
        #expect(Self.found(document) == ["1:1 error invalid-catalog: the catalog is 100 MiB; settingsc reads catalogs of up to "
            + "32 MiB (a Settings bundle's texts in 30 languages take a few)"])
        // In memory, past the limit: the JSON reader's own refusal.
        let large = CatalogDocument.parse([UInt8](repeating: 0x20, count: CatalogDocument.maxInputBytes + 1), name: "Large")
        #expect(large.hasErrors && large.catalog == nil)
    }

    /// Random damage to a valid catalog: never a crash, every diagnostic inside the text.
    @Test func mutationsNeverCrash() {
        var random = SplitMix64(seed: 0xCA7A)
        let original = Array(Self.valid.utf8)
        let pieces: [[UInt8]] = [[0x7B], [0x7D], [0x5B], [0x22], [0x2C], [0x3A], Array("null".utf8), Array("\\u".utf8),
                                 [0xFF], [0xEF, 0xBB, 0xBF], [0], Array("\"stringUnit\" : {".utf8)]
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.insert(contentsOf: pieces.randomElement(using: &random)!, at: at)
                default: bytes.remove(at: at)
                }
            }
            let document = CatalogDocument.parse(bytes, name: "Root.xcstrings")
            let lines = bytes.count(where: { $0 == 0x0A || $0 == 0x0D }) + 1
            for diagnostic in document.diagnostics {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.line <= lines)
            }
            if let catalog = document.catalog { _ = CatalogCompiler(catalog, devices: ["ipad"]).tables() }
        }
    }
}
