import PropertyList
import Foundation
import Testing

/// The package plugins, used as an app's package would use them: a sample package in a temporary
/// folder depends on this one by path (offline) and is built with `swift build`.
///
/// Its builds share one scratch folder, `.build/plugin-test`: the first build compiles settingsc for
/// the plugin (about a minute on two cores), later ones only what changed (a few seconds).
@Suite("SwiftPM plugins", .serialized)
struct PluginTests {
    static let scratch = Settingsc.root.appendingPathComponent(".build/plugin-test")
    /// A package a path points to is known by the folder's name.
    static let identity = Settingsc.root.lastPathComponent.lowercased()

    static let brokenRow = """
    <dict><key>Content</key><string>Wi-Fi</string><key>CellStyle</key><string>SettingSwtichCell</string>
      <key>Key</key><string>wifi</string><key>DefaultValue</key><true/></dict>
    """

    /// A cell-style definition with two switches, `wifi` (on by default) and `Dark Mode`.
    static func definition(firstRow: String? = nil) -> String {
        let row = firstRow ?? brokenRow.replacingOccurrences(of: "SettingSwtichCell", with: "SettingSwitchCell")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <array>
          <dict><key>SectionTitle</key><string>General</string><key>Data</key><array>
            \(row)
            <dict><key>Content</key><string>Dark Mode</string><key>CellStyle</key><string>SettingSwitchCell</string></dict>
          </array></dict>
        </array>
        </plist>

        """
    }

    static let page = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict><key>StringsTable</key><string>Root</string><key>PreferenceSpecifiers</key><array>
      <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>
        <key>Key</key><string>sync</string><key>DefaultValue</key><true/></dict>
    </array></dict>
    </plist>

    """

    /// A package whose target `App` (an executable: `main.swift`) applies `plugin` and holds
    /// `Settings.plist` and `Settings.bundle` (in English) as resources. The plugin comes from the
    /// package at `plugins` (this one, or one that offers the plugins with a prebuilt settingsc).
    static func package(plugin: String, main: String = "print(\"hello\")\n", plugins: URL = Settingsc.root) throws -> URL {
        let directory = try Settingsc.temporaryDirectory().appendingPathComponent("SampleApp")
        let sources = directory.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("Settings.bundle/en.lproj"),
                                                withIntermediateDirectories: true)
        let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "SampleApp",
            dependencies: [.package(path: "\(plugins.path)")],
            targets: [
                .executableTarget(
                    name: "App",
                    resources: [.copy("Settings.bundle"), .copy("Settings.plist")],
                    plugins: [.plugin(name: "\(plugin)", package: "\(plugins.lastPathComponent.lowercased())")]
                ),
            ]
        )

        """
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("Package.swift"))
        try Data(main.utf8).write(to: sources.appendingPathComponent("main.swift"))
        try Data(definition().utf8).write(to: sources.appendingPathComponent("Settings.plist"))
        try Data(page.utf8).write(to: sources.appendingPathComponent("Settings.bundle/Root.plist"))
        try Data("\"Sync\" = \"Sync\";\n".utf8).write(to: sources.appendingPathComponent("Settings.bundle/en.lproj/Root.strings"))
        return directory
    }

    /// `swift ARGUMENTS` in the package, with the shared scratch folder (or another); stdout and stderr
    /// together (`output`), and stdout alone.
    ///
    /// Without an index store: a debug build indexes as it builds, and a cold one also indexes the
    /// standard library, which it rebuilds from its interfaces to do so (a quarter of the CPU time of a
    /// debug build from nothing; `make test` builds its own without an index too). The plugins work
    /// the same with or without it. Every command in one scratch folder passes it: a build with other
    /// options starts again from nothing.
    static func swift(_ arguments: [String], in package: URL,
                      scratch: URL = scratch) throws -> (status: Int32, output: String, stdout: String) {
        let command = [arguments[0], "--scratch-path", scratch.path, "--disable-index-store"] + arguments.dropFirst()
        let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + command,
                                              environment: ["NO_COLOR": ""], directory: package, timeout: 900)
        #expect(!outcome.timedOut, "swift \(command.joined(separator: " ")) timed out")
        return (outcome.status, outcome.stdout + outcome.stderr, outcome.stdout)
    }

    @Test func theBuildFailsOnABrokenDefinitionWithItsDiagnosticAndPassesWhenFixed() throws {
        let package = try Self.package(plugin: "SettingsLintPlugin")
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        let sources = package.appendingPathComponent("Sources/App").standardizedFileURL.path
        let plist = package.appendingPathComponent("Sources/App/Settings.plist")
        let strings = package.appendingPathComponent("Sources/App/Settings.bundle/en.lproj/Root.strings")

        // A configuration that changes nothing yet (SwiftPM evaluates a build plugin again only when the
        // target's files change: the plugin must have seen the file to declare it an input).
        let configuration = package.appendingPathComponent(".settingsc.json")
        try Data("{}".utf8).write(to: configuration)
        try Data(Self.definition(firstRow: Self.brokenRow).utf8).write(to: plist)
        let broken = try Self.swift(["build"], in: package)
        #expect(broken.status != 0)
        #expect(broken.output.contains("\(sources)/Settings.plist:5:71: error: unknown cell style 'SettingSwtichCell'; "
            + "did you mean 'SettingSwitchCell'? [unknown-cell-style]"), "\(broken.output.suffix(3000))")

        // Fixed but for a warning: the build passes and shows it.
        try Data(Self.definition().replacingOccurrences(of: "SectionTitle", with: "SectionTitel").utf8).write(to: plist)
        let fixed = try Self.swift(["build"], in: package)
        #expect(fixed.status == 0, "\(fixed.output.suffix(3000))")
        #expect(fixed.output.contains("settingsc validate Settings.bundle, Settings.plist"))
        #expect(fixed.output.contains("\(sources)/Settings.plist:4:9: warning: unknown section key 'SectionTitel'"),
                "\(fixed.output.suffix(3000))")

        // Nothing changed: the check does not run again.
        let again = try Self.swift(["build"], in: package)
        #expect(again.status == 0)
        #expect(!again.output.contains("settingsc validate"), "\(again.output)")

        // The package's .settingsc.json is found and is an input: making the warning an error fails the build.
        try Data("{\"rules\": {\"unknown-key\": \"error\"}}".utf8).write(to: configuration)
        let configured = try Self.swift(["build"], in: package)
        #expect(configured.status != 0)
        #expect(configured.output.contains("\(sources)/Settings.plist:4:9: error: unknown section key 'SectionTitel'"),
                "\(configured.output.suffix(3000))")
        try Data("{}".utf8).write(to: configuration)
        try Data(Self.definition().utf8).write(to: plist)

        // A file inside the bundle is an input too: breaking a strings table fails the next build.
        try Data("\"Sync\" = \"Sync\"\n".utf8).write(to: strings)
        let table = try Self.swift(["build"], in: package)
        #expect(table.status != 0)
        #expect(table.output.contains("\(sources)/Settings.bundle/en.lproj/Root.strings:1:16: error: "),
                "\(table.output.suffix(3000))")
        try Data("\"Sync\" = \"Sync\";\n".utf8).write(to: strings)
        #expect(try Self.swift(["build"], in: package).status == 0)
    }

    @Test func theCommandPluginChecksEveryTarget() throws {
        let package = try Self.package(plugin: "SettingsLintPlugin")
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        let clean = try Self.swift(["package", "settings-lint", "--strict"], in: package)
        #expect(clean.status == 0, "\(clean.output.suffix(3000))")
        #expect(clean.output.contains("checked Sources/App/Settings.bundle, Sources/App/Settings.plist"))

        // A machine format: standard output is the report alone, and parses.
        let json = try Self.swift(["package", "settings-lint", "--diagnostics", "json"], in: package)
        #expect(json.status == 0, "\(json.output.suffix(3000))")
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(report?["errors"] as? Int == 0, "\(json.stdout)")

        try Data(Self.definition(firstRow: Self.brokenRow).utf8)
            .write(to: package.appendingPathComponent("Sources/App/Settings.plist"))
        let broken = try Self.swift(["package", "settings-lint", "--target", "App", "--diagnostics", "github"], in: package)
        #expect(broken.status != 0)
        #expect(broken.output.contains("::error file=Sources/App/Settings.plist,line=5,col=71,title=settingsc [unknown-cell-style]::"),
                "\(broken.output.suffix(3000))")
        #expect(broken.output.contains("settingsc validate failed (exit status 1)"))
        let sarif = try Self.swift(["package", "settings-lint", "--diagnostics", "sarif"], in: package)
        #expect(sarif.status != 0)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0", "\(sarif.stdout)")
    }

    /// `swift package settings-catalog`: extract takes the bundle's tables into a catalog, compile writes the
    /// catalog's languages back into the bundle, which `.copy("Settings.bundle")` ships.
    @Test func theCatalogPluginExtractsAndCompilesIntoTheBundle() throws {
        let package = try Self.package(plugin: "SettingsLintPlugin")
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        let bundle = package.appendingPathComponent("Sources/App/Settings.bundle")
        let german = bundle.appendingPathComponent("de.lproj/Root.strings")
        try FileManager.default.createDirectory(at: german.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"Sync\" = \"Synchronisieren\";\n".utf8).write(to: german)

        let usage = try Self.swift(["package", "--allow-writing-to-package-directory", "settings-catalog"], in: package)
        #expect(usage.status != 0)
        #expect(usage.output.contains("usage: swift package --allow-writing-to-package-directory settings-catalog compile|extract"))

        let extract = try Self.swift(["package", "--allow-writing-to-package-directory", "settings-catalog", "extract"], in: package)
        #expect(extract.status == 0, "\(extract.output.suffix(3000))")
        #expect(extract.output.contains("wrote Sources/App/Settings.bundle/Root.xcstrings: 1 text added, 1 translation taken"),
                "\(extract.output.suffix(3000))")
        try FileManager.default.removeItem(at: german)
        let compile = try Self.swift(["package", "--allow-writing-to-package-directory", "settings-catalog", "compile",
                                      "--target", "App"], in: package)
        #expect(compile.status == 0, "\(compile.output.suffix(3000))")
        #expect(try String(contentsOf: german, encoding: .utf8).hasSuffix("\"Sync\" = \"Synchronisieren\";\n"))
    }

    /// `SettingsAccessorsPlugin` runs `settingsc generate swift`; this runs once settingsc
    /// has that command.
    @Test(.enabled(if: (try? Settingsc.run(["help", "generate"]))?.status == 0))
    func theAccessorsPluginCompilesTypedSettingsIntoTheTarget() throws {
        let main = """
        import Foundation

        let defaults = UserDefaults(suiteName: "settingsc-plugin-test")!
        let settings = AppSettings(defaults: defaults)
        settings.registerDefaults()
        print(AppSettings.Keys.wifi, settings.wifi, AppSettings.Keys.darkMode, settings.darkMode)

        """
        let package = try Self.package(plugin: "SettingsAccessorsPlugin", main: main)
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        try FileManager.default.removeItem(at: package.appendingPathComponent("Sources/App/Settings.bundle"))
        let manifest = package.appendingPathComponent("Package.swift")
        try Data(try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: ".copy(\"Settings.bundle\"), ", with: "").utf8).write(to: manifest)
        let run = try Self.swift(["run", "App"], in: package)
        #expect(run.status == 0, "\(run.output.suffix(3000))")
        #expect(run.output.contains("wifi true Dark Mode false"))
    }

    /// A library target's settings made `public` under a name of its own (`settingsc-accessors.json`),
    /// used from another target; a change of the file takes effect at the next build.
    @Test func theAccessorsPluginMakesAPublicTypeForALibrary() throws {
        let directory = try Settingsc.temporaryDirectory().appendingPathComponent("SampleLibrary")
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let library = directory.appendingPathComponent("Sources/Player")
        let app = directory.appendingPathComponent("Sources/App")
        for folder in [library, app] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "SampleLibrary",
            products: [.library(name: "Player", targets: ["Player"])],
            dependencies: [.package(path: "\(Settingsc.root.path)")],
            targets: [
                .target(
                    name: "Player",
                    exclude: ["settingsc-accessors.json"],
                    resources: [.copy("Settings.plist")],
                    plugins: [.plugin(name: "SettingsAccessorsPlugin", package: "\(Self.identity)")]
                ),
                .executableTarget(name: "App", dependencies: ["Player"]),
            ]
        )

        """
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("Package.swift"))
        try Data(Self.definition().utf8).write(to: library.appendingPathComponent("Settings.plist"))
        try Data("/// The player's code.\npublic enum Player {}\n".utf8).write(to: library.appendingPathComponent("Player.swift"))
        let options = library.appendingPathComponent("settingsc-accessors.json")
        try Data(#"{"access": "public", "typeName": "PlayerSettings"}"#.utf8).write(to: options)
        func main(_ type: String) -> String {
            """
            import Foundation
            import Player

            let settings = \(type)(defaults: UserDefaults(suiteName: "settingsc-plugin-library-test")!)
            settings.registerDefaults()
            print(\(type).Keys.wifi, settings.wifi)

            """
        }
        try Data(main("PlayerSettings").utf8).write(to: app.appendingPathComponent("main.swift"))
        let run = try Self.swift(["run", "App"], in: directory)
        #expect(run.status == 0, "\(run.output.suffix(3000))")
        #expect(run.output.contains("wifi true"))
        #expect(!run.output.contains("unhandled"), "\(run.output.suffix(3000))")

        try Data(#"{"access": "public", "typeNames": {"Settings.plist": "AudioSettings"}}"#.utf8).write(to: options)
        try Data(main("AudioSettings").utf8).write(to: app.appendingPathComponent("main.swift"))
        let renamed = try Self.swift(["run", "App"], in: directory)
        #expect(renamed.status == 0, "\(renamed.output.suffix(3000))")
        #expect(renamed.output.contains("wifi true"))

        try Data(#"{"acess": "public"}"#.utf8).write(to: options)
        let typo = try Self.swift(["build"], in: directory)
        #expect(typo.status != 0)
        #expect(typo.output.contains("settingsc-accessors.json:1:2: unknown key 'acess'; did you mean 'access'?"),
                "\(typo.output.suffix(3000))")
    }
}
