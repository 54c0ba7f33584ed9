import Foundation
import Testing

/// What a baseline must never do: replace a file being checked, or accept findings nobody has seen.
@Suite("baseline safety (end to end)")
struct BaselineSafetyTests {
    /// Before, `--write-baseline` over the FILE (or over a page of the bundle being checked) replaced it
    /// with the baseline's JSON and exited 0: the definition was lost.
    @Test(arguments: [
        ["Settings.plist", "Settings.plist"],
        ["App/Settings.bundle/Root.plist", "App/Settings.bundle"],
        ["App/Settings.bundle/de.lproj/Root.strings", "App"],
    ])
    func theBaselineIsNeverWrittenOverAnInput(_ paths: [String]) throws {
        var files = ProjectTree.bundle("App/Settings.bundle", [ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound")],
                                       translated: ["General": "Allgemein"])
        files["Settings.plist"] = ProjectTree.cellStyle
        let tree = try ProjectTree(files)
        defer { tree.remove() }
        let before = try tree.read(paths[0])
        let result = try tree.run(["validate", "--no-config", "--write-baseline", paths[0], paths[1]])
        #expect(result.status == 2, "\(paths): \(result.stderr)")
        #expect(result.stderr.contains("the output '\(paths[0])' is also its input"), "\(result.stderr)")
        #expect(try tree.read(paths[0]) == before)
    }

    /// A cell-style definition with `count` rows of an unknown cell style (each an error of one rule),
    /// and `typo` as the last row's style.
    static func definition(rows count: Int, last typo: String) -> String {
        let row = "\t\t\t<dict><key>CellStyle</key><string>SettingSwtichCell</string><key>Content</key><string>Row</string></dict>\n"
        let last = row.replacingOccurrences(of: "SettingSwtichCell", with: typo)
        return ProjectTree.cellStyle.replacingOccurrences(
            of: "\t\t\t<dict><key>CellStyle</key><string>SettingSwitchCell</string><key>Content</key><string>Wi-Fi</string></dict>\n",
            with: String(repeating: row, count: count - 1) + last)
    }

    /// Before, past the first 100 findings of a rule in a file the "and N more like this" line was
    /// recorded like a finding, and accepted every later one: a new typo there passed `--strict
    /// --baseline` with status 0.
    @Test func findingsPastTheCapAreNeverAccepted() throws {
        let tree = try ProjectTree(["Settings.plist": Self.definition(rows: 110, last: "SettingSwtichCell")])
        defer { tree.remove() }
        let written = try tree.run(["validate", "--no-config", "--write-baseline", "baseline.json", "Settings.plist"])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr.contains("recorded 100 findings in baseline.json"), "\(written.stderr)")
        #expect(written.stderr.contains("warning: 10 findings past the first 100 of a rule in a file are not recorded"),
                "\(written.stderr)")
        #expect(try !tree.read("baseline.json").contains("more like this"))
        try tree.write("Settings.plist", Self.definition(rows: 110, last: "SettingSwitchCel"))
        let checked = try tree.run(["validate", "--no-config", "--strict", "--baseline", "baseline.json", "Settings.plist"])
        #expect(checked.status == 1, "the new typo passed: \(checked.stderr)")
        #expect(checked.stderr.contains("and 10 more like this in this file"), "\(checked.stderr)")
    }
}
