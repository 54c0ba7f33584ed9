import Foundation
import PackagePlugin

/// Build-tool plugin: typed accessors for a target's settings definitions, compiled into the target.
/// For each definition, `settingsc generate swift --output <work dir>/<Type>.generated.swift
/// --type-name <Type>`, where `<Type>` is `AppSettings` for `Settings.plist` or
/// `Settings.bundle` (see `SettingsDefinition.typeName`); with `--options-file` when a
/// `settingsc-accessors.json` is beside it or in a folder above it (`AccessorOptionsFile`), whose type
/// name and access level win (a library target makes its settings `public`). generate checks the
/// definition first, so its diagnostics are the build's own and an error fails the build: a target
/// uses this plugin or SettingsLintPlugin, not both.
///
/// A build command: it reruns only when a file of the definition changes, and generate leaves an
/// unchanged output untouched, so nothing downstream rebuilds.
@main
struct SettingsAccessorsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let definitions = SettingsDefinition.find(in: module.sourceFiles.map(\.url),
                                                  root: context.package.directoryURL)
        return try Self.commands(for: definitions, root: context.package.directoryURL,
                                 settingsc: context.tool(named: "settingsc").url, output: context.pluginWorkDirectoryURL)
    }

    /// One command per definition, each writing one Swift file into `output`; options files are looked
    /// for up to `root`.
    static func commands(for definitions: [SettingsDefinition], root: URL, settingsc: URL, output: URL) throws -> [Command] {
        var typeNames: [String: URL] = [:]
        return try definitions.map { definition in
            let typeName = definition.typeName
            if let other = typeNames.updateValue(definition.url, forKey: typeName) {
                throw PluginError("'\(other.lastPathComponent)' and '\(definition.url.lastPathComponent)' would both "
                    + "generate the type \(typeName); rename one of them")
            }
            let options = AccessorOptionsFile.nearest(to: definition.url, root: root)
            // Not `<Type>.swift`: a file of that name in the target would clash (one name per module).
            let file = output.appendingPathComponent(typeName + ".generated.swift")
            return .buildCommand(
                displayName: "settingsc generate swift \(definition.url.lastPathComponent) → \(file.lastPathComponent)",
                executable: settingsc,
                arguments: ["generate", "swift", "--output", file.path, "--type-name", typeName]
                    + (options.map { ["--options-file", $0.path] } ?? []) + [definition.url.path],
                environment: ["NO_COLOR": "1"],
                inputFiles: definition.inputs + (options.map { [$0] } ?? []),
                outputFiles: [file]
            )
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SettingsAccessorsPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let definitions = SettingsDefinition.find(in: target.inputFiles.map(\.url),
                                                  root: context.xcodeProject.directoryURL)
        return try Self.commands(for: definitions, root: context.xcodeProject.directoryURL,
                                 settingsc: context.tool(named: "settingsc").url, output: context.pluginWorkDirectoryURL)
    }
}
#endif
