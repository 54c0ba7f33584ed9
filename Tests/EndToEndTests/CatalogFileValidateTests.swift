import Foundation
import Testing

/// A String Catalog given to the binary by itself: `validate` reads it as a catalog (JSON, then the
/// format), never as a property list (its `{` once made it an old-style plist and an error), and says
/// which bundle it belongs to; the commands that need a definition refuse it.
@Suite("validate a String Catalog (end to end)")
struct CatalogFileValidateTests {
    @Test func aBundlesCatalogIsCheckedAsACatalogAndPlaced() throws {
        let made = try CatalogBundle(languages: ["de", "fr"])
        defer { made.remove() }
        let catalog = made.bundle.appendingPathComponent("Root.xcstrings")
        let result = try Settingsc.run(["validate", "--verbose", catalog.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "\(catalog.path): 2 texts in 3 languages, catalog 'Root' of Settings.bundle, for its "
            + "pages whose StringsTable is 'Root'\n")
    }

    @Test func aBrokenCatalogGetsTheCatalogRulesNotPlistSyntax() throws {
        let made = try CatalogBundle(languages: [])
        defer { made.remove() }
        let catalog = made.bundle.appendingPathComponent("Root.xcstrings")
        // Line 3: a unit without its text; line 4: a key no catalog has.
        try Data("""
            { "sourceLanguage" : "en", "strings" : {
              "Sound" : { "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated" } } },
                "colour" : "red" } }, "version" : "1.0" }

            """.utf8).write(to: catalog)
        let result = try Settingsc.run(["validate", catalog.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(catalog.path):3:29: error: 'value' is missing: the text [invalid-catalog]"),
                "\(result.stderr)")
        #expect(result.stderr.contains("\(catalog.path):4:5: warning: unknown entry key 'colour' [unknown-catalog-key]"),
                "\(result.stderr)")
        #expect(!result.stderr.contains("not-a-plist"))
        #expect(!result.stderr.contains("[plist-syntax]") && !result.stderr.contains("[xml-syntax]"))
    }

    @Test func aCatalogThatIsNotJSONIsReportedWhereItBreaks() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Root.xcstrings")
        try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n  }\n".utf8).write(to: catalog)
        let result = try Settingsc.run(["validate", catalog.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(catalog.path):5:1: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("[invalid-catalog]"))
    }

    @Test func aLooseCatalogIsSaidToBeInNoBundle() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Root.xcstrings")
        try Data(CatalogBundle.catalog(["de"]).utf8).write(to: catalog)
        let result = try Settingsc.run(["validate", "--verbose", catalog.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "\(catalog.path): 2 texts in 2 languages; a catalog is read from the top of a Settings "
            + "bundle (a folder named NAME.bundle), and this one is in none\n")
    }

    @Test(arguments: [["render"], ["generate", "swift"], ["values"]])
    func commandsThatNeedADefinitionRefuseACatalog(_ command: [String]) throws {
        let made = try CatalogBundle(languages: ["de"])
        defer { made.remove() }
        let catalog = made.bundle.appendingPathComponent("Root.xcstrings").path
        let result = try Settingsc.run(command + [catalog])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("settingsc: error: '\(catalog)' is a String Catalog, which translates a Settings "
            + "bundle's pages; give the bundle"), "\(result.stderr)")
    }
}
