import Foundation
import Testing

/// How the plugins find a target's settings definitions (`SettingsDefinition`, the plugins' shared
/// file, linked into this target too): as SwiftPM lists a target's files, and as Xcode does, where a
/// `Settings.bundle` is one entry.
@Suite("Plugin: which files are definitions")
struct PluginDefinitionTests {
    /// App/Settings.plist, App/DebugSettings.plist, App/Info.plist, App/Settings.bundle (Root.plist,
    /// en.lproj/Root.strings), App/Assets.bundle (Settings.plist, no Root.plist), App/main.swift.
    private static func target() throws -> URL {
        let app = try Settingsc.temporaryDirectory().appendingPathComponent("App")
        for folder in ["Settings.bundle/en.lproj", "Assets.bundle"] {
            try FileManager.default.createDirectory(at: app.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["Settings.plist", "DebugSettings.plist", "Info.plist", "Settings.bundle/Root.plist",
                     "Settings.bundle/en.lproj/Root.strings", "Assets.bundle/Settings.plist", "main.swift"] {
            try Data().write(to: app.appendingPathComponent(file))
        }
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
        ]))
        #expect(found.map(\.url.lastPathComponent) == ["Settings.bundle", "Settings.plist", "DebugSettings.plist"])
        #expect(found[0].inputs.map(\.lastPathComponent) == ["Root.plist", "Root.strings"])
        #expect(found[1].inputs == [found[1].url])
    }

    @Test func asXcodeListsThem() throws {
        let app = try Self.target()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let found = SettingsDefinition.find(in: Self.files(app, ["Settings.bundle", "Assets.bundle", "main.swift"]))
        #expect(found.map(\.url.lastPathComponent) == ["Settings.bundle"])
        #expect(found[0].inputs.count == 2)
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
        let definitions = SettingsDefinition.find(in: Self.files(app, ["Settings.bundle", "Settings.plist", "DebugSettings.plist"]))
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
