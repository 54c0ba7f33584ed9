import PropertyList
import Foundation
import Testing

/// The package plugins with the prebuilt settingsc of the artifact bundle (`make dist`), as SwiftLint
/// offers its plugins: scripts/plugins-package.sh writes a package with a binary target (the bundle, by
/// path) and the same plugins, and an app's package depends on that one. Its clean build runs the
/// bundle's binary and compiles no settingsc source (29–41 s of a clean build when the plugin depends
/// on settingsc's executable target).
@Suite("SwiftPM plugins with the artifact bundle", .serialized)
struct ArtifactBundlePluginTests {
    @Test func theLintPluginRunsTheBundlesBinaryAndFailsTheBuildAtTheLine() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let zip = try DistributionTests.artifacts().appendingPathComponent("settingsc.artifactbundle.zip")
        let plugins = directory.appendingPathComponent("settingsc-plugins")
        let script = Settingsc.root.appendingPathComponent("scripts/plugins-package.sh")
        let written = try ProcessLauncher.run(script, [plugins.path, zip.path],
                                              timeout: 60)
        #expect(written.status == 0, "\(written.stderr)")

        let package = try PluginTests.package(plugin: "SettingsLintPlugin", plugins: plugins)
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        let scratch = directory.appendingPathComponent("scratch")
        let sources = package.appendingPathComponent("Sources/App").standardizedFileURL.path
        let plist = package.appendingPathComponent("Sources/App/Settings.plist")
        try Data(PluginTests.definition(firstRow: PluginTests.brokenRow).utf8).write(to: plist)
        let started = Date()
        let broken = try PluginTests.swift(["build"], in: package, scratch: scratch)
        print("clean build with the artifact bundle: \(Int(Date().timeIntervalSince(started))) s")
        #expect(broken.status != 0)
        #expect(broken.output.contains("\(sources)/Settings.plist:5:71: error: unknown cell style 'SettingSwtichCell'; "
            + "did you mean 'SettingSwitchCell'? [unknown-cell-style]"), "\(broken.output.suffix(3000))")

        // No module of settingsc was compiled: the build folder has none, and the tool the plugin ran is
        // the bundle's (extracted under artifacts/).
        let built = FileManager.default.enumerator(atPath: scratch.path)?.compactMap { $0 as? String } ?? []
        let modules = ["settingsc.build", "LanguageServer.build", "SettingsCompiler.build", "PropertyList.build", "JSON.build",
                       "XMLStream.build", "Diagnostics.build", "Platform.build"]
        #expect(!built.contains { modules.contains(URL(fileURLWithPath: $0).lastPathComponent) },
                "\(built.filter { $0.hasSuffix(".build") })")
        #expect(built.contains { $0.hasPrefix("artifacts/") && $0.hasSuffix("/bin/settingsc") }, "\(built.prefix(50))")
        #expect(!broken.output.contains("Compiling settingsc"), "\(broken.output.suffix(3000))")

        try Data(PluginTests.definition().utf8).write(to: plist)
        let fixed = try PluginTests.swift(["build"], in: package, scratch: scratch)
        #expect(fixed.status == 0, "\(fixed.output.suffix(3000))")
        #expect(fixed.output.contains("settingsc validate Settings.bundle, Settings.plist"), "\(fixed.output.suffix(3000))")
    }
}
