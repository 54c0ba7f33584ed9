import Foundation
import Platform
@testable import SettingsCompiler
import Testing

/// How a bundle's paths are made and read on their bytes: `System.join`, a table's language and name, and a
/// name looked for in another case.
@Suite("Bundle paths")
struct BundlePathTests {
    @Test func aPathIsJoinedWithOneSlash() {
        #expect(System.join("Settings.bundle", "Root.plist") == "Settings.bundle/Root.plist")
        #expect(System.join("Settings.bundle/", "Root.plist") == "Settings.bundle/Root.plist")
        #expect(System.join("/", "tmp") == "/tmp")
        #expect(System.join("", "Root.plist") == "Root.plist")
        #expect(System.join(".", "Root.plist") == "Root.plist")
        #expect(System.join("a", "") == "a/")
        // Texts kept in the value and in storage, and names with scalars of every length.
        let long = String(repeating: "Réglages-한국어-😀/", count: 4)
        #expect(System.join(long + "x", "ñ.lproj/Root.strings") == long + "x/ñ.lproj/Root.strings")
        #expect(System.join("é", "ü") == "é/ü")
    }

    @Test func aTablesPathNamesItsLanguageAndTable() {
        #expect(BundleFiles.languageTable("en.lproj/Root.strings")! == ("en", "Root"))
        #expect(BundleFiles.languageTable("zh-Hant.lproj/Child Pane.strings")! == ("zh-Hant", "Child Pane"))
        // The table may be in a folder of its own, and is read to the suffix whatever it holds.
        #expect(BundleFiles.languageTable("de.lproj/More/Root.strings")! == ("de", "More/Root"))
        #expect(BundleFiles.languageTable("de.lproj/.strings")! == ("de", ""))
        #expect(BundleFiles.languageTable("한국어.lproj/설정.strings")! == ("한국어", "설정"))
        // Anything else is no language's table.
        for path in ["Root.strings", ".lproj/Root.strings", "en.lproj/Root.plist", "en.lproj/Root.stringsdict", "en/Root.strings",
                     "en.lproj.strings", "en.LPROJ/Root.strings", "en.lproj/Root.STRINGS", "", "en.lproj/"] {
            #expect(BundleFiles.languageTable(path) == nil, "\(path)")
        }
    }

    /// A name not found exactly is looked for in another case: the file so spelled, the first by its
    /// bytes when several are (whatever order the folder lists them in), none for a name that exists.
    @Test func aNameIsFoundInAnotherCase() throws {
        let bundle = try TemporaryBundle(["root.plist": "", "ROOT.plist": "", "Child.plist": "", "de.lproj/Root.strings": "",
                                          "Images/Icon.PNG": "", "Réglages.plist": ""])
        defer { bundle.remove() }
        let files = BundleFiles(directory: bundle.directory, isBundle: true)
        #expect(files.caseInsensitiveMatch("Root.plist") == "ROOT.plist")
        #expect(files.rootPagesInAnotherCase == ["ROOT.plist"])
        #expect(files.caseInsensitiveMatch("child.PLIST") == "Child.plist")
        #expect(files.caseInsensitiveMatch("DE.lproj/root.strings") == "de.lproj/Root.strings")
        #expect(files.caseInsensitiveMatch("images/icon.png") == "Images/Icon.PNG")
        #expect(files.caseInsensitiveMatch("RÉGLAGES.plist") == "Réglages.plist")
        #expect(files.caseInsensitiveMatch("Child.plist") == nil)
        #expect(files.caseInsensitiveMatch("Childe.plist") == nil)
    }

    /// A bundle's String Catalogs come in the order of their names' bytes, as its other files do, and not
    /// in `String`'s order, which compares a name's composed form: `e` with a combining accent comes
    /// before `f` by its bytes, after it as `é`.
    @Test func catalogsAreOrderedByTheirNamesBytes() throws {
        let bundle = try TemporaryBundle(["Root.plist": "", "sub/x.xcstrings": ""])
        defer { bundle.remove() }
        for name in ["f.xcstrings", "Zeta.xcstrings", "e\u{301}z.xcstrings", "a.xcstrings"] {
            #expect(FileManager.default.createFile(atPath: bundle.directory + "/" + name, contents: Data("{}".utf8)))
        }
        let paths = CatalogDocument.paths(in: BundleFiles(directory: bundle.directory, isBundle: true))
        let expected = ["Zeta.xcstrings", "a.xcstrings", "e\u{301}z.xcstrings", "f.xcstrings"]
        #expect(paths.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
    }
}
