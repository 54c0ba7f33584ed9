import Foundation
import Testing

/// How the plugins find a target's settings definitions (`SettingsDefinition`, the plugins' shared
/// file, linked into this target too): as SwiftPM lists a target's files, and as Xcode does, where a
/// `Settings.bundle` is one entry.
@Suite("Plugin: which files are definitions")
struct PluginDefinitionTests {
    /// A cell-style definition, and a bundle's root page: the sample package's.
    static let cellStyle = PluginTests.definition()
    static let page = PluginTests.page

    /// Writes each `files` entry (a path below `folder`) with its text, making the folders it needs.
    static func write(_ files: [(String, String)], in folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// App/Settings.plist, App/DebugSettings.plist (cell-style), App/Info.plist, App/Settings.bundle
    /// (Root.plist, en.lproj/Root.strings), App/Assets.bundle (an empty Settings.plist, no root page),
    /// App/main.swift.
    private static func target() throws -> URL {
        let app = try Settingsc.temporaryDirectory().appendingPathComponent("App")
        try write([("Settings.plist", cellStyle), ("DebugSettings.plist", cellStyle), ("Info.plist", "<plist><dict/></plist>"),
                   ("Settings.bundle/Root.plist", page), ("Settings.bundle/en.lproj/Root.strings", ""),
                   ("Assets.bundle/Settings.plist", ""), ("main.swift", "")], in: app)
        return app
    }

    private static func files(_ app: URL, _ names: [String]) -> [URL] {
        names.map { app.appendingPathComponent($0) }
    }

    @Test func asSwiftPMListsThem() throws {
        let app = try Self.target()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let found = SettingsDefinition.find(in: Self.files(app, [
            "main.swift", "Settings.bundle/en.lproj/Root.strings", "Settings.plist", "Settings.bundle/Root.plist",
            "Info.plist", "Assets.bundle/Settings.plist", "DebugSettings.plist",
        ]), root: app)
        #expect(found.map(\.url.lastPathComponent) == ["Settings.bundle", "Settings.plist", "DebugSettings.plist"])
        #expect(found[0].inputs.map(\.lastPathComponent) == ["Root.plist", "Root.strings"])
        #expect(found[1].inputs == [found[1].url])
    }

    @Test func asXcodeListsThem() throws {
        let app = try Self.target()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let found = SettingsDefinition.find(in: Self.files(app, ["Settings.bundle", "Assets.bundle", "main.swift"]), root: app)
        #expect(found.map(\.url.lastPathComponent) == ["Settings.bundle"])
        #expect(found[0].inputs.count == 2)
    }

    /// The plugins' finder and `settingsc validate DIR` (its folder walk, which `--verbose` lists) find the
    /// same definitions in a folder of every kind of case. Before the finder decided as the walk does, it
    /// picked by name: it missed `Screens.plist`, `Binary.plist`, `Assets.bundle/Menu.plist` and the bundles
    /// whose root page is `Root~iphone.plist`, `Root~ipad.plist` or `en.lproj/Root.plist`, and took
    /// `ProductsSettings.plist` (an export-options list), `Pods/Lib/Settings.plist` and, besides
    /// `Outer.bundle`, `Outer.bundle/Inner.bundle` (the walk enters no bundle it found).
    @Test func theFinderAndTheFolderWalkAgree() throws {
        let folder = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let products = "<plist><array><dict><key>Name</key><string>Pro</string></dict></array></plist>"
        try Self.write([
            ("Screens.plist", Self.cellStyle), ("ProductsSettings.plist", products), ("Info.plist", "<plist><dict/></plist>"),
            ("Plain.bundle/Root.plist", Self.page), ("Phone.bundle/Root~iphone.plist", Self.page),
            ("Pad.bundle/Root~ipad.plist", Self.page), ("Localized.bundle/en.lproj/Root.plist", Self.page),
            ("Outer.bundle/Root.plist", Self.page), ("Outer.bundle/Inner.bundle/Root.plist", Self.page),
            ("Assets.bundle/Theme.plist", "<plist><dict/></plist>"), ("Assets.bundle/Menu.plist", Self.cellStyle),
            ("Pages/Root.plist", Self.page), ("Pods/Lib/Settings.plist", Self.cellStyle),
            ("node_modules/kit/Settings.bundle/Root.plist", Self.page), ("main.swift", ""),
        ], in: folder)
        let sections: [[String: Any]] = [["SectionTitle": "General", "Data": [["Content": "Sync", "CellStyle": "SettingSwitchCell"]]]]
        try PropertyListSerialization.data(fromPropertyList: sections, format: .binary, options: 0)
            .write(to: folder.appendingPathComponent("Binary.plist"))

        // As SwiftPM lists a target's files: every regular file below the target's folder.
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])!
        let files = walk.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true }
        let byPlugin = Set(SettingsDefinition.find(in: files, root: folder).map(\.url.path))

        let run = try Settingsc.run(["validate", "--verbose", "--no-config", "."], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        // Its summary lines (`Screens.plist: 1 section, …`), not its diagnostics (`Outer.bundle/…: warning: …`).
        let byWalk = Set(run.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let colon = line.range(of: ": "), line[colon.upperBound...].first?.isNumber == true else { return nil }
            return folder.appendingPathComponent(String(line[..<colon.lowerBound])).standardizedFileURL.path
        })
        #expect(byPlugin == byWalk)
        let expected = ["Screens.plist", "Binary.plist", "Plain.bundle", "Phone.bundle", "Pad.bundle", "Localized.bundle",
                        "Outer.bundle", "Assets.bundle/Menu.plist"]
        #expect(byPlugin == Set(expected.map { folder.appendingPathComponent($0).standardizedFileURL.path }))
    }

    /// Folders of tools and dependencies count from the folder the files are listed in: a package
    /// checked out below `.build/checkouts` has its definitions found, its own `Pods` left out. A
    /// `*Settings.plist` that does not parse is kept, so that validate reports it.
    @Test func skippedFoldersCountFromTheRootAndABrokenSettingsPlistIsKept() throws {
        let scratch = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let target = scratch.appendingPathComponent(".build/checkouts/Dep/Sources/Lib")
        let names = ["Settings.plist", "Pods/Settings.plist", "BrokenSettings.plist", "Broken.plist"]
        try Self.write(zip(names, [Self.cellStyle, Self.cellStyle, "<plist><array>", "<plist><array>"]).map { ($0, $1) },
                       in: target)
        let found = SettingsDefinition.find(in: Self.files(target, names), root: target)
        #expect(found.map(\.url.lastPathComponent) == ["Settings.plist", "BrokenSettings.plist"])
    }

    @Test func typeNames() {
        let names = ["Settings.plist", "Settings.bundle", "DebugSettings.plist", "debug-settings.plist",
                     "Root.plist", "2fa Settings.plist", "Advanced.bundle"]
        #expect(names.map { SettingsDefinition(url: URL(fileURLWithPath: "/App/" + $0), inputs: []).typeName }
                == ["AppSettings", "AppSettings", "DebugSettings", "DebugSettings", "AppSettings", "_2faSettings",
                    "AdvancedSettings"])
    }

    /// The build plugin's configuration inputs: the nearest .settingsc.json of each definition (in the
    /// bundle, beside a file, above both), each once.
    @Test func theConfigurationsTheBuildPluginDeclares() throws {
        let app = try Self.target()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let definitions = SettingsDefinition.find(in: Self.files(app, ["Settings.bundle", "Settings.plist", "DebugSettings.plist"]),
                                                  root: app)
        #expect(SettingsConfiguration.inputs(for: definitions).isEmpty)
        let above = app.deletingLastPathComponent().appendingPathComponent(".settingsc.json")
        let inBundle = app.appendingPathComponent("Settings.bundle/.settingsc.json")
        try Data("{}".utf8).write(to: above)
        try Data("{}".utf8).write(to: inBundle)
        #expect(SettingsConfiguration.inputs(for: definitions).map(\.path) == [inBundle.path, above.path])
        let own = app.appendingPathComponent(".settingsc.json")
        try Data("{}".utf8).write(to: own)
        #expect(SettingsConfiguration.inputs(for: definitions).map(\.path) == [inBundle.path, own.path])
    }
}
