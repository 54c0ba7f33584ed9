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
        definition(styles: Array(repeating: "SettingSwtichCell", count: count - 1) + [typo])
    }

    /// A cell-style definition with a row of each of `styles`, the first on line 7.
    static func definition(styles: [String]) -> String {
        let rows = styles.map {
            "\t\t\t<dict><key>CellStyle</key><string>\($0)</string><key>Content</key><string>Row</string></dict>\n"
        }
        return ProjectTree.cellStyle.replacingOccurrences(
            of: "\t\t\t<dict><key>CellStyle</key><string>SettingSwitchCell</string><key>Content</key><string>Wi-Fi</string></dict>\n",
            with: rows.joined())
    }

    /// A cell-style definition whose one row writes `Key` `count` times: `count - 1` duplicate keys, an
    /// error of one rule each, found by the plist reader (which counts past its cap instead of keeping).
    static func duplicateKeys(_ count: Int) -> String {
        let keys = String(repeating: "\t\t\t\t<key>Key</key><string>wifi</string>\n", count: count)
        return ProjectTree.cellStyle.replacingOccurrences(of: "<string>Wi-Fi</string></dict>",
                                                          with: "<string>Wi-Fi</string>\n" + keys + "\t\t\t</dict>")
    }

    /// Before, only the first 100 findings of a rule in a file were ever made (the readers and the
    /// report capped them for display before the baseline saw them): `--write-baseline` recorded 100 of
    /// these 150, and `--strict --baseline` failed with "and 50 more like this" for ever.
    @Test func aBaselineRecordsAndAcceptsEveryFindingOfARule() throws {
        let tree = try ProjectTree(["Settings.plist": Self.definition(rows: 150, last: "SettingSwtichCell")])
        defer { tree.remove() }
        let written = try tree.run(["validate", "--no-config", "--write-baseline", "baseline.json", "Settings.plist"])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr == "settingsc: note: recorded 150 findings in baseline.json\n", "\(written.stderr)")
        #expect(try tree.read("baseline.json").components(separatedBy: "\"rule\": \"unknown-cell-style\"").count == 151)
        let checked = try tree.run(["validate", "--no-config", "--strict", "--baseline", "baseline.json", "Settings.plist"])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(!checked.stderr.contains("error"), "\(checked.stderr)")

        // One new finding of the rule (a 151st row, line 157): that one alone is reported.
        try tree.write("Settings.plist", Self.definition(rows: 151, last: "SettingSwitchCel"))
        let added = try tree.run(["validate", "--no-config", "--strict", "--baseline", "baseline.json", "Settings.plist"])
        #expect(added.status == 1, "\(added.stderr)")
        let errors = added.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == ["Settings.plist:157:30: error: unknown cell style 'SettingSwitchCel'; did you mean "
                           + "'SettingSwitchCell'? [unknown-cell-style]"], "\(added.stderr)")
        #expect(added.stderr.hasSuffix("1 error\n"), "\(added.stderr)")
    }

    /// The same in a bundle, where the cap reaches the page's report (its missing translations) and the
    /// `.strings` reader (a key defined again and again). Before, 100 of each were recorded and the other
    /// 99 ("and 49 more", "and 50 more") failed every `--strict --baseline` run.
    @Test func aBundlesTranslationDebtIsAcceptedWhole() throws {
        let toggles = (0..<150).map { ProjectTree.toggle("s\($0)", "Setting \($0)") }
        let tree = try ProjectTree(ProjectTree.bundle("App/Settings.bundle", toggles, translated: ["Setting 0": "Einstellung"]))
        defer { tree.remove() }
        let table = String(repeating: "\"Setting 0\" = \"Einstellung\";\n", count: 151)
        try tree.write("App/Settings.bundle/de.lproj/Root.strings", table)
        let written = try tree.run(["validate", "--no-config", "--write-baseline", "baseline.json", "App"])
        #expect(written.stderr == "settingsc: note: recorded 299 findings in baseline.json\n", "\(written.stderr)")
        let checked = try tree.run(["validate", "--no-config", "--strict", "--baseline", "baseline.json", "App"])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(!checked.stderr.contains("error"), "\(checked.stderr)")
        // One more untranslated switch: that one alone is reported.
        try tree.write("App/Settings.bundle/Root.plist", ProjectTree.bundle("App/Settings.bundle",
            toggles + [ProjectTree.toggle("s150", "Setting 150")], translated: [:])["App/Settings.bundle/Root.plist"]!)
        let added = try tree.run(["validate", "--no-config", "--strict", "--baseline", "baseline.json", "App"])
        #expect(added.status == 1, "\(added.stderr)")
        let errors = added.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1 && errors[0].hasPrefix("App/Settings.bundle/Root.plist:156:")
                && errors[0].contains("'Setting 150' has no translation"), "\(added.stderr)")
    }

    /// What a baseline leaves is capped for display as ever, and the "and N more" line counts what it
    /// leaves, not what it accepted. Before, the 150 accepted findings were never all made, so the 120
    /// new ones were not even read past the cap.
    @Test func whatTheBaselineLeavesIsCappedHonestly() throws {
        let tree = try ProjectTree(["Settings.plist": Self.definition(rows: 150, last: "SettingSwtichCell")])
        defer { tree.remove() }
        let written = try tree.run(["validate", "--no-config", "--write-baseline", "baseline.json", "Settings.plist"])
        #expect(written.status == 0, "\(written.stderr)")
        let styles = Array(repeating: "SettingSwtichCell", count: 150) + Array(repeating: "SettingSwitchCel", count: 120)
        try tree.write("Settings.plist", Self.definition(styles: styles))
        let checked = try tree.run(["validate", "--no-config", "--strict", "--baseline", "baseline.json", "Settings.plist"])
        #expect(checked.status == 1, "\(checked.stderr)")
        let errors = checked.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 101, "\(checked.stderr)")
        #expect(errors.allSatisfy { $0.contains("'SettingSwitchCel'") || $0.contains("and 20 more like this in this file") })
        // The first new row is on line 157, the first left out of the display on line 257.
        #expect(errors.first?.hasPrefix("Settings.plist:157:30: error: unknown cell style 'SettingSwitchCel'") == true)
        #expect(errors.last == "Settings.plist:257:30: error: and 20 more like this in this file [unknown-cell-style]",
                "\(checked.stderr)")
        #expect(checked.stderr.hasSuffix("120 errors\n"), "\(checked.stderr)")
    }

    /// Past the bound a baseline holds (10,000 of a rule in a file, so that a hostile file stays cheap),
    /// the "and N more like this" line is not recorded and accepts nothing. Before, it was recorded like
    /// a finding, and accepted every later one of its rule: a new duplicate passed `--strict --baseline`.
    @Test func findingsPastTheCapAreNeverAccepted() throws {
        let tree = try ProjectTree(["Settings.plist": Self.duplicateKeys(10_011)])
        defer { tree.remove() }
        let written = try tree.run(["validate", "--no-config", "--write-baseline", "baseline.json", "Settings.plist"])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr.contains("recorded 10000 findings in baseline.json"), "\(written.stderr)")
        #expect(written.stderr.contains("warning: 10 findings past the first 10000 of a rule in a file are not recorded"),
                "\(written.stderr)")
        #expect(try !tree.read("baseline.json").contains("more like this"))
        try tree.write("Settings.plist", Self.duplicateKeys(10_012))
        let checked = try tree.run(["validate", "--no-config", "--strict", "--baseline", "baseline.json", "Settings.plist"])
        #expect(checked.status == 1, "the new duplicate passed: \(checked.stderr)")
        let errors = checked.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1 && errors[0].hasSuffix(": error: and 11 more like this in this file [duplicate-key]"),
                "\(checked.stderr)")
    }
}
