import Foundation
import Testing

/// The catalog commands keep what people wrote: a table edited by hand is not overwritten by
/// `catalog compile` (a digest in its header tells), `catalog extract` takes the edit for review and a
/// table's comments, a catalog that needs no change keeps its bytes, and `render --lang` says when its
/// preview of a catalog is not what the bundle ships.
@Suite("catalog safety (end to end)")
struct CatalogSafetyTests {
    /// A bundle whose catalog translates "General" and "Sound" into de ("Allgemein", "Ton"), compiled once.
    static func compiled() throws -> CatalogBundle {
        let made = try CatalogBundle(languages: [])
        try Self.write(made, "Root.xcstrings", catalog(["General": "Allgemein", "Sound": "Ton"]))
        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        #expect(compile.status == 0, "\(compile.stderr)")
        return made
    }

    /// A catalog in en translating `de` (key: value), not in Xcode's layout (a final line break).
    static func catalog(_ de: [String: String], extra: String = "") -> String {
        let entries = de.sorted { $0.key < $1.key }.map { key, value in
            "    \"\(key)\" : { \(extra)\"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } } } }"
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static func write(_ made: CatalogBundle, _ path: String, _ text: String) throws {
        let url = made.bundle.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func read(_ made: CatalogBundle, _ path: String) throws -> String {
        try String(contentsOf: made.bundle.appendingPathComponent(path), encoding: .utf8)
    }

    // MARK: compile

    // Before: compile replaced the table, and the hand edits ('Klang', 'Extra') were gone without a word.
    @Test func compileRefusesATableEditedByHandUnlessForced() throws {
        let made = try Self.compiled()
        defer { made.remove() }
        let table = try Self.read(made, "de.lproj/Root.strings")
        #expect(table.hasPrefix("/* Compiled from Root.xcstrings by settingsc catalog compile (digest "))
        let edited = table.replacingOccurrences(of: "\"Ton\"", with: "\"Klang\"") + "\"Extra\" = \"Mehr\";\n"
        try Self.write(made, "de.lproj/Root.strings", edited)
        let english = try Self.read(made, "en.lproj/Root.strings")

        let refused = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == """
            settingsc: error: 'Settings.bundle/de.lproj/Root.strings' was edited since catalog compile wrote it; compiling \
            'Settings.bundle/Root.xcstrings' would overwrite 'Extra' ('Mehr' here, not in the catalog), 'Sound' ('Klang' here, \
            'Ton' in the catalog)
            settingsc: note: nothing was written; run settingsc catalog extract to take the edits into the catalog (to be \
            reviewed), put the texts into the catalog, or run settingsc catalog compile --force to overwrite them

            """)
        #expect(try Self.read(made, "de.lproj/Root.strings") == edited)
        #expect(try Self.read(made, "en.lproj/Root.strings") == english)

        let forced = try Settingsc.run(["catalog", "compile", "--force", "Settings.bundle"], directory: made.folder)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stderr.isEmpty)
        #expect(forced.stdout == "wrote Settings.bundle/de.lproj/Root.strings\n")
        #expect(try Self.read(made, "de.lproj/Root.strings") == table)
    }

    @Test func aTableReSavedWithTheSameTextsIsNoEdit() throws {
        let made = try Self.compiled()
        defer { made.remove() }
        let table = try Self.read(made, "de.lproj/Root.strings")
        // Another layout, a comment, an entry written twice whose last text is the compiled one: the device
        // reads the same entries.
        let resaved = table.replacingOccurrences(of: " = ", with: "=") + "\n/* checked */\n\"Sound\" = \"Ton\";\n"
        try Self.write(made, "de.lproj/Root.strings", resaved)
        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(compile.stdout == "wrote Settings.bundle/de.lproj/Root.strings\n")
        #expect(try Self.read(made, "de.lproj/Root.strings") == table)
    }

    @Test func anEditTheCatalogAlreadyHoldsIsReplaced() throws {
        let made = try Self.compiled()
        defer { made.remove() }
        try Self.write(made, "de.lproj/Root.strings",
                       try Self.read(made, "de.lproj/Root.strings").replacingOccurrences(of: "\"Ton\"", with: "\"Klang\""))
        try Self.write(made, "Root.xcstrings", Self.catalog(["General": "Allgemein", "Sound": "Klang"]))
        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(compile.stdout == "wrote Settings.bundle/de.lproj/Root.strings\n")
    }

    // Before: a table written by hand was replaced by the catalog's texts without a word.
    @Test func aTableWrittenByHandIsNotOverwritten() throws {
        let made = try CatalogBundle(languages: [])
        defer { made.remove() }
        try Self.write(made, "Root.xcstrings", Self.catalog(["General": "Allgemein", "Sound": "Ton"]))
        let hand = "/* Settings */\n\"General\" = \"Allgemein\";\n\"Sound\" = \"Töne\";\n"
        try Self.write(made, "de.lproj/Root.strings", hand)
        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        #expect(compile.status == 1)
        #expect(compile.stdout.isEmpty)
        #expect(compile.stderr == """
            settingsc: error: 'Settings.bundle/de.lproj/Root.strings' was not written by catalog compile; compiling \
            'Settings.bundle/Root.xcstrings' would overwrite 'Sound' ('Töne' here, 'Ton' in the catalog)
            settingsc: note: nothing was written; put the texts into the catalog, or run settingsc catalog compile --force \
            to overwrite them

            """)
        #expect(try Self.read(made, "de.lproj/Root.strings") == hand)
        #expect(!FileManager.default.fileExists(atPath: made.bundle.appendingPathComponent("en.lproj").path))
    }

    @Test func aHandWrittenTableTheCatalogAgreesWithAndAnEarlierCompilesTableAreReplaced() throws {
        let made = try CatalogBundle(languages: [])
        defer { made.remove() }
        try Self.write(made, "Root.xcstrings", Self.catalog(["General": "Allgemein", "Sound": "Ton"]))
        try Self.write(made, "de.lproj/Root.strings", "\"Sound\" = \"Ton\";\n")
        // The header an earlier settingsc wrote has no digest: nothing to tell an edit by.
        try Self.write(made, "en.lproj/Root.strings", "/* Compiled from Root.xcstrings by settingsc catalog compile; "
            + "edit the catalog, not this file. */\n\n\"Sound\" = \"Noise\";\n")
        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(compile.stdout == "wrote Settings.bundle/de.lproj/Root.strings\nwrote Settings.bundle/en.lproj/Root.strings\n")
        #expect(try Self.read(made, "en.lproj/Root.strings").hasSuffix("\"General\" = \"General\";\n\"Sound\" = \"Sound\";\n"))
    }

    @Test func aBuiltProductsTablesAreKeptTheSameWay() throws {
        let made = try Self.compiled()
        defer { made.remove() }
        let product = made.folder.appendingPathComponent("Build/App.app/Settings.bundle")
        let arguments = ["catalog", "compile", "--output-bundle", "Build/App.app/Settings.bundle", "Settings.bundle"]
        #expect(try Settingsc.run(arguments, directory: made.folder).status == 0)
        let table = product.appendingPathComponent("de.lproj/Root.strings")
        let edited = try String(contentsOf: table, encoding: .utf8).replacingOccurrences(of: "\"Ton\"", with: "\"Klang\"")
        try edited.write(to: table, atomically: true, encoding: .utf8)
        let refused = try Settingsc.run(arguments, directory: made.folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("settingsc: error: 'Build/App.app/Settings.bundle/de.lproj/Root.strings' was edited "
            + "since catalog compile wrote it; compiling 'Settings.bundle/Root.xcstrings' would overwrite 'Sound' ('Klang' here, "
            + "'Ton' in the catalog)\n"), "\(refused.stderr)")
        #expect(try String(contentsOf: table, encoding: .utf8) == edited)
    }

    // MARK: extract

    // Before: extract kept the catalog's 'Ton' (the catalog is the source) and the hand edit stayed in the
    // table only, to be lost at the next compile.
    @Test func extractTakesAHandEditForReviewThenCompileWritesIt() throws {
        let made = try Self.compiled()
        defer { made.remove() }
        try Self.write(made, "de.lproj/Root.strings",
                       try Self.read(made, "de.lproj/Root.strings").replacingOccurrences(of: "\"Ton\"", with: "\"Klang\""))
        let extract = try Settingsc.run(["catalog", "extract", "Settings.bundle"], directory: made.folder)
        #expect(extract.status == 0, "\(extract.stderr)")
        #expect(extract.stderr.isEmpty)
        #expect(extract.stdout == "wrote Settings.bundle/Root.xcstrings: 1 hand edit of compiled tables taken for review\n")
        let catalog = try Self.read(made, "Root.xcstrings")
        #expect(catalog.contains("""
                "Sound" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "Klang"
            """))
        #expect(catalog.contains("\"value\" : \"Allgemein\""))
        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(compile.stdout == "wrote Settings.bundle/de.lproj/Root.strings\n")
        #expect(try Self.read(made, "de.lproj/Root.strings").hasSuffix("\"General\" = \"Allgemein\";\n\"Sound\" = \"Klang\";\n"))
        let validate = try Settingsc.run(["validate", "Settings.bundle"], directory: made.folder)
        #expect(validate.status == 0)
        #expect(validate.stderr.contains("warning: the de translation of 'Sound' needs review (its state in the catalog is 'needs_review') [unfinished-translation]"))
        #expect(!validate.stderr.contains("catalog-out-of-date"))
    }

    // Before: the tables' comments were lost on the way into the catalog.
    @Test func extractCarriesTheTablesCommentsIntoEntriesWithout() throws {
        let made = try CatalogBundle(languages: [])
        defer { made.remove() }
        try Self.write(made, "en.lproj/Root.strings", """
            /* Settings page texts (a file header: a blank line away from any entry). */

            /* The title of the first group */
            "General" = "General";
            "Sound" = "Sound"; /* after an entry: not the next one's */
            /*
               Not on any page
            */
            "Old" = "Old";

            """)
        try Self.write(made, "de.lproj/Root.strings", """
            /* Whether the app plays sounds */
            "Sound" = "Ton";
            /* No comment provided by engineer. */
            "General" = "Allgemein";

            """)
        let extract = try Settingsc.run(["catalog", "extract", "Settings.bundle"], directory: made.folder)
        #expect(extract.status == 0, "\(extract.stderr)")
        #expect(extract.stdout == "wrote Settings.bundle/Root.xcstrings: 2 texts added, 2 translations taken from .lproj tables, "
            + "3 comments taken from .lproj tables\n")
        let catalog = try Self.read(made, "Root.xcstrings")
        #expect(catalog.contains("\"General\" : {\n      \"comment\" : \"The title of the first group\",\n"))
        #expect(catalog.contains("\"Sound\" : {\n      \"comment\" : \"Whether the app plays sounds\",\n"))
        #expect(catalog.contains("\"Old\" : {\n      \"comment\" : \"Not on any page\",\n      \"extractionState\" : \"stale\""))
        #expect(!catalog.contains("header"))
        #expect(!catalog.contains("No comment provided"))

        // A comment the catalog has is kept.
        try Self.write(made, "en.lproj/Root.strings", "/* Another */\n\"General\" = \"General\";\n")
        let again = try Settingsc.run(["catalog", "extract", "Settings.bundle"], directory: made.folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.isEmpty)
        #expect(try Self.read(made, "Root.xcstrings") == catalog)
    }

    // Before: every extract rewrote a catalog not in Xcode's exact layout ("rewritten as Xcode writes it").
    @Test func aCatalogThatNeedsNoChangeKeepsItsBytes() throws {
        let made = try CatalogBundle(languages: [])
        defer { made.remove() }
        let url = made.bundle.appendingPathComponent("Root.xcstrings")
        let text = Self.catalog(["General": "Allgemein", "Sound": "Ton"], extra: "\"extractionState\" : \"manual\", ")
        try Self.write(made, "Root.xcstrings", text)
        let stamp = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        let extract = try Settingsc.run(["catalog", "extract", "Settings.bundle"], directory: made.folder)
        #expect(extract.status == 0, "\(extract.stderr)")
        #expect(extract.stdout.isEmpty)
        #expect(try Self.read(made, "Root.xcstrings") == text)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date == stamp)

        // A change is written, in Xcode's layout.
        try Self.write(made, "Root.xcstrings", Self.catalog(["General": "Allgemein"], extra: "\"extractionState\" : \"manual\", "))
        let changed = try Settingsc.run(["catalog", "extract", "Settings.bundle"], directory: made.folder)
        #expect(changed.stdout == "wrote Settings.bundle/Root.xcstrings: 1 text added\n")
        #expect(try Self.read(made, "Root.xcstrings").hasSuffix("\n  \"version\" : \"1.0\"\n}"))
    }

    // MARK: render

    // Before: the preview showed the catalog's 'Ton' and nothing said that the bundle ships 'Klang'.
    @Test func renderSaysWhenTheCatalogItPreviewsIsNotWhatShips() throws {
        let made = try Self.compiled()
        defer { made.remove() }
        let arguments = ["render", "--lang", "de", "--width", "40", "Settings.bundle"]
        let same = try Settingsc.run(arguments, directory: made.folder)
        #expect(same.status == 0)
        #expect(same.stderr.isEmpty)

        try Self.write(made, "Root.xcstrings", Self.catalog(["General": "Allgemein", "Sound": "Klang"]))
        let differs = try Settingsc.run(arguments, directory: made.folder)
        #expect(differs.status == 0)
        #expect(differs.stdout.contains("Klang"))
        #expect(differs.stderr.hasSuffix("""
            settingsc: note: the preview shows the translations of 'Settings.bundle/Root.xcstrings'; \
            'Settings.bundle/de.lproj/Root.strings', which the bundle ships, differs from 'Root.xcstrings': 'Sound' is \
            'Ton' here, 'Klang' in the catalog; run settingsc catalog compile

            """))
        // Without --lang: no note.
        let english = try Settingsc.run(["render", "--width", "40", "Settings.bundle"], directory: made.folder)
        #expect(!english.stderr.contains("note:"))

        // The build-time route (no table in the bundle): nothing ships to differ from.
        try FileManager.default.removeItem(at: made.bundle.appendingPathComponent("de.lproj"))
        try FileManager.default.removeItem(at: made.bundle.appendingPathComponent("en.lproj"))
        let built = try Settingsc.run(arguments, directory: made.folder)
        #expect(built.status == 0)
        #expect(built.stderr.isEmpty, "\(built.stderr)")
    }
}
