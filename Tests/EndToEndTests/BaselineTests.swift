import Foundation
import Testing

/// Baselines: `--write-baseline FILE` records today's findings (status 0, deterministic
/// bytes, docs/baseline.schema.json); `--baseline FILE` reports only new ones, matching by rule, file
/// and item rather than line, and counts entries that match nothing any more.
@Suite("baselines (end to end)")
struct BaselineTests {
    static func project() throws -> ProjectTree {
        try ProjectTree(ProjectTree.bundle("App/Settings.bundle", [
            ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound"), ProjectTree.toggle("music", "Music"),
            "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>site</string>"
                + "<key>KeyboardType</key><string>Url</string></dict>",
        ], translated: ["General": "Allgemein"]))
    }

    @Test func writingRecordsTodaysFindings() throws {
        let tree = try Self.project()
        defer { tree.remove() }
        let result = try tree.run(["validate", "--no-config", "--strict", "--write-baseline", "ci/baseline.json", "App"])
        #expect(result.status == 3, "the baseline's folder does not exist: \(result.stderr)")
        #expect(!tree.exists("ci/baseline.json"))
        try FileManager.default.createDirectory(at: tree.root.appendingPathComponent("ci"), withIntermediateDirectories: true)
        let written = try tree.run(["validate", "--no-config", "--strict", "--write-baseline", "ci/baseline.json", "App"])
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(written.stderr == "settingsc: note: recorded 3 findings in ci/baseline.json\n")
        let text = try tree.read("ci/baseline.json")
        #expect(text == """
            {
              "version": 1,
              "findings": [
                {
                  "rule": "missing-translation",
                  "file": "../App/Settings.bundle/Root.plist",
                  "item": "Music (de)",
                  "severity": "warning",
                  "message": "'Music' has no translation in 'Root.strings' of de.lproj"
                },
                {
                  "rule": "missing-translation",
                  "file": "../App/Settings.bundle/Root.plist",
                  "item": "Sound (de)",
                  "severity": "warning",
                  "message": "'Sound' has no translation in 'Root.strings' of de.lproj"
                },
                {
                  "rule": "unknown-value",
                  "file": "../App/Settings.bundle/Root.plist",
                  "item": "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>site</string><key>KeyboardType</key><string>Url</string></dict>",
                  "severity": "warning",
                  "message": "'Url' is not a value of 'KeyboardType' (Alphabet, NumbersAndPunctuation, NumberPad, URL, EmailAddress); the Settings app uses 'Alphabet'; did you mean 'URL'?"
                }
              ]
            }

            """, "\(text)")
        #expect(try Tools.schemaViolation(text, schema: "baseline.schema.json") == nil)
        // The same findings, from another folder: the same bytes (names are relative to the baseline).
        let again = try tree.run(["validate", "--no-config", "--write-baseline", "../ci/baseline.json", "Settings.bundle"], in: "App")
        #expect(again.status == 0)
        #expect(try tree.read("ci/baseline.json") == text)
    }

    @Test func onlyNewFindingsAreReportedWhateverMovedAround() throws {
        let tree = try Self.project()
        defer { tree.remove() }
        try tree.run(["validate", "--no-config", "--write-baseline", "baseline.json", "App"])
        let clean = try tree.run(["validate", "--no-config", "--strict", "--baseline", "baseline.json", "App"])
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.isEmpty && clean.stderr.isEmpty)
        // Lines added above: nothing comes back. A new finding is reported; one fixed is counted.
        var page = try tree.read("App/Settings.bundle/Root.plist")
        page = page.replacingOccurrences(of: "<dict>\n", with: "<dict>\n\t<key>Title</key><string>Settings</string>\n\n\n")
        page = page.replacingOccurrences(of: ">Music<", with: ">Volume<")
        page = page.replacingOccurrences(of: "</array>", with: "\t\t" + ProjectTree.toggle("sound2", "Sound") + "\n\t</array>")
        try tree.write("App/Settings.bundle/Root.plist", page)
        let moved = try tree.run(["validate", "--no-config", "--baseline", "baseline.json", "App", "--diagnostics", "json"])
        #expect(moved.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(moved.stdout.utf8)) as? [String: Any])
        let entries = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(entries.map { "\($0["line"]!) \($0["message"]!)" } == [
            "11 'Volume' has no translation in 'Root.strings' of de.lproj",
        ], "\(moved.stdout)")
        #expect(moved.stderr == "settingsc: note: 1 entry of baseline.json matches no finding any more (fixed, or the item "
            + "changed); --write-baseline baseline.json records the findings as they are\n")
    }

    @Test func aBaselineThatCannotBeUsedStopsTheRun() throws {
        let tree = try Self.project()
        defer { tree.remove() }
        let missing = try tree.run(["validate", "--baseline", "none.json", "App"])
        #expect(missing.status == 3)
        #expect(missing.stderr == "settingsc: error: cannot read 'none.json': No such file or directory\n")
        try tree.write("old.json", "{\"version\": 2, \"findings\": []}")
        let newer = try tree.run(["validate", "--baseline", "old.json", "App"])
        #expect(newer.status == 2)
        #expect(newer.stderr.hasPrefix("old.json:1:13: error: baseline version 2 is not one this settingsc reads (it reads "
            + "version 1); write it again with --write-baseline [baseline]\n"), "\(newer.stderr)")
        try tree.write("bad.json", "{\"version\": 1, \"findings\": [{\"rule\": \"x\", \"file\": \"y\"}, 3]}")
        let bad = try tree.run(["validate", "--baseline", "bad.json", "App"])
        #expect(bad.status == 2)
        #expect(bad.stderr.split(separator: "\n").filter { $0.hasPrefix("bad.json:") } == [
            "bad.json:1:29: error: a finding needs \"item\", a string [baseline]",
            "bad.json:1:57: error: a finding is an object {\"rule\", \"file\", \"item\"}, found a number [baseline]",
        ], "\(bad.stderr)")
        let both = try tree.run(["validate", "--baseline", "a.json", "--write-baseline", "b.json", "App"])
        #expect(both.status == 2)
        #expect(both.stderr.hasPrefix("settingsc: error: --baseline and --write-baseline exclude each other\n"))
        try FileManager.default.createDirectory(at: tree.root.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        let folder = try tree.run(["validate", "--write-baseline", "folder.json", "App"])
        #expect(folder.status == 3)
        #expect(folder.stderr.hasPrefix("settingsc: error: cannot write 'folder.json': not a regular file"), "\(folder.stderr)")
    }

    /// A new file gets the permissions the umask leaves (as every output of settingsc).
    @Test func aNewBaselineHasTheUsersUmask() throws {
        let tree = try Self.project()
        defer { tree.remove() }
        let result = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"),
            ["-c", "umask 027 && exec \"$0\" \"$@\"", Settingsc.binary.path, "validate", "--no-config", "--write-baseline", "b.json", "App"],
            environment: ["NO_COLOR": ""], directory: tree.root, timeout: 20)
        #expect(result.status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: tree.root.appendingPathComponent("b.json").path)[.posixPermissions]
        #expect(mode as? Int == 0o640)
    }
}
