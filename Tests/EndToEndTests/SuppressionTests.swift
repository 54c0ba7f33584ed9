import Foundation
import Testing

/// Inline suppressions: `settingsc-disable-next-line` and `settingsc-disable` in a plist's
/// `<!-- -->` comments and a `.strings` file's `/* */` and `//` comments; one that silences nothing is
/// a warning (unused-suppression); what is silenced is not fixed either.
@Suite("inline suppressions (end to end)")
struct SuppressionTests {
    static let field = "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>site</string>"
        + "<key>KeyboardType</key><string>Url</string></dict>"

    @Test func theNextLineAndTheRestOfTheFile() throws {
        let tree = try ProjectTree(ProjectTree.bundle("Settings.bundle", [
            ProjectTree.group("General"),
            "<!-- settingsc-disable-next-line missing-translation, unknown-value -->",
            ProjectTree.toggle("sound", "Sound"),
            "<!-- settingsc-disable-next-line missing-translation: a brand name (the same in German) -->",
            ProjectTree.toggle("player", "Player"),
            ProjectTree.toggle("music", "Music"),
            "<!-- settingsc-disable unknown-value -->",
            Self.field,
            Self.field.replacingOccurrences(of: "site", with: "home"),
        ], translated: ["General": "Allgemein"]))
        defer { tree.remove() }
        let result = try tree.run(["validate", "--no-config", "Settings.bundle"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let findings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(findings == [
            "Settings.bundle/Root.plist:7:57: warning: 'unknown-value' is not reported on the next line: this suppression "
                + "silences nothing [unused-suppression]",
            "Settings.bundle/Root.plist:11:80: warning: 'Music' has no translation in 'Root.strings' of de.lproj [missing-translation]",
        ], "\(result.stderr)")
        #expect(result.stderr.hasSuffix("2 warnings\n"))
    }

    @Test func stringsCommentsOfBothKinds() throws {
        var files = ProjectTree.bundle("Settings.bundle", [ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound")],
                                       translated: [:])
        files["Settings.bundle/de.lproj/Root.strings"] = """
            "General" = "Allgemein";
            "Sound" = "Ton";
            // settingsc-disable-next-line duplicate-strings-key
            "Sound" = "Klang";
            /* A word that only looks like one: "// settingsc-disable" in a string is text. */
            "Link" = "http://example.com/settingsc-disable";
            /*
             settingsc-disable duplicate-strings-key, strings-syntax
             */
            "General" = "Allgemeines";

            """
        let tree = try ProjectTree(files)
        defer { tree.remove() }
        let result = try tree.run(["validate", "--no-config", "--strict", "Settings.bundle"])
        #expect(result.stderr == "Settings.bundle/de.lproj/Root.strings:8:43: error: 'strings-syntax' is not reported in the "
            + "rest of the file: this suppression silences nothing (a warning, made an error by --strict) [unused-suppression]\n"
            + " 8 |  settingsc-disable duplicate-strings-key, strings-syntax\n"
            + "   |                                           ^\n1 error\n", "\(result.stderr)")
        #expect(result.status == 1)
    }

    @Test func aSuppressionThatSilencesNothingIsAWarning() throws {
        let result = try Settingsc.run(["validate", "--no-config", "Samples/broken/unused-suppression.plist"])
        #expect(result.status == 0)
        #expect(result.stderr == "Samples/broken/unused-suppression.plist:9:37: warning: 'unknown-cell-style' is not reported "
            + "on the next line: this suppression silences nothing [unused-suppression]\n"
            + " 9 | \t\t\t<!-- settingsc-disable-next-line unknown-cell-style -->\n"
            + "   | \t\t\t                                 ^\n1 warning\n")
        let tree = try ProjectTree(["Settings.plist": ProjectTree.cellStyle.replacingOccurrences(of: "\"1.0\">\n<array>\n",
            with: "\"1.0\">\n<array>\n<!-- settingsc-disable-line missing-section-title --><!-- settingsc-disable missing-sectoin-title -->"
                + "<!-- settingsc-disable-next-line -->\n")])
        defer { tree.remove() }
        let typos = try tree.run(["validate", "--no-config", "--diagnostics", "json", "Settings.plist"])
        #expect(typos.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(typos.stdout.utf8)) as? [String: Any])
        let entries = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(entries.map { "\($0["line"]!):\($0["column"]!) \($0["message"]!)" } == [
            "4:6 'settingsc-disable-line' is not a directive; did you mean 'settingsc-disable-next-line'?",
            "4:77 'missing-sectoin-title' is not a rule id; did you mean 'missing-section-title'?",
            "4:107 'settingsc-disable-next-line' names no rule, so it silences nothing; write the rule ids after it",
        ])
        #expect(entries.allSatisfy { $0["rule"] as? String == "unused-suppression" })
    }

    @Test func whatIsSilencedIsNotFixed() throws {
        let tree = try ProjectTree(ProjectTree.bundle("Settings.bundle", [
            "<!-- settingsc-disable-next-line unknown-value -->", Self.field,
            Self.field.replacingOccurrences(of: "site", with: "home"),
        ], translated: [:]))
        defer { tree.remove() }
        let result = try tree.run(["fix", "--no-config", "Settings.bundle"])
        #expect(result.status == 0)
        #expect(result.stdout == "Settings.bundle/Root.plist:8:127: fixed: 'Url' → 'URL'\n", "\(result.stdout)")
        let page = try tree.read("Settings.bundle/Root.plist").split(separator: "\n")
        #expect(page[6].contains(">Url<") && page[7].contains(">URL<"))
    }

    /// A UTF-16 page is converted before it is read; a page of more than a megabyte is streamed in
    /// blocks (and parsed on a second thread), with the comment far from its start.
    @Test func inEveryEncodingAndInLargeFiles() throws {
        var files = ProjectTree.bundle("Settings.bundle", [
            "<!-- settingsc-disable-next-line missing-translation -->", ProjectTree.toggle("sound", "Sound"),
        ], translated: ["Other": "Andere"])
        let page = files.removeValue(forKey: "Settings.bundle/Root.plist")!
        let tree = try ProjectTree(files)
        defer { tree.remove() }
        try tree.write("Settings.bundle/Root.plist", Data([0xFF, 0xFE]) + page.replacingOccurrences(of: "UTF-8", with: "UTF-16")
            .data(using: .utf16LittleEndian)!)
        let utf16 = try tree.run(["validate", "--no-config", "--strict", "Settings.bundle"])
        #expect(utf16.status == 0, "\(utf16.stderr)")
        #expect(utf16.stderr.isEmpty)
        let padding = String(repeating: "\t\t" + ProjectTree.group("Other") + "\n", count: 20_000)
        try tree.write("Settings.bundle/Root.plist", page.replacingOccurrences(of: "<!-- settingsc", with: padding + "<!-- settingsc"))
        let large = try tree.run(["validate", "--no-config", "--strict", "Settings.bundle"])
        #expect(large.status == 0, "\(large.stderr.prefix(400))")
        #expect(large.stderr.isEmpty)
    }
}
