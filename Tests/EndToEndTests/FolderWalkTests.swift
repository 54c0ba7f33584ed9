import Foundation
import Testing

/// A FILE that is a folder and no bundle: searched for bundles (`*.bundle` with a root page)
/// and cell-style definitions, leaving out tools' and dependencies' folders and the configuration's
/// `exclude`; checked in parallel, reported in path order.
@Suite("folder walks (end to end)")
struct FolderWalkTests {
    static let brokenCellStyle = ProjectTree.cellStyle.replacingOccurrences(of: "SettingSwitchCell", with: "SettingSwtichCell")

    static func project() throws -> ProjectTree {
        var files: [String: String] = [:]
        let missing = ProjectTree.bundle("", [ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound")],
                                         translated: ["General": "Allgemein"])
        for folder in ["App/Settings.bundle", "Pods/Lib/Settings.bundle", "Vendor/Kit/Settings.bundle",
                       "node_modules/x/Settings.bundle", "DerivedData/App/Build/Settings.bundle"] {
            for (path, text) in missing { files[folder + path] = text }
        }
        files["App/Debug/Settings.plist"] = ProjectTree.cellStyle
        files["App/Debug/Broken.plist"] = Self.brokenCellStyle
        files["App/Debug/Broken.old.plist"] = Self.brokenCellStyle
        files["App/Info.plist"] = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleName</key><string>x</string></dict></plist>\n"
        files["App/Empty.plist"] = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><array/></plist>\n"
        files["App/Strings.plist"] = "<plist version=\"1.0\"><array><string>a</string></array></plist>"
        files["App/Assets.bundle/Data.plist"] = ProjectTree.cellStyle.replacingOccurrences(of: "SettingSwitchCell", with: "SettingBasicCell")
        files["App/Assets.bundle/Root.json"] = "{}"
        files[".git/objects/Settings.plist"] = Self.brokenCellStyle
        files[".build/Settings.plist"] = Self.brokenCellStyle
        files[".settingsc.json"] = "{\"exclude\": [\"Vendor/\", \"*.old.plist\"]}"
        return try ProjectTree(files)
    }

    @Test func bundlesAndCellStyleDefinitionsAreFoundInPathOrder() throws {
        let tree = try Self.project()
        defer { tree.remove() }
        let result = try tree.run(["validate", "--verbose", "."])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(lines == [
            "App/Debug/Broken.plist:7:30: error: unknown cell style 'SettingSwtichCell'; did you mean 'SettingSwitchCell'? [unknown-cell-style]",
            "App/Settings.bundle/Root.plist:7:80: warning: 'Sound' has no translation in 'Root.strings' of de.lproj [missing-translation]",
            "1 error, 1 warning",
            "App/Assets.bundle/Data.plist: 1 section, 1 row, 0 switches",
            "App/Debug/Settings.plist: 1 section, 1 row, 1 switch",
            "App/Settings.bundle: 1 page, 2 items, 1 key, 1 language",
        ], "\(result.stderr)")
        // The same from inside, and twice the same.
        let inside = try tree.run(["validate", "Debug", "."], in: "App")
        #expect(inside.stderr.hasPrefix("Debug/Broken.plist:7:30: error:"), "\(inside.stderr)")
        #expect(inside.stderr.components(separatedBy: "Debug/Broken.plist:7:30: error:").count == 3, "reported twice")
        #expect(try tree.run(["validate", "--verbose", "."]).stderr == result.stderr)
    }

    @Test func aFolderNamedOnTheCommandLineIsCheckedEvenWhenAWalkWouldSkipIt() throws {
        let tree = try Self.project()
        defer { tree.remove() }
        let result = try tree.run(["validate", "Pods/Lib/Settings.bundle", "Vendor/Kit", "App/Debug/Broken.old.plist"])
        #expect(result.status == 1)
        let files = Set(result.stderr.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) }
            .filter { $0.hasSuffix("plist") })
        #expect(files == ["Pods/Lib/Settings.bundle/Root.plist", "Vendor/Kit/Settings.bundle/Root.plist",
                          "App/Debug/Broken.old.plist"], "\(result.stderr)")
    }

    @Test func aNestedConfigurationGovernsItsFolder() throws {
        let tree = try Self.project()
        defer { tree.remove() }
        try tree.write("App/Debug/.settingsc.json", "{\"rules\": {\"unknown-cell-style\": \"off\"}, \"exclude\": [\"Settings.plist\"]}")
        let result = try tree.run(["validate", "--verbose", "App"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("App/Debug/Settings.plist"), "excluded by the nested configuration")
        #expect(result.stderr.contains("\nApp/Debug/Broken.plist: "), "a summary: no errors once the rule is off")
        // The nearest configuration replaces the one above (they are not merged): its folder has no
        // "*.old.plist" exclude.
        #expect(result.stderr.contains("\nApp/Debug/Broken.old.plist: "))
        // --config replaces them all: the root's excludes apply everywhere, the nested one is not read.
        let named = try tree.run(["validate", "--config", ".settingsc.json", "App"])
        #expect(named.status == 1)
        #expect(named.stderr.hasPrefix("App/Debug/Broken.plist:7:30: error:"))
    }

    /// A walk knows from a folder's listing whether it holds a configuration; names that sort before it
    /// (other dot files) do not hide it.
    @Test func aNestedConfigurationAmongOtherDotFilesIsFound() throws {
        let tree = try Self.project()
        defer { tree.remove() }
        try tree.write("App/Debug/.DS_Store", "")
        try tree.write("App/Debug/.editorconfig", "root = true\n")
        try tree.write("App/Debug/.settingsc.json", "{\"rules\": {\"unknown-cell-style\": \"off\"}, \"exclude\": [\"Settings.plist\"]}")
        try tree.write("App/Debug/.swiftlint.yml", "")
        let result = try tree.run(["validate", "--verbose", "App"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("App/Debug/Settings.plist"), "excluded by the nested configuration")
        #expect(result.stderr.contains("\nApp/Debug/Broken.plist: "), "a summary: no errors once the rule is off")
    }

    @Test func manyBundlesInParallelComeOutInPathOrder() throws {
        var files: [String: String] = [".settingsc.json": "{}"]
        let names = (0..<64).map { String(format: "Module%02d", $0) }.shuffled()
        for name in names {
            for (path, text) in ProjectTree.bundle("Modules/\(name)/Settings.bundle",
                                                   [ProjectTree.toggle(name, name + " Sound")], translated: ["Other": "x"]) {
                files[path] = text
            }
        }
        let tree = try ProjectTree(files)
        defer { tree.remove() }
        let first = try tree.run(["validate", "Modules"])
        #expect(first.status == 0)
        let reported = first.stderr.split(separator: "\n").filter { $0.hasPrefix("Modules/") }
            .map { String($0.split(separator: "/")[1]) }
        #expect(reported == names.sorted())
        for _ in 0..<3 { #expect(try tree.run(["validate", "Modules"]).stderr == first.stderr) }
    }

    /// The folders of the top level are walked in parallel, each into its own list: what they find and
    /// what they cannot read come out as one walk folder by folder gives them, whichever finishes first.
    @Test func foldersWalkedInParallelKeepTheWalksOrder() throws {
        var files: [String: String] = ["Z.plist": ProjectTree.cellStyle, "A/Settings.plist": ProjectTree.cellStyle]
        for folder in ["B/Settings.bundle", "B/Deep/Er/Settings.bundle", "D.bundle"] {
            for (path, text) in ProjectTree.bundle(folder, [ProjectTree.toggle("sound", "Sound")], translated: ["Sound": "Ton"]) {
                files[path] = text
            }
        }
        files["C/Settings.plist"] = Self.brokenCellStyle
        let tree = try ProjectTree(files)
        defer { tree.remove() }
        // Names that are not UTF-8 at the top and in two folders (the shell makes them from their bytes).
        let made = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"), ["-c", """
            mkdir "$(printf 'M\\377')" "$(printf 'B/Deep/N\\376')" && : > "$(printf 'C/Caf\\351.plist')"
            """], directory: tree.root, timeout: 20)
        #expect(made.status == 0, "\(made.stderr)")
        let result = try tree.run(["validate", "--no-config", "--verbose", "."])
        #expect(result.status == 3, "\(result.stderr)")
        let reason = "its name is not UTF-8, and settingsc reads only files whose names are"
        #expect(result.stderr.split(separator: "\n").filter { !$0.hasPrefix(" ") } == [
            "M\\xff: error: cannot read: \(reason) [unreadable]",
            "B/Deep/N\\xfe: error: cannot read: \(reason) [unreadable]",
            "C/Caf\\xe9.plist: error: cannot read: \(reason) [unreadable]",
            "C/Settings.plist:7:30: error: unknown cell style 'SettingSwtichCell'; did you mean 'SettingSwitchCell'? [unknown-cell-style]",
            "4 errors",
            "A/Settings.plist: 1 section, 1 row, 1 switch",
            "B/Deep/Er/Settings.bundle: 1 page, 1 item, 1 key, 1 language",
            "B/Settings.bundle: 1 page, 1 item, 1 key, 1 language",
            "D.bundle: 1 page, 1 item, 1 key, 1 language",
            "Z.plist: 1 section, 1 row, 1 switch",
        ], "\(result.stderr)")
        for _ in 0..<3 { #expect(try tree.run(["validate", "--no-config", "--verbose", "."]).stderr == result.stderr) }
    }

    /// Definitions are checked while the walk goes on: a configuration the walk comes to later, which
    /// cannot be used, still stops the run before anything is reported, and so does a baseline.
    @Test func aBrokenConfigurationFoundLateStopsTheRunBeforeAnyReport() throws {
        var files: [String: String] = ["B/.settingsc.json": "{\"rules\": {\"unknown-cell-styel\": \"off\"}}\n",
                                       "B/Settings.plist": ProjectTree.cellStyle]
        for index in 0..<40 { files["A/M\(index)/Settings.plist"] = Self.brokenCellStyle }
        let tree = try ProjectTree(files)
        defer { tree.remove() }
        let result = try tree.run(["validate", "."])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("B/.settingsc.json:1:12: error: unknown rule 'unknown-cell-styel'"), "\(result.stderr)")
        #expect(!result.stderr.contains("A/M"), "\(result.stderr)")
        try tree.write("B/.settingsc.json", "{}")
        try tree.write("baseline.json", "{")
        let baselined = try tree.run(["validate", "--baseline", "baseline.json", "."])
        #expect(baselined.status == 2)
        #expect(baselined.stdout.isEmpty)
        #expect(baselined.stderr.hasPrefix("baseline.json:"), "\(baselined.stderr)")
        #expect(!baselined.stderr.contains("A/M"), "\(baselined.stderr)")
    }

    @Test func aFolderWithNothingToCheck() throws {
        let tree = try ProjectTree(["src/main.swift": "print(1)\n", "src/Info.plist": "<plist><dict/></plist>"])
        defer { tree.remove() }
        let result = try tree.run(["validate", "--strict", "src"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "settingsc: warning: no Settings bundle (a *.bundle folder with a Root.plist) and no "
            + "cell-style Settings.plist below 'src'\n")
    }
}
