import PropertyList
import Foundation
import Testing

/// `settingsc diff`: items matched by identity and every kind of change, on bundles and cell-style
/// definitions (the JSON output, one line a change, is what is compared).
@Suite("diff: changes (end to end)")
struct DiffCommandTests {
    typealias F = DiffFixtures

    /// Each change as `kind page item attribute old → new`, `!` when breaking.
    static func lines(_ changes: [[String: Any]]) -> [String] {
        changes.map { change in
            let fields = ["kind", "page", "item", "attribute"].map { change[$0] as? String ?? "-" }
            return fields.joined(separator: " ") + " \(change["old"] as? String ?? "-") → \(change["new"] as? String ?? "-")"
                + (change["breaking"] as? Bool == true ? " !" : "")
        }
    }

    @Test func nothingChangedIsNoChange() throws {
        let tree = try F.bundles(old: [ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound")],
                                 new: [ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound")])
        defer { tree.remove() }
        let result = try tree.run(["diff", "old/Settings.bundle", "new/Settings.bundle"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == "no changes\n")
    }

    @Test func addedAndRemovedItems() throws {
        let tree = try F.bundles(old: [ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound"),
                                       ProjectTree.toggle("haptics", "Haptics")],
                                 new: [ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound"),
                                       ProjectTree.group("Video"), ProjectTree.toggle("autoplay", "Autoplay")])
        defer { tree.remove() }
        #expect(Self.lines(try F.changes(tree)) == [
            "added Root group 'Video' - - → -",
            "added Root autoplay - - → -",
            "removed Root haptics - - → -",
        ])
    }

    @Test func aKeyMovedToAnotherPageGroupOrPlace() throws {
        let tree = try F.bundles(
            old: [ProjectTree.group("A"), ProjectTree.toggle("one", "One"), ProjectTree.toggle("two", "Two"),
                  ProjectTree.toggle("three", "Three"), ProjectTree.group("B"), ProjectTree.toggle("four", "Four"),
                  ProjectTree.toggle("five", "Five")],
            new: [ProjectTree.group("A"), ProjectTree.toggle("three", "Three"), ProjectTree.toggle("one", "One"),
                  ProjectTree.toggle("two", "Two"), ProjectTree.toggle("four", "Four"), ProjectTree.group("B"),
                  F.childPane("More", file: "More")])
        try tree.write("new/Settings.bundle/More.plist", F.page([ProjectTree.toggle("five", "Five")]))
        defer { tree.remove() }
        #expect(Self.lines(try F.changes(tree)) == [
            // Only the item that left the order of the others counts as moved.
            "moved Root three - position 4 → position 2",
            "moved Root four - group 'B' → group 'A'",
            "added Root childPane 'More' - - → -",
            "added More page 'More' - - → -",
            "moved More five - Root → More",
        ])
    }

    @Test func everyAttributeIsOneChange() throws {
        let tree = try F.bundles(
            old: [ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound"),
                  F.multiValue("quality", "Quality", values: ["<integer>1</integer>", "<integer>2</integer>"],
                               titles: ["Low", "High"], defaultValue: "<integer>1</integer>"),
                  F.slider("volume", minimum: 0, maximum: 10), F.textField("name", "Name", keyboard: "Alphabet"),
                  F.childPane("Licences", file: "Licences")],
            new: [ProjectTree.group("General"), ProjectTree.toggle("sound", "Sounds", extra: "").replacingOccurrences(of: "<true/>", with: "<false/>"),
                  F.multiValue("quality", "Quality", values: ["<integer>1</integer>", "<integer>2</integer>", "<integer>3</integer>"],
                               titles: ["Low", "High", "Best"], defaultValue: "<integer>2</integer>"),
                  F.slider("volume", minimum: 1, maximum: 11), F.textField("name", "Name", keyboard: "EmailAddress"),
                  F.childPane("Licences", file: "Acknowledgements")])
        try tree.write("old/Settings.bundle/Licences.plist", F.page([]))
        try tree.write("new/Settings.bundle/Acknowledgements.plist", F.page([]))
        defer { tree.remove() }
        #expect(Self.lines(try F.changes(tree)) == [
            "changed Root sound Title Sound → Sounds",
            "changed Root sound DefaultValue true → false",
            "changed Root quality DefaultValue 1 → 2",
            "changed Root quality Titles 'Low', 'High' → 'Low', 'High', 'Best'",
            "changed Root quality Values 1, 2 → 1, 2, 3",
            "changed Root volume DefaultValue 0 → 1",
            "changed Root volume MinimumValue 0 → 1",
            "changed Root volume MaximumValue 10 → 11",
            "changed Root name KeyboardType Alphabet → EmailAddress",
            "changed Root childPane 'Licences' File Licences → Acknowledgements",
            "added Acknowledgements page 'Acknowledgements' - - → -",
            "removed Licences page 'Licences' - - → -",
        ])
    }

    @Test func aKeyGivenUpForAnotherIsRenamed() throws {
        let tree = try F.bundles(old: [ProjectTree.toggle("autoplay_enabled", "Autoplay")],
                                 new: [ProjectTree.toggle("auto_play", "Autoplay")])
        defer { tree.remove() }
        let changes = try F.changes(tree)
        #expect(Self.lines(changes) == ["renamed Root auto_play Key autoplay_enabled → auto_play !"])
        #expect(changes.first?["reason"] as? String
            == "users' stored values under 'autoplay_enabled' are no longer read: the item now stores under 'auto_play'")
    }

    @Test func translationsPerLanguage() throws {
        let tree = try F.bundles(old: [ProjectTree.toggle("autoplay", "Autoplay"), ProjectTree.toggle("sound", "Sound")],
                                 new: [ProjectTree.toggle("autoplay", "Autoplay"), ProjectTree.toggle("sound", "Sound")],
                                 oldGerman: ["Autoplay": "Automatisch", "Sound": "Ton"],
                                 newGerman: ["Autoplay": "Automatisch abspielen", "Video": "Video"])
        defer { tree.remove() }
        let changes = try F.changes(tree)
        #expect(Self.lines(changes) == [
            "changed Root autoplay translation Automatisch → Automatisch abspielen",
            "changed Root 'Video' translation - → Video",
            "changed Root sound translation Ton → -",
        ])
        #expect(changes.allSatisfy { $0["language"] as? String == "de" })
        #expect(changes.map { $0["text"] as? String } == ["Autoplay", "Video", "Sound"])
        // --lang names the one language compared.
        #expect(try F.changes(tree, ["--lang", "fr"]).isEmpty)
        #expect(try F.changes(tree, ["--lang", "de-AT"]).count == 3)
    }

    @Test func cellStyleRowsByKeyElseContent() throws {
        let old = F.cellStyle([("General", [F.row("Wi-Fi"), F.row("Sync", key: "sync_on"), F.row("About", style: "SettingDetailCell", detail: "1.0"),
                                            F.row("Help", style: "SettingBasicCell")])])
        let new = F.cellStyle([("General", [F.row("Wi-Fi", style: "SettingDetailCell"), F.row("Sync now", key: "sync_on"),
                                            F.row("About", style: "SettingDetailCell", detail: "2.0"), F.row("Support", style: "SettingBasicCell")])])
        let tree = try ProjectTree(["old/Settings.plist": old, "new/Settings.plist": new])
        defer { tree.remove() }
        #expect(Self.lines(try F.changes(tree, old: "old/Settings.plist", new: "new/Settings.plist")) == [
            "changed Settings.plist Wi-Fi CellStyle SettingSwitchCell → SettingDetailCell",
            "changed Settings.plist Wi-Fi DefaultValue false → -",
            "changed Settings.plist sync_on Content Sync → Sync now",
            "changed Settings.plist About Detail 1.0 → 2.0",
            "added Settings.plist Support - - → -",
            "removed Settings.plist Help - - → -",
        ])
    }

    @Test func foldersArePairedByPath() throws {
        var files = ProjectTree.bundle("old/A/Settings.bundle", [ProjectTree.toggle("a", "A")], translated: [:])
        files.merge(ProjectTree.bundle("new/A/Settings.bundle", [ProjectTree.toggle("b", "A")], translated: [:])) { $1 }
        files.merge(ProjectTree.bundle("new/B/Settings.bundle", [ProjectTree.toggle("c", "C")], translated: [:])) { $1 }
        let tree = try ProjectTree(files)
        defer { tree.remove() }
        #expect(Self.lines(try F.changes(tree, old: "old", new: "new")) == [
            "renamed A/Settings.bundle/Root b Key a → b !",
            "added B/Settings.bundle/Root page 'B/Settings.bundle/Root' - - → -",
            "added B/Settings.bundle/Root c - - → -",
        ])
        // A folder with no definition says so (before, it was compared in silence).
        try FileManager.default.createDirectory(at: tree.root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = try tree.run(["diff", "empty", "new"])
        #expect(empty.status == 0 && empty.stderr.hasPrefix("settingsc: warning: no Settings bundle"), "\(empty.stderr)")
    }

    /// Bundles of the same bytes on both sides are not compiled (their pairs are checked on all cores); one
    /// byte changed in a file of the same size is a change; the changes keep the folders' order.
    @Test func bundlesOfTheSameBytesAreSkippedAndOneByteIsNot() throws {
        var files: [String: String] = [:]
        for (name, old, new) in [("A", "a1", "a2"), ("B", "b1", "b1"), ("C", "c1", "c2"), ("D", "d1", "d1")] {
            files.merge(ProjectTree.bundle("old/\(name)/Settings.bundle", [ProjectTree.toggle(old, name)], translated: [:])) { $1 }
            files.merge(ProjectTree.bundle("new/\(name)/Settings.bundle", [ProjectTree.toggle(new, name)], translated: [:])) { $1 }
        }
        let tree = try ProjectTree(files)
        defer { tree.remove() }
        #expect(Self.lines(try F.changes(tree, old: "old", new: "new")) == [
            "renamed A/Settings.bundle/Root a2 Key a1 → a2 !",
            "renamed C/Settings.bundle/Root c2 Key c1 → c2 !",
        ])
    }

    /// What tells the same bytes apart looks into every folder: a bundle identical to the last byte is
    /// not compiled (its errors are not shown), one whose translation in a language folder changed is.
    @Test func aChangeInsideALanguageFolderIsSeenAndSameBytesAreNotCompiled() throws {
        let broken = "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sound</string></dict>"
        var files: [String: String] = [:]
        for side in ["old", "new"] {
            for name in ["E", "G"] {
                files.merge(ProjectTree.bundle("\(side)/\(name)/Settings.bundle", [broken],
                                               translated: ["Sound": side == "new" && name == "G" ? "Tön" : "Ton"])) { $1 }
            }
        }
        let tree = try ProjectTree(files)
        defer { tree.remove() }
        let result = try tree.run(["diff", "old", "new"])
        #expect(result.status == 0)
        #expect(result.stdout == "G/Settings.bundle/Root\n  ~ 'Sound': translation (de) of 'Sound': Ton → Tön\n\n1 change, 0 breaking\n",
                "\(result.stdout)")
        #expect(result.stderr.contains("old/G/Settings.bundle/Root.plist:") && result.stderr.contains("new/G/Settings.bundle/Root.plist:"),
                "\(result.stderr)")
        #expect(!result.stderr.contains("/E/"), "\(result.stderr)")
    }

    @Test func aChildPaneWhoseTitleChangedIsFoundByItsFile() throws {
        let tree = try F.bundles(old: [F.childPane("Licences", file: "Licences")], new: [F.childPane("Acknowledgements", file: "Licences")])
        try tree.write("old/Settings.bundle/Licences.plist", F.page([]))
        try tree.write("new/Settings.bundle/Licences.plist", F.page([]))
        defer { tree.remove() }
        #expect(Self.lines(try F.changes(tree)) == ["changed Root childPane 'Acknowledgements' Title Licences → Acknowledgements"])
    }

    @Test func twoPagesAreComparedWhateverTheirNames() throws {
        let tree = try F.bundles(old: [ProjectTree.toggle("sound", "Sound")], new: [ProjectTree.toggle("sound", "Sound")])
        try tree.write("old/Settings.bundle/Advanced.plist", F.page([ProjectTree.toggle("sound", "Sound"), ProjectTree.toggle("debug", "Debug")]))
        defer { tree.remove() }
        // A page given as a file is that page alone, named as the new one.
        #expect(Self.lines(try F.changes(tree, old: "old/Settings.bundle/Advanced.plist", new: "new/Settings.bundle/Root.plist"))
            == ["removed Root debug - - → -"])
        #expect(try F.changes(tree, old: "old/Settings.bundle/Root.plist", new: "new/Settings.bundle/Root.plist").isEmpty)
    }

    @Test func helpDiffDescribesIt() throws {
        let result = try Settingsc.run(["help", "diff"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("settingsc diff — what a change does to the screen and to users' stored values\n"))
        #expect(result.stdout.contains("  settingsc diff [OPTION]... --git REV [PATH]...\n"))
        for option in ["--format", "--fail-on", "--lang", "--git", "--color"] { #expect(result.stdout.contains(option)) }
        #expect(try Settingsc.run(["diff", "--help"]).stdout == result.stdout)
    }
}
