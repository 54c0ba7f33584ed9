import Foundation
import PackagePlugin

/// Command plugin: `swift package settings-lint [--target NAME]... [validate options]` runs
/// `settingsc validate` over the settings definitions of the package's targets (all, or those named),
/// with paths relative to the package. Other arguments go to validate (`--strict`,
/// `--diagnostics json`...). Fails when validate does. Standard output is validate's alone (a JSON or
/// SARIF report parses); what the plugin says itself is a progress message (standard error).
@main
struct SettingsLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let selection = try TargetSelection(context: context, arguments: arguments)
        try Self.validate(selection.definitions, in: selection.root, settingsc: context.tool(named: "settingsc").url,
                          options: selection.options)
    }

    /// Runs validate in `directory` over `definitions`; an error when it fails or finds nothing to check.
    static func validate(_ definitions: [SettingsDefinition], in directory: URL, settingsc: URL,
                         options: [String]) throws {
        let paths = try SettingscInvocation.run("validate", on: definitions, in: directory, settingsc: settingsc,
                                                options: options)
        // Not print(): SwiftPM shows a plugin's own output (both streams) on its standard output.
        Diagnostics.progress("checked " + paths.joined(separator: ", "))
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SettingsLintCommand: XcodeCommandPlugin {
    /// Xcode passes the chosen targets as `--target NAME`; without any, every target of the project.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        let files = targets.flatMap { $0.inputFiles.map(\.url) }
        try Self.validate(SettingsDefinition.find(in: files, root: context.xcodeProject.directoryURL),
                          in: context.xcodeProject.directoryURL,
                          settingsc: context.tool(named: "settingsc").url, options: extractor.remainingArguments)
    }
}
#endif
