import Foundation
import PropertyList
@testable import SettingsCompiler
import Testing

/// `catalog extract` and `catalog compile` on a bundle with two tables, four languages (one folder spelt
/// `zh_Hans`, one table UTF-16), `Base.lproj`, a `~ipad` variant, a text without letters, a table entry no
/// page uses, and an existing catalog Xcode wrote (comments, a state to review, a stale entry, a key of a
/// newer Xcode): golden files for both, then what each promises (unchanged files untouched, translations
/// kept, tables Foundation reads back as compiled).
@Suite("Catalog compile and extract", .serialized)
struct CatalogPipelineTests {
    static let fixture = Golden.directory.appendingPathComponent("catalog/Settings.bundle")

    /// A copy of the fixture bundle in a temporary folder.
    static func copy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.copyItem(at: fixture, to: bundle)
        return bundle
    }

    static func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    static func modified(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    @Test func extractWritesCatalogsAsGoldenThenNothing() throws {
        let bundle = try Self.copy()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let first = CatalogExtraction.run(bundle.path)
        #expect(first.failure == nil)
        #expect(first.catalogs.map(\.outcome) == [.created, .replaced])
        #expect(first.catalogs.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["Root.xcstrings", "Advanced.xcstrings"])
        let root = first.catalogs[0], advanced = first.catalogs[1]
        #expect((root.added, root.translationsTaken, root.markedStale, root.revived) == (11, 18, 0, 0))
        #expect((advanced.added, advanced.translationsTaken, advanced.markedStale) == (1, 2, 1))
        for name in ["Root.xcstrings", "Advanced.xcstrings"] {
            Golden.check(try Self.text(bundle.appendingPathComponent(name)), "catalog/extracted/\(name)")
        }
        let stamp = try Self.modified(bundle.appendingPathComponent("Root.xcstrings"))
        let again = CatalogExtraction.run(bundle.path)
        #expect(again.failure == nil)
        #expect(again.catalogs.map(\.outcome) == [.unchanged, .unchanged])
        #expect(try Self.modified(bundle.appendingPathComponent("Root.xcstrings")) == stamp)
    }

    @Test func compileWritesEveryLanguageAsGoldenThenNothing() throws {
        let bundle = try Self.copy()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        #expect(CatalogExtraction.run(bundle.path).failure == nil)
        let product = bundle.deletingLastPathComponent().appendingPathComponent("Product/Settings.bundle")
        let result = CatalogCompilation.run(bundle.path, options: .init(outputBundle: product.path))
        #expect(result.failure == nil)
        let written = result.tables.map { String($0.path.dropFirst(product.path.count + 1)) }
        #expect(written == [
            "de.lproj/Advanced.strings", "en.lproj/Advanced.strings", "fr.lproj/Advanced.strings",
            "de.lproj/Root.strings", "en.lproj/Root.strings", "fr.lproj/Root.strings", "zh_Hans.lproj/Root.strings",
        ])
        #expect(result.tables.allSatisfy { $0.outcome == .created })
        for path in written {
            Golden.check(try Self.text(product.appendingPathComponent(path)), "catalog/compiled/\(path)")
        }
        let stamps = try written.map { try Self.modified(product.appendingPathComponent($0)) }
        let again = CatalogCompilation.run(bundle.path, options: .init(outputBundle: product.path))
        #expect(again.tables.allSatisfy { $0.outcome == .unchanged })
        #expect(try written.map { try Self.modified(product.appendingPathComponent($0)) } == stamps)
    }

    /// Every translation of the original `.lproj` tables is in the compiled tables, unchanged, and
    /// Foundation's `PropertyListSerialization` reads each compiled table as the entries compiled.
    @Test func roundTripKeepsTranslationsAndFoundationReadsTheTables() throws {
        let bundle = try Self.copy()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let originals = try ["de", "fr", "zh_Hans"].map { folder in
            (folder, try Self.foundationTable(bundle.appendingPathComponent("\(folder).lproj/Root.strings")))
        }
        #expect(CatalogExtraction.run(bundle.path).failure == nil)
        let compiled = CatalogCompilation.run(bundle.path)
        #expect(compiled.failure == nil)
        for (folder, original) in originals {
            let table = try Self.foundationTable(bundle.appendingPathComponent("\(folder).lproj/Root.strings"))
            for (key, value) in original { #expect(table[key] == value, "\(folder): \(key)") }
        }
        for written in compiled.tables {
            let url = URL(fileURLWithPath: written.path)
            let parsed = try StringsParser.parse(path: url.path, displayName: url.path).get()
            #expect(parsed.diagnostics.isEmpty)
            let ours = Dictionary(parsed.table.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
            #expect(try Self.foundationTable(url) == ours, "\(written.path)")
        }
        let validation = DefinitionCompiler.compile(path: bundle.path)
        let outOfDate = validation.reports.flatMap(\.diagnostics).filter { $0.rule == .catalogOutOfDate }
        #expect(outOfDate.isEmpty, "\(outOfDate.map(\.message))")
    }

    /// extract → compile → validate adds no diagnostic the bundle did not have (`validate --strict` fails only
    /// where it failed before), and a second extract and compile change nothing — also where compile gave a
    /// language without a translation the source text: that stand-in is not taken back as a translation
    /// (`scripts/catalog-round-trip.py` does the same over real bundles).
    @Test func roundTripIsStableAndAddsNoDiagnostic() throws {
        let bundle = try Self.copy()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let english = bundle.appendingPathComponent("en.lproj/Root.strings")
        try Data(try Self.text(english).replacing(#""Version" = "Version";"#, with: #""Version" = "App version";"#).utf8)
            .write(to: english)
        let before = Set(Self.diagnostics(bundle))
        #expect(CatalogExtraction.run(bundle.path).failure == nil)
        #expect(CatalogCompilation.run(bundle.path).failure == nil)
        let german = try Self.foundationTable(bundle.appendingPathComponent("de.lproj/Root.strings"))
        #expect(german["Version"] == "App version")
        let after = Self.diagnostics(bundle)
        #expect(after.filter { !before.contains($0) } == [])
        #expect(after.contains { $0.hasPrefix("missing-translation Root.plist 53:4") })
        #expect(CatalogExtraction.run(bundle.path).catalogs.map(\.outcome) == [.unchanged, .unchanged])
        #expect(CatalogCompilation.run(bundle.path).tables.allSatisfy { $0.outcome == .unchanged })
    }

    /// The bundle's diagnostics: a page's by rule and position (pages are never written), a table's or a
    /// catalog's by rule and message (they are).
    static func diagnostics(_ bundle: URL) -> [String] {
        DefinitionCompiler.compile(path: bundle.path).reports.flatMap { report in
            let name = URL(fileURLWithPath: report.file.displayName).lastPathComponent
            let page = name.hasSuffix(".plist")
            return report.diagnostics.map { "\($0.rule.id) \(name) \(page ? "\($0.location)" : $0.message)" }
        }
    }

    /// A `.strings` file as Foundation reads it.
    static func foundationTable(_ url: URL) throws -> [String: String] {
        let data = try Data(contentsOf: url)
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
    }

    @Test func compileRefusesABrokenCatalogAndWritesNothing() throws {
        let bundle = try Self.copy()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        try Data(#"{ "sourceLanguage" : "en", "strings" : { "A" : { "localizations" : 3 } }, "version" : "1.0" }"#.utf8)
            .write(to: bundle.appendingPathComponent("Root.xcstrings"))
        let product = bundle.deletingLastPathComponent().appendingPathComponent("Product")
        let result = CatalogCompilation.run(bundle.path, options: .init(outputBundle: product.path))
        #expect(result.failure.map { if case .inputErrors = $0 { true } else { false } } == true)
        #expect(result.tables.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: product.path))
        let messages = result.reports.flatMap(\.diagnostics).map { "\($0.location) \($0.message)" }
        #expect(messages.contains("1:68 'localizations' must be an object, found a number"))
    }

    @Test func compileReplacesRegularFilesOnly() throws {
        let bundle = try Self.copy()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        #expect(CatalogExtraction.run(bundle.path).failure == nil)
        let target = bundle.appendingPathComponent("de.lproj/Advanced.strings")
        try FileManager.default.removeItem(at: target)
        try FileManager.default.createSymbolicLink(at: target, withDestinationURL: bundle.appendingPathComponent("Root.plist"))
        let result = CatalogCompilation.run(bundle.path)
        guard case .unwritable(let error)? = result.failure else {
            Issue.record("expected a write failure, got \(String(describing: result.failure))")
            return
        }
        #expect(error.reason.contains("not a regular file"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: target.path).hasSuffix("Root.plist"))
    }
}
