import PropertyList
import Foundation
@testable import SettingsCompiler
import Testing

/// Symbolic links inside a bundle: one leading outside it is not followed, and a
/// warning names it; one inside it is the file it names, read once.
@Suite("Bundle symbolic links")
struct BundleSymlinkTests {
    static let root = page(specifier("PSToggleSwitchSpecifier",
                                     "<key>Title</key><string>Sound</string><key>Key</key><string>sound</string>"
                                         + "<key>DefaultValue</key><true/>"),
                           extra: "\n<key>StringsTable</key><string>Root</string>")

    // Seen failing before the fix: the linked file was read as the table and its lines printed.
    @Test func aLinkLeadingOutsideTheBundleIsNotFollowed() throws {
        let bundle = try TemporaryBundle(["Root.plist": Self.root])
        defer { bundle.remove() }
        let outside = URL(fileURLWithPath: bundle.directory).deletingLastPathComponent().appendingPathComponent("credentials.txt")
        try Data("db_user: admin\ndb_password: hunter2\n".utf8).write(to: outside)
        try FileManager.default.createDirectory(atPath: bundle.directory + "/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bundle.directory + "/en.lproj/Root.strings",
                                                   withDestinationPath: "../../credentials.txt")
        // An absolute link, and a chain of links inside that ends outside.
        try FileManager.default.createSymbolicLink(atPath: bundle.directory + "/Secret.plist", withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: bundle.directory + "/Chain.plist", withDestinationPath: "Secret.plist")
        let compilation = bundle.compile()
        #expect(bundle.lines(compilation) == [
            "Chain.plist:file [symlink-outside-bundle] symbolic link to 'Secret.plist' leads outside the bundle; it is not read",
            "Secret.plist:file [symlink-outside-bundle] symbolic link to '\(outside.path)' leads outside the bundle; it is not read",
            "en.lproj/Root.strings:file [symlink-outside-bundle] symbolic link to '../../credentials.txt' leads outside the bundle; "
                + "it is not read",
        ])
        #expect(compilation.reports.flatMap(\.diagnostics).allSatisfy { $0.severity == .warning })
        let text = TextReporter().report(compilation.reports)
        #expect(!text.contains("hunter2") && !text.contains("db_user"), "\(text)")
    }

    // Seen failing before the fix: the shared table was read twice, and its error reported twice (once
    // as en.lproj's, once as de.lproj's); every file of the bundle listed it under both names.
    @Test func aLinkInsideTheBundleIsReadOnce() throws {
        let bundle = try TemporaryBundle([
            "Root.plist": Self.root,
            "en.lproj/Root.strings": "\"Sound\" = \"Sound\"\n\"Title\" = \"Title\";\n",
        ])
        defer { bundle.remove() }
        try FileManager.default.createDirectory(atPath: bundle.directory + "/de.lproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bundle.directory + "/de.lproj/Root.strings",
                                                   withDestinationPath: "../en.lproj/Root.strings")
        let files = BundleFiles(directory: bundle.directory, isBundle: true)
        #expect(files.stringsFiles == ["en.lproj/Root.strings"])
        #expect(files.sortedFiles == ["Root.plist", "en.lproj/Root.strings"])
        #expect(files.names(of: "en.lproj/Root.strings") == ["en.lproj/Root.strings", "de.lproj/Root.strings"])
        // Still found under its own name: German has the table.
        #expect(files.translatedLanguages == ["de", "en"] && files.tables(in: "de") == ["Root"])
        #expect(files.canonical("de.lproj/Root.strings") == "en.lproj/Root.strings")
        let lines = bundle.lines(bundle.compile())
        #expect(lines.count(where: { $0.contains("[strings-syntax]") }) == 1, "\(lines)")
        #expect(!lines.contains { $0.contains("symlink-outside-bundle") || $0.contains("missing-strings-table") }, "\(lines)")
    }

    @Test func aChildPaneMayBeALinkInsideTheBundle() throws {
        let bundle = try TemporaryBundle([
            "Root.plist": page(specifier("PSChildPaneSpecifier", "<key>Title</key><string>More</string><key>File</key><string>More</string>")),
            "Advanced.plist": page(specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>Fast</string><key>Key</key><string>fast</string><key>DefaultValue</key><true/>")),
        ])
        defer { bundle.remove() }
        try FileManager.default.createSymbolicLink(atPath: bundle.directory + "/More.plist", withDestinationPath: "Advanced.plist")
        let compilation = bundle.compile()
        #expect(bundle.lines(compilation).isEmpty, "\(bundle.lines(compilation))")
        guard case .bundle(let settings)? = compilation.definition else {
            Issue.record("not a bundle")
            return
        }
        #expect(settings.pages.map(\.name).contains("More"))
    }

    // A folder that merely holds a page (main's 5ab95b8: not a bundle) is not the page's concern: of its
    // links leading outside, only those named like a page or a table are named. Seen failing after the
    // merge of main: every link of the folder was a warning.
    @Test func aPageOutsideABundleNamesOnlyLinksItCouldRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inside = folder.appendingPathComponent("Downloads")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try Data(Self.root.utf8).write(to: inside.appendingPathComponent("Page.plist"))
        let outside = folder.appendingPathComponent("elsewhere.txt")
        try Data("secret\n".utf8).write(to: outside)
        for name in ["photo.jpg", "Other.plist"] {
            try FileManager.default.createSymbolicLink(atPath: inside.appendingPathComponent(name).path, withDestinationPath: outside.path)
        }
        let compilation = DefinitionCompiler.compile(path: inside.appendingPathComponent("Page.plist").path)
        let linked = compilation.reports.filter { $0.diagnostics.contains { $0.rule == .symlinkOutsideBundle } }
        #expect(linked.map { URL(fileURLWithPath: $0.file.displayName).lastPathComponent } == ["Other.plist"])
    }
}
