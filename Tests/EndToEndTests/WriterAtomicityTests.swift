import Foundation
import Testing

/// What the writers leave when something goes wrong: `catalog compile` writes every table or none, and
/// the temporary files of a writer that was killed (`fix`, `catalog compile`, `catalog extract`,
/// `--write-baseline`) are removed by the next write of the same file.
@Suite("writers: all or nothing, nothing left behind (end to end)")
struct WriterAtomicityTests {
    // Before: `de.lproj/Root.strings` and `en.lproj/Root.strings` were written, then `fr` failed (status 3):
    // a bundle half compiled.
    @Test func aTableThatCannotBeWrittenLeavesEveryTableUnwritten() throws {
        let made = try CatalogBundle(languages: ["de", "fr"])
        defer { made.remove() }
        // A folder where the `fr` table goes: it cannot be replaced.
        try FileManager.default.createDirectory(at: made.bundle.appendingPathComponent("fr.lproj/Root.strings"),
                                                withIntermediateDirectories: true)
        let before = CatalogBundle.listing(made.bundle)
        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        #expect(compile.status == 3, "\(compile.stderr)")
        #expect(compile.stderr.contains("fr.lproj/Root.strings"), "\(compile.stderr)")
        #expect(compile.stderr.contains("not a regular file"), "\(compile.stderr)")
        #expect(compile.stdout.isEmpty)
        // No table, no folder made for one, no temporary file.
        #expect(CatalogBundle.listing(made.bundle) == before)
    }

    /// Puts a killed writer's temporary file beside `target` (a dead process's id in its name).
    private func abandonTemporary(beside target: URL, deadPID: Int32) throws -> URL {
        let file = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).tmp-\(deadPID)-0")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("half".utf8).write(to: file)
        return file
    }

    // Before: each command wrote its file and left the dead writer's temporary file beside it, for ever
    // (in a bundle, Xcode copies it into the app).
    @Test func theNextWriteRemovesAKilledWritersTemporaryFile() throws {
        let deadPID = try Settingsc.deadProcessID()
        let made = try CatalogBundle(languages: ["de"])
        defer { made.remove() }

        let table = made.bundle.appendingPathComponent("de.lproj/Root.strings")
        let compileLeftover = try abandonTemporary(beside: table, deadPID: deadPID)
        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(FileManager.default.fileExists(atPath: table.path))
        #expect(!FileManager.default.fileExists(atPath: compileLeftover.path), "catalog compile")

        let catalog = made.bundle.appendingPathComponent("Root.xcstrings")
        let extractLeftover = try abandonTemporary(beside: catalog, deadPID: deadPID)
        // A catalog that lacks a page text, so that extract has something to write (one that needs no change
        // is left alone).
        try CatalogBundle.catalog(["de"]).replacingOccurrences(of: "\"Sound\"", with: "\"Volume\"")
            .write(to: catalog, atomically: true, encoding: .utf8)
        let extract = try Settingsc.run(["catalog", "extract", "Settings.bundle"], directory: made.folder)
        #expect(extract.status == 0, "\(extract.stderr)")
        #expect(extract.stdout.contains("wrote Settings.bundle/Root.xcstrings"), "\(extract.stdout)")
        #expect(!FileManager.default.fileExists(atPath: extractLeftover.path), "catalog extract")

        let definition = made.folder.appendingPathComponent("Settings.plist")
        try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent("Tests/Fixtures/fix/utf8/input/Settings.plist"),
                                         to: definition)
        let fixLeftover = try abandonTemporary(beside: definition, deadPID: deadPID)
        let fix = try Settingsc.run(["fix", "Settings.plist"], directory: made.folder)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(fix.stdout.contains("fixed"), "\(fix.stdout)")
        #expect(!FileManager.default.fileExists(atPath: fixLeftover.path), "fix")

        let baseline = made.folder.appendingPathComponent("ci/baseline.json")
        let baselineLeftover = try abandonTemporary(beside: baseline, deadPID: deadPID)
        let write = try Settingsc.run(["validate", "--no-config", "--write-baseline", "ci/baseline.json", "Settings.plist"],
                                      directory: made.folder)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(FileManager.default.fileExists(atPath: baseline.path))
        #expect(!FileManager.default.fileExists(atPath: baselineLeftover.path), "--write-baseline")
    }
}
