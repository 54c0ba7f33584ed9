import Foundation
import Testing

/// What `catalog compile` reads and when it stops: the bundle listed once and each catalog read once
/// (counted by the kernel, `FileOpenings`), and a bundle whose pages have errors refused as `catalog
/// extract` refuses it.
@Suite("catalog compile's input (end to end)")
struct CatalogInputTests {
    // Before: compile compiled the bundle for its pages (listing the folder and reading the catalog), then
    // listed the folder and read the catalog again: 2 openings of each where there is 1 now, and a catalog
    // replaced between the two reads gave findings of one version and tables of the other.
    @Test func compileListsTheBundleAndReadsEachCatalogOnce() throws {
        let made = try CatalogBundle(languages: ["de"])
        defer { made.remove() }
        let catalog = made.bundle.appendingPathComponent("Root.xcstrings").path
        let page = made.bundle.appendingPathComponent("Root.plist").path
        let openings = try FileOpenings([made.bundle.path, catalog, page])
        let result = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote Settings.bundle/de.lproj/Root.strings\nwrote Settings.bundle/en.lproj/Root.strings\n")
        let counts = openings.counts()
        #expect(counts[catalog] == 1)
        #expect(counts[page] == 1)
        #expect(counts[made.bundle.path] == 1)
    }

    /// The bundle of `CatalogBundle` whose toggle has no `Key`: an error of the page.
    static func bundleWithAPageError() throws -> CatalogBundle {
        let made = try CatalogBundle(languages: ["de"])
        let page = made.bundle.appendingPathComponent("Root.plist")
        let text = try String(contentsOf: page, encoding: .utf8)
            .replacingOccurrences(of: "<key>Key</key><string>sound</string>", with: "")
        try text.write(to: page, atomically: true, encoding: .utf8)
        return made
    }

    /// Runs compile then extract on `made`: both stop with `status`, the same standard error, nothing on
    /// standard output and nothing written. Returns compile's standard error.
    static func expectCompileStopsAsExtract(_ made: CatalogBundle, status: Int32) throws -> String {
        let before = CatalogBundle.listing(made.folder)
        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        let extract = try Settingsc.run(["catalog", "extract", "Settings.bundle"], directory: made.folder)
        #expect(compile.status == status)
        #expect(compile.stdout.isEmpty)
        #expect(extract.status == status)
        #expect(compile.stderr == extract.stderr)
        #expect(CatalogBundle.listing(made.folder) == before)
        return compile.stderr
    }

    // Before: compile read the pages only for their device variants, whatever their errors, and wrote
    // de.lproj/Root.strings with status 0 where extract stopped with status 1.
    @Test func aPageErrorStopsCompileAsItStopsExtract() throws {
        let made = try Self.bundleWithAPageError()
        defer { made.remove() }
        let stderr = try Self.expectCompileStopsAsExtract(made, status: 1)
        #expect(stderr.contains("Settings.bundle/Root.plist:8:3: error: PSToggleSwitchSpecifier has no 'Key'"))
    }

    // Before: a file compile could not read was none of its concern unless it was a catalog: it wrote the
    // tables with status 0 where extract stopped with status 3.
    @Test func anUnreadableFileStopsCompileAsItStopsExtract() throws {
        let made = try CatalogBundle(languages: ["de"])
        defer { made.remove() }
        // A name that is not UTF-8: settingsc cannot read it (whoever runs the test).
        let name = Array((made.bundle.path + "/").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0]
        let created = open(name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(created >= 0)
        close(created)
        let stderr = try Self.expectCompileStopsAsExtract(made, status: 3)
        #expect(stderr.hasPrefix("settingsc: error: cannot read 'Settings.bundle/\\xff': its name is not UTF-8"))
    }
}
