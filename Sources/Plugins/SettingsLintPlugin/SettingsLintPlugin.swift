import Foundation
import PackagePlugin

/// Build-tool plugin: `settingsc validate` over a target's settings definitions (cell-style `.plist`
/// files and Settings bundles, found as `SettingsDefinition` says) as part of its build. Diagnostics are the build's own
/// (`/abs/path:line:col: error: …`) and an error fails the build.
///
/// A build command, not a prebuild one: only build commands may run an executable built from source.
/// Its output is an empty Swift file that `validate --touch` writes when the check passes: a command
/// without outputs would not run at all in packages before tools-version 6.0, and any other kind of
/// output would be copied into the target's resources. So the check runs again only when a file of a
/// definition (or settingsc) changed.
///
/// The configuration: settingsc finds the nearest `.settingsc.json` of each definition itself (put one
/// in the target's folder to give the target its own); those files are inputs of the check too, so
/// that editing one runs it again.
@main
struct SettingsLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let definitions = SettingsDefinition.find(in: module.sourceFiles.map(\.url),
                                                  root: context.package.directoryURL)
        return try Self.commands(for: definitions, settingsc: context.tool(named: "settingsc").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }

    /// One command for all of a target's definitions (validate checks them in parallel).
    static func commands(for definitions: [SettingsDefinition], settingsc: URL, workDirectory: URL) -> [Command] {
        guard !definitions.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("settingsc-validated.swift")
        let names = definitions.map(\.url.lastPathComponent).joined(separator: ", ")
        return [.buildCommand(
            displayName: "settingsc validate \(names)",
            executable: settingsc,
            arguments: ["validate", "--color", "never", "--touch", stamp.path, "--"] + definitions.map(\.url.path),
            inputFiles: definitions.flatMap(\.inputs) + SettingsConfiguration.inputs(for: definitions),
            outputFiles: [stamp]
        )]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SettingsLintPlugin: XcodeBuildToolPlugin {
    /// Xcode lists a Settings.bundle as one resource entry; the bundle is checked whole.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let definitions = SettingsDefinition.find(in: target.inputFiles.map(\.url),
                                                  root: context.xcodeProject.directoryURL)
        return try Self.commands(for: definitions, settingsc: context.tool(named: "settingsc").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
