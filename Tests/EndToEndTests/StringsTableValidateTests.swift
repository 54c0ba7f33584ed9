import Foundation
import Testing

/// A `.strings` file given to the binary by itself: `validate` reads it as the device reads a table
/// (never as XML) and says which bundle it belongs to; the commands that need a definition refuse it.
@Suite("validate a .strings table (end to end)")
struct StringsTableValidateTests {
    @Test func aBundlesTableIsCheckedAsATableAndPlaced() throws {
        let result = try Settingsc.run(["validate", "--verbose", "Samples/MyApp/Settings.bundle/en.lproj/Root.strings"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Samples/MyApp/Settings.bundle/en.lproj/Root.strings: 32 texts, table 'Root' in en of "
            + "Settings.bundle, for its pages whose StringsTable is 'Root'\n")
    }

    @Test func aBrokenTableGetsTheTableRulesNotXMLSyntax() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lproj = directory.appendingPathComponent("Settings.bundle/fr.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let table = lproj.appendingPathComponent("Root.strings")
        try Data("\"Title\" = \"Titre\";\n\"Name\" = \"Nom\"\n".utf8).write(to: table)
        let result = try Settingsc.run(["validate", table.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(table.path):2:15: error: missing ';' after the entry for 'Name': the Settings "
            + "app drops the whole table [strings-syntax]\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("xml-syntax"))
    }

    @Test func aLooseTableIsSaidToBeInNoBundle() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let table = directory.appendingPathComponent("Root.strings")
        try Data("/* no entries yet */\n".utf8).write(to: table)
        let result = try Settingsc.run(["validate", "--verbose", table.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "\(table.path): 0 texts; a table is read from a LANGUAGE.lproj folder of a Settings "
            + "bundle, and this one is in none\n")
    }

    @Test(arguments: [["render"], ["generate", "swift"], ["values"]])
    func commandsThatNeedADefinitionRefuseATable(_ command: [String]) throws {
        let result = try Settingsc.run(command + ["Samples/MyApp/Settings.bundle/en.lproj/Root.strings"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("settingsc: error: 'Samples/MyApp/Settings.bundle/en.lproj/Root.strings' is a "
            + ".strings table, which translates a Settings bundle's pages; give the bundle"), "\(result.stderr)")
    }
}
