import PropertyList
import Foundation
import Testing

/// `settingsc diff`: every format (text, markdown, json against its schema, html with the previews'
/// policy), deterministic output, the exit statuses and bad input.
@Suite("diff: formats and exit statuses (end to end)")
struct DiffFormatTests {
    typealias F = DiffFixtures

    static func renamed() throws -> ProjectTree {
        try F.bundles(old: [ProjectTree.group("General"), ProjectTree.toggle("autoplay_enabled", "Autoplay"),
                            ProjectTree.toggle("haptics", "Haptics")],
                      new: [ProjectTree.group("General"), ProjectTree.toggle("auto_play", "Autoplay"),
                            ProjectTree.toggle("sound", "Sound")],
                      oldGerman: ["Autoplay": "Automatisch"], newGerman: ["Autoplay": "Automatisch abspielen"])
    }

    @Test func text() throws {
        let tree = try Self.renamed()
        defer { tree.remove() }
        let result = try tree.run(["diff", "old/Settings.bundle", "new/Settings.bundle"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == """
            Root
              ~ auto_play: renamed Key 'autoplay_enabled' → 'auto_play'
                  breaking: users' stored values under 'autoplay_enabled' are no longer read: the item now stores under 'auto_play'
              + sound
              - haptics
              ~ auto_play: translation (de) of 'Autoplay': Automatisch → Automatisch abspielen

            4 changes, 1 breaking

            """)
        let colored = try tree.run(["diff", "--color", "always", "old/Settings.bundle", "new/Settings.bundle"])
        #expect(colored.stdout.contains("\u{1B}[1;32m+\u{1B}[0m sound") && colored.stdout.contains("\u{1B}[1;31mbreaking:\u{1B}[0m"))
    }

    @Test func markdownIsATablePerPage() throws {
        let tree = try Self.renamed()
        defer { tree.remove() }
        let result = try tree.run(["diff", "--format", "markdown", "old/Settings.bundle", "new/Settings.bundle"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("## Settings changes: 4 changes, 1 breaking\n\n### Root\n\n| | Item | Change | Breaking |\n|---|---|---|---|\n"))
        #expect(result.stdout.contains("| ~ | auto\\_play | renamed Key 'autoplay\\_enabled' → 'auto\\_play' | **yes**: users' stored values"))
        #expect(result.stdout.contains("| + | sound | added |  |\n"))
    }

    @Test func markdownStopsAtTheCommentLimitAndCountsTheRest() throws {
        // 3,000 toggles added with long keys: far more than a comment holds.
        // Keys outside the Basic Multilingual Plane count twice in UTF-16, as some readers count (counted
        // in code points before, such a comment passed the limit).
        let keys = (0..<3000).map { String(format: "a_rather_long_key_for_a_toggle_😀😀😀😀😀😀😀😀_%04d", $0) }
        let tree = try F.bundles(old: [], new: keys.map { ProjectTree.toggle($0, "T") })
        defer { tree.remove() }
        let result = try tree.run(["diff", "--format", "markdown", "old/Settings.bundle", "new/Settings.bundle"], environment: [:])
        #expect(result.status == 0)
        #expect(result.stdout.utf16.count <= 65_536 && result.stdout.utf16.count > 60_000)
        let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("| + |") }.count
        #expect(rows > 500)
        #expect(result.stdout.hasSuffix("\n… and \(3000 - rows) more changes, left out to keep this comment under 65536 characters\n"))
    }

    @Test func jsonFollowsItsSchema() throws {
        let tree = try Self.renamed()
        defer { tree.remove() }
        let result = try tree.run(["diff", "--format", "json", "old/Settings.bundle", "new/Settings.bundle"])
        #expect(result.status == 0)
        #expect(try Tools.schemaViolation(result.stdout, schema: "diff.schema.json") == nil)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1 && object["breaking"] as? Int == 1)
        let translation = try #require((object["changes"] as? [[String: Any]])?.last)
        #expect(translation["language"] as? String == "de" && translation["text"] as? String == "Autoplay")
        // No change: an empty list, still valid.
        let same = try tree.run(["diff", "--format", "json", "new/Settings.bundle", "new/Settings.bundle"])
        #expect(same.stdout == "{\n  \"version\": 1,\n  \"changes\": [],\n  \"breaking\": 0\n}\n")
        #expect(try Tools.schemaViolation(same.stdout, schema: "diff.schema.json") == nil)
    }

    @Test func htmlShowsBothSidesWithThePreviewsPolicy() throws {
        let tree = try F.bundles(old: [ProjectTree.toggle("autoplay_enabled", "Auto &lt;play&gt;")],
                                 new: [ProjectTree.toggle("auto_play", "Auto &lt;play&gt;"), ProjectTree.toggle("sound", "Sound")])
        defer { tree.remove() }
        let result = try tree.run(["diff", "--format", "html", "old/Settings.bundle", "new/Settings.bundle"])
        #expect(result.status == 0)
        let html = result.stdout
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;; style-src &#39;sha256-"))
        #expect(!html.lowercased().contains("<script") && !html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("Auto <play>") && html.contains("Auto &lt;play&gt;"))
        // The renamed row is marked on both sides, the added one on the new side.
        #expect(html.components(separatedBy: "<li class=\"renamed\">").count == 3 && html.contains("<li class=\"added\">"))
        #expect(html.contains("<h3>Before</h3>") && html.contains("<h3>After</h3>"))
        // The policy's hash is that of the page's style sheet.
        let css = try #require(html.split(separator: "<style>").last?.split(separator: "</style>").first)
        let folder = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sheet.css")
        try Data(css.utf8).write(to: file)
        let digest = try Tools.run(["sh", "-c", "sha256sum < '\(file.path)' | cut -d' ' -f1 | xxd -r -p | base64"])
        #expect(html.contains("sha256-\(digest.output.trimmingCharacters(in: .whitespacesAndNewlines))"))
    }

    @Test func theOutputIsDeterministic() throws {
        let tree = try Self.renamed()
        defer { tree.remove() }
        for format in ["text", "markdown", "json", "html"] {
            let runs = try (0..<3).map { _ in try tree.run(["diff", "--format", format, "old/Settings.bundle", "new/Settings.bundle"]).stdout }
            #expect(Set(runs).count == 1, "\(format)")
        }
    }

    @Test func failOnSetsStatusOne() throws {
        let tree = try Self.renamed()
        defer { tree.remove() }
        #expect(try tree.run(["diff", "--fail-on", "breaking", "old/Settings.bundle", "new/Settings.bundle"]).status == 1)
        #expect(try tree.run(["diff", "--fail-on", "any", "old/Settings.bundle", "new/Settings.bundle"]).status == 1)
        #expect(try tree.run(["diff", "--fail-on", "any", "new/Settings.bundle", "new/Settings.bundle"]).status == 0)
        let gentle = try F.bundles(old: [ProjectTree.toggle("sound", "Sound")],
                                   new: [ProjectTree.toggle("sound", "Sound"), ProjectTree.toggle("haptics", "Haptics")])
        defer { gentle.remove() }
        let result = try gentle.run(["diff", "--fail-on", "breaking", "old/Settings.bundle", "new/Settings.bundle"])
        #expect(result.status == 0 && result.stdout.hasSuffix("1 change, 0 breaking\n"))
        #expect(try gentle.run(["diff", "--fail-on", "any", "old/Settings.bundle", "new/Settings.bundle"]).status == 1)
    }

    @Test func usageErrors() throws {
        let tree = try Self.renamed()
        try tree.write("Settings.plist", ProjectTree.cellStyle)
        defer { tree.remove() }
        let formats = try tree.run(["diff", "old/Settings.bundle", "Settings.plist"])
        #expect(formats.status == 2 && formats.stdout.isEmpty)
        #expect(formats.stderr.hasPrefix("settingsc: error: 'old/Settings.bundle' and 'Settings.plist' are definitions of two formats "
            + "(a Settings bundle and a cell-style definition): diff compares two of one format\n"), "\(formats.stderr)")
        let one = try tree.run(["diff", "Settings.plist"])
        #expect(one.status == 2 && one.stderr.hasPrefix("settingsc: error: diff needs OLD and NEW (or --git REV)\n"))
        #expect(try tree.run(["diff", "--format", "pdf", "Settings.plist", "Settings.plist"]).status == 2)
        #expect(try tree.run(["diff", "--fail-on", "all", "Settings.plist", "Settings.plist"]).status == 2)
        let lang = try tree.run(["diff", "--lang", "de/../x", "Settings.plist", "Settings.plist"])
        #expect(lang.status == 2 && lang.stderr.hasPrefix("settingsc: error: invalid value 'de/../x' for '--lang'"))
    }

    @Test func anUnreadableSideOrNoDefinitionIsStatusThree() throws {
        let tree = try Self.renamed()
        try tree.write("text.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><string>no</string></plist>")
        defer { tree.remove() }
        let missing = try tree.run(["diff", "old/Settings.bundle", "gone/Settings.bundle"])
        #expect(missing.status == 3 && missing.stdout.isEmpty)
        #expect(missing.stderr.contains("gone/Settings.bundle"), "\(missing.stderr)")
        let notOne = try tree.run(["diff", "text.plist", "new/Settings.bundle"])
        #expect(notOne.status == 3 && notOne.stdout.isEmpty)
        // The diagnostics validate gives, then what it means for the diff.
        let validate = try tree.run(["validate", "text.plist"])
        #expect(notOne.stderr.hasPrefix(validate.stderr), "\(notOne.stderr)")
        #expect(notOne.stderr.contains("settingsc: error: nothing was compared: 'text.plist' cannot be read as a settings definition"))
    }

    @Test func aSideWithErrorsStillDiffsWithANote() throws {
        let tree = try F.bundles(old: [ProjectTree.toggle("sound", "Sound")],
                                 new: [ProjectTree.toggle("sound", "Sound"), ProjectTree.toggle("sound", "Sound again")])
        defer { tree.remove() }
        let result = try tree.run(["diff", "old/Settings.bundle", "new/Settings.bundle"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("error:") && result.stderr.contains(
            "settingsc: note: 'new/Settings.bundle' has errors (shown above): the diff is of what could be read\n"))
        #expect(result.stdout.contains("+ sound #2"))
    }
}
