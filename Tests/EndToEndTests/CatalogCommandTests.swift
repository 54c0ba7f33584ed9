import Diagnostics
import Foundation
import PropertyList
import Testing

/// `settingsc catalog compile|extract`: the built binary on copies of a bundle — what it prints, its exit
/// statuses, the files it writes and leaves alone.
@Suite("catalog (end to end)")
struct CatalogCommandTests {
    /// The catalog fixture of the SettingsCompiler tests: two tables, four languages, an Xcode catalog.
    static let fixture = Settingsc.root.appendingPathComponent("Tests/SettingsCompilerTests/Golden/catalog/Settings.bundle")

    /// A copy of the fixture in a fresh folder; the folder is removed by the caller.
    static func bundle() throws -> (folder: URL, bundle: URL) {
        let folder = try Settingsc.temporaryDirectory()
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.copyItem(at: fixture, to: bundle)
        return (folder, bundle)
    }

    static func modified(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    @Test func extractThenCompileThenNothingToDo() throws {
        let (folder, bundle) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let extract = try Settingsc.run(["catalog", "extract", "Settings.bundle"], directory: folder)
        #expect(extract.status == 0, "\(extract.stderr)")
        #expect(extract.stderr.isEmpty)
        #expect(extract.stdout == """
            wrote Settings.bundle/Root.xcstrings: 11 texts added, 18 translations taken from .lproj tables, 2 comments taken from .lproj tables
            wrote Settings.bundle/Advanced.xcstrings: 1 text added, 2 translations taken from .lproj tables, 1 text marked stale

            """)
        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: folder)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(compile.stdout.split(separator: "\n").sorted() == [
            "wrote Settings.bundle/de.lproj/Advanced.strings", "wrote Settings.bundle/de.lproj/Root.strings",
            "wrote Settings.bundle/en.lproj/Advanced.strings", "wrote Settings.bundle/en.lproj/Root.strings",
            "wrote Settings.bundle/fr.lproj/Advanced.strings", "wrote Settings.bundle/fr.lproj/Root.strings",
            "wrote Settings.bundle/zh_Hans.lproj/Root.strings",
        ])
        // The Advanced catalog has an entry of a newer Xcode: a warning, nothing more.
        #expect(compile.stderr.contains("Advanced.xcstrings:36:7: warning: unknown entry key 'translatorNote' [unknown-catalog-key]"))
        let stamp = try Self.modified(bundle.appendingPathComponent("de.lproj/Root.strings"))
        for command in ["extract", "compile"] {
            let again = try Settingsc.run(["catalog", command, "Settings.bundle"], directory: folder)
            #expect(again.status == 0)
            #expect(again.stdout.isEmpty, "\(command): \(again.stdout)")
        }
        #expect(try Self.modified(bundle.appendingPathComponent("de.lproj/Root.strings")) == stamp)
        // What validate says now: the catalogs' own findings, no table out of date.
        let validate = try Settingsc.run(["validate", "Settings.bundle"], directory: folder)
        #expect(validate.status == 0)
        #expect(!validate.stderr.contains("catalog-out-of-date"))
        #expect(validate.stderr.contains("[unfinished-translation]"))
    }

    @Test func compileIntoABuiltProductsCopy() throws {
        let (folder, bundle) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Settingsc.run(["catalog", "extract", bundle.path]).status == 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: bundle.appendingPathComponent("de.lproj").path).sorted()
        let product = folder.appendingPathComponent("Build/App.app/Settings.bundle")
        let result = try Settingsc.run(["catalog", "compile", "--output-bundle", product.path, bundle.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote \(product.path)/de.lproj/Root.strings\n"))
        let compiled = try String(contentsOf: product.appendingPathComponent("de.lproj/Root.strings"), encoding: .utf8)
        #expect(compiled.contains("\"Autoplay\" = \"Automatisch abspielen\";\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: bundle.appendingPathComponent("de.lproj").path).sorted() == before)
    }

    @Test func renderTakesTranslationsFromTheCatalog() throws {
        let (folder, bundle) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Settingsc.run(["catalog", "extract", bundle.path]).status == 0)
        // The catalog translates Advanced into fr (needs review); the .lproj folder has no such table.
        let result = try Settingsc.run(["render", "--lang", "fr", "--pane", "Advanced", "--width", "40", bundle.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Diagnostic\n"))
    }

    @Test(arguments: [
        (["catalog"], "catalog needs an action ('compile' or 'extract') and a BUNDLE"),
        (["catalog", "compil", "X.bundle"], "unknown action 'compil' for 'catalog'; expected 'compile' or 'extract'; did you mean 'compile'?"),
        (["catalog", "compile"], "catalog compile needs a BUNDLE"),
        (["catalog", "compile", "A", "B"], "catalog compile takes one BUNDLE"),
        (["catalog", "compile", "--source-language", "de", "X"], "'--source-language' is an option of catalog extract"),
        (["catalog", "extract", "--output-bundle", "Y", "X"], "'--output-bundle' is an option of catalog compile"),
        (["catalog", "extract", "--force", "X"], "'--force' is an option of catalog compile"),
        (["catalog", "extract", "--output", "Y", "X"], "unknown option '--output' for 'catalog'; did you mean '--output-bundle'?"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let result = try Settingsc.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == "settingsc: error: \(message)\nRun 'settingsc help catalog' for usage.\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aMissingBundleIsStatusThree() throws {
        let result = try Settingsc.run(["catalog", "compile", "/nonexistent/Settings.bundle"])
        #expect(result.status == 3)
        #expect(result.stderr == "settingsc: error: cannot read '/nonexistent/Settings.bundle': no such file or directory\n")
    }

    @Test func aBundleWithoutCatalogsHasNothingToCompile() throws {
        let result = try Settingsc.run(["catalog", "compile", "Samples/MyApp/Settings.bundle"])
        #expect(result.status == 0)
        #expect(result.stderr == "settingsc: note: 'Samples/MyApp/Settings.bundle' has no String Catalog (.xcstrings); nothing to compile\n")
    }

    @Test func aBrokenCatalogStopsCompileAndExtract() throws {
        let (folder, bundle) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = bundle.appendingPathComponent("Advanced.xcstrings")
        var text = try String(contentsOf: catalog, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"shouldTranslate\" : false", with: "\"shouldTranslate\" : \"no\"")
        try text.write(to: catalog, atomically: true, encoding: .utf8)
        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: folder)
        #expect(compile.status == 1)
        #expect(compile.stdout.isEmpty)
        #expect(compile.stderr.contains("Settings.bundle/Advanced.xcstrings:29:27: error: 'shouldTranslate' must be true or false, found a string [invalid-catalog]"))
        #expect(!FileManager.default.fileExists(atPath: bundle.appendingPathComponent("fr.lproj/Advanced.strings").path))
        let extract = try Settingsc.run(["catalog", "extract", "Settings.bundle"], directory: folder)
        #expect(extract.status == 1)
        #expect(extract.stdout.isEmpty)
        #expect(extract.stderr.contains("[invalid-catalog]"))
        #expect(try String(contentsOf: catalog, encoding: .utf8) == text)
    }

    /// A table that is a FIFO is not replaced by a regular file (and not opened: that would block).
    @Test func compileReplacesRegularFilesOnly() throws {
        let (folder, bundle) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Settingsc.run(["catalog", "extract", bundle.path]).status == 0)
        let fifo = bundle.appendingPathComponent("fr.lproj/Root.strings")
        try FileManager.default.removeItem(at: fifo)
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let result = try Settingsc.run(["catalog", "compile", bundle.path])
        #expect(result.status == 3)
        #expect(result.stderr.contains("cannot write '\(fifo.path)': not a regular file; settingsc replaces regular files only"))
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func extractKeepsTheCatalogsSourceLanguage() throws {
        let (folder, bundle) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Settingsc.run(["catalog", "extract", "--source-language", "de", bundle.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("settingsc: error: the catalog's source language is 'en', not 'de'; "
            + "change it in Xcode's String Catalog editor\n"))
        // A new catalog takes the language asked for (folder spellings too).
        try FileManager.default.removeItem(at: bundle.appendingPathComponent("Advanced.xcstrings"))
        let created = try Settingsc.run(["catalog", "extract", "--source-language", "zh_Hans", bundle.path])
        #expect(created.status == 0, "\(created.stderr)")
        let text = try String(contentsOf: bundle.appendingPathComponent("Root.xcstrings"), encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"zh-Hans\",\n"))
    }
}
