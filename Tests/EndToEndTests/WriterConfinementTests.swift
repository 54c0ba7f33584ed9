import Foundation
import Testing

/// The writers that make paths from what they read — `catalog compile` (a catalog's languages) and
/// `catalog extract` (a page's `StringsTable`) — write inside the bundle or `--output-bundle` they were
/// given and nowhere else: names that are paths are errors, `..`, absolute names, NUL bytes and symbolic
/// links that leave the folder are refused, and every folder is listed before and after.
@Suite("writers stay inside their folder (end to end)")
struct WriterConfinementTests {
    // Before: validate said nothing; `catalog compile` wrote `victim/x.lproj/Root.strings` beside the
    // bundle, made `nested/de.lproj` inside it for "/nested/de", made a folder `fr` for the language cut
    // short at its NUL, and only then stopped (status 3).
    @Test func aLanguageThatIsNoLanguageTagIsAnErrorAndNeverAPath() throws {
        let made = try CatalogBundle(languages: ["de", "../victim/x", "/nested/de", "fr\\u0000/../../victim/y"])
        defer { made.remove() }
        let victim = made.folder.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: victim.appendingPathComponent("keep.txt"))
        let victimBefore = CatalogBundle.listing(victim), bundleBefore = CatalogBundle.listing(made.bundle)

        let validate = try Settingsc.run(["validate", "Settings.bundle"], directory: made.folder)
        #expect(validate.status == 1, "\(validate.stderr)")
        #expect(validate.stderr.contains("Settings.bundle/Root.xcstrings:6:7: error: '../victim/x' is not a language tag "
            + "(such as 'de', 'zh-Hans', 'pt_BR', 'es-419'); its .lproj folder cannot be named after it [invalid-language-tag]"),
                "\(validate.stderr)")
        #expect(validate.stderr.contains("Settings.bundle/Root.xcstrings:7:7: error: '/nested/de' is not a language tag"))
        #expect(validate.stderr.contains("Settings.bundle/Root.xcstrings:8:7: error: 'fr"))
        // Once per language, not once per entry.
        #expect(validate.stderr.components(separatedBy: "[invalid-language-tag]").count == 4, "\(validate.stderr)")

        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        #expect(compile.status == 1, "\(compile.stderr)")
        #expect(compile.stdout.isEmpty)
        #expect(compile.stderr.contains("[invalid-language-tag]"))
        #expect(CatalogBundle.listing(victim) == victimBefore)
        #expect(CatalogBundle.listing(made.bundle) == bundleBefore)
        #expect(CatalogBundle.listing(made.folder) == ["Settings.bundle"] + bundleBefore.map { "Settings.bundle/" + $0 }
            + ["victim"] + victimBefore.map { "victim/" + $0 })
    }

    // Before: `catalog compile` followed `ko.lproj`, a link to a folder outside the bundle (or outside the
    // `--output-bundle`), and replaced `Root.strings` there, exit status 0.
    @Test(arguments: [false, true])
    func aLanguageFolderLinkedOutsideIsNotWrittenThrough(_ intoOutputBundle: Bool) throws {
        let made = try CatalogBundle(languages: ["de", "ko"])
        defer { made.remove() }
        let victim = made.folder.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        let table = victim.appendingPathComponent("Root.strings")
        try Data("\"Sound\" = \"victim\";\n".utf8).write(to: table)
        let output = intoOutputBundle ? made.folder.appendingPathComponent("Build/Settings.bundle") : made.bundle
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent("ko.lproj").path,
                                                   withDestinationPath: intoOutputBundle ? "../../victim" : "../victim")
        let victimBefore = CatalogBundle.listing(victim), outputBefore = CatalogBundle.listing(output)

        let arguments = intoOutputBundle ? ["--output-bundle", output.path] : []
        let compile = try Settingsc.run(["catalog", "compile"] + arguments + [made.bundle.path])
        #expect(compile.status == 3, "\(compile.stderr)")
        #expect(compile.stderr.contains("ko.lproj"), "\(compile.stderr)")
        #expect(compile.stderr.contains("a symbolic link to '\(victim.resolvingSymlinksInPath().path)', outside"), "\(compile.stderr)")
        #expect(compile.stdout.isEmpty)
        #expect(try String(contentsOf: table, encoding: .utf8) == "\"Sound\" = \"victim\";\n")
        #expect(CatalogBundle.listing(victim) == victimBefore)
        // Nothing else either: the other languages' tables are not written without this one.
        #expect(CatalogBundle.listing(output) == outputBefore)
    }

    // Before: validate said nothing about `StringsTable` `../escaped`, and `catalog extract` replaced
    // `escaped.xcstrings` beside the bundle, exit status 0.
    @Test func aStringsTableWithASlashIsAnErrorAndNeverAPath() throws {
        let made = try CatalogBundle(languages: [], table: "../escaped")
        defer { made.remove() }
        let outside = made.folder.appendingPathComponent("escaped.xcstrings")
        try Data("not yours".utf8).write(to: outside)
        let before = CatalogBundle.listing(made.folder)

        let validate = try Settingsc.run(["validate", "Settings.bundle"], directory: made.folder)
        #expect(validate.status == 1, "\(validate.stderr)")
        #expect(validate.stderr.contains("Settings.bundle/Root.plist:12:2: error: StringsTable '../escaped' is not a file name: "
            + "a table is named without '/' (the 'Root' of 'en.lproj/Root.strings') [invalid-strings-table]"), "\(validate.stderr)")

        let extract = try Settingsc.run(["catalog", "extract", "Settings.bundle"], directory: made.folder)
        #expect(extract.status == 1, "\(extract.stderr)")
        #expect(extract.stderr.contains("[invalid-strings-table]"))
        #expect(try String(contentsOf: outside, encoding: .utf8) == "not yours")
        #expect(CatalogBundle.listing(made.folder) == before)
    }

    // Before: extract wrote '../x' into the new catalog as its source language, status 0, a catalog that
    // compile would then have used as a folder name.
    @Test func aSourceLanguageThatIsNoLanguageTagIsAUsageError() throws {
        let made = try CatalogBundle(languages: [])
        defer { made.remove() }
        let before = CatalogBundle.listing(made.folder)
        let extract = try Settingsc.run(["catalog", "extract", "--source-language", "../x", "Settings.bundle"], directory: made.folder)
        #expect(extract.status == 2, "\(extract.stderr)")
        #expect(extract.stderr.contains("--source-language '../x' is not a language tag"), "\(extract.stderr)")
        #expect(CatalogBundle.listing(made.folder) == before)
    }

    // Before: the tables went into `Settings.bundle/sub/<lang>.lproj`, inside the source bundle, status 0.
    @Test func anOutputBundleInsideTheBundleIsAUsageError() throws {
        let made = try CatalogBundle(languages: ["de"])
        defer { made.remove() }
        try FileManager.default.createSymbolicLink(atPath: made.folder.appendingPathComponent("link").path,
                                                   withDestinationPath: "Settings.bundle")
        let before = CatalogBundle.listing(made.folder)
        for output in ["Settings.bundle/sub", "Settings.bundle/./a/../sub/deeper", "link/sub", "Settings.bundle/de.lproj"] {
            let compile = try Settingsc.run(["catalog", "compile", "--output-bundle", output, "Settings.bundle"], directory: made.folder)
            #expect(compile.status == 2, "\(output): \(compile.stderr)")
            #expect(compile.stderr.contains("--output-bundle '\(output)' is inside the bundle 'Settings.bundle'"), "\(compile.stderr)")
            #expect(compile.stdout.isEmpty)
            #expect(CatalogBundle.listing(made.folder) == before, "\(output)")
        }
        // Beside it is fine.
        let beside = try Settingsc.run(["catalog", "compile", "--output-bundle", "Settings.bundle-copy", "Settings.bundle"],
                                       directory: made.folder)
        #expect(beside.status == 0, "\(beside.stderr)")
        #expect(FileManager.default.fileExists(atPath: made.folder.appendingPathComponent("Settings.bundle-copy/de.lproj/Root.strings").path))
    }
}
