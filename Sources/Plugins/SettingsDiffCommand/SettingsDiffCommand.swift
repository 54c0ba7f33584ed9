import Foundation
import PackagePlugin

/// Command plugin: `swift package settings-diff --git REV [--target NAME]... [diff options]` runs
/// `settingsc diff --git REV` over the settings definitions of the package's targets (all, or those
/// named), with paths relative to the package: what a change since REV does to the screens and to
/// users' stored values. Other arguments go to diff (`--format markdown`, `--fail-on breaking`...).
/// Fails when diff does. Standard output is diff's alone (its JSON parses).
@main
struct SettingsDiffCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let selection = try TargetSelection(context: context, arguments: arguments)
        try Self.diff(selection.definitions, in: selection.root, settingsc: context.tool(named: "settingsc").url,
                      options: selection.options)
    }

    /// Runs diff in `directory` over `definitions`; an error when it fails, finds nothing to compare, or
    /// is not given `--git REV`.
    static func diff(_ definitions: [SettingsDefinition], in directory: URL, settingsc: URL, options: [String]) throws {
        guard options.contains(where: { $0 == "--git" || $0.hasPrefix("--git=") }) else {
            throw PluginError("settings-diff compares with a git revision: swift package settings-diff --git REV")
        }
        _ = try SettingscInvocation.run("diff", on: definitions, in: directory, settingsc: settingsc, options: options)
    }
}
