import Foundation
import PackagePlugin

/// Build-tool plugin: `settingsc validate` over a target's settings definitions (`*Settings.plist`
/// files and Settings bundles) on every build. Diagnostics are the build's own
/// (`/abs/path:line:col: error: …`) and an error fails the build.
///
/// A build command, not a prebuild one: only build commands may run an executable built from source.
/// validate writes nothing, so the command declares no outputs and SwiftPM runs it on every build
/// (tools-version 5.11 and later); it takes a few milliseconds.
@main
struct SettingsLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let definitions = SettingsDefinition.find(in: module.sourceFiles.map(\.url))
        return try Self.commands(for: definitions, settingsc: context.tool(named: "settingsc").url)
    }

    /// One command for all of a target's definitions (validate checks them in parallel).
    static func commands(for definitions: [SettingsDefinition], settingsc: URL) -> [Command] {
        guard !definitions.isEmpty else { return [] }
        let names = definitions.map(\.url.lastPathComponent).joined(separator: ", ")
        return [.buildCommand(
            displayName: "settingsc validate \(names)",
            executable: settingsc,
            arguments: ["validate", "--color", "never"] + definitions.map(\.url.path),
            inputFiles: definitions.flatMap(\.inputs)
        )]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SettingsLintPlugin: XcodeBuildToolPlugin {
    /// Xcode lists a Settings.bundle as one resource entry; the bundle is checked whole.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let definitions = SettingsDefinition.find(in: target.inputFiles.map(\.url))
        return try Self.commands(for: definitions, settingsc: context.tool(named: "settingsc").url)
    }
}
#endif
