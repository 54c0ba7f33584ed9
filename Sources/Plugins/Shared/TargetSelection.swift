import Foundation
import PackagePlugin

/// What a command plugin runs settingsc over: the settings definitions of the package's targets — all,
/// or those named by `--target NAME` — found as the folder walk finds them, with the arguments it does
/// not take itself left for settingsc.
///
/// Shared by the command plugins through a symbolic link in each (a plugin cannot depend on a library).
struct TargetSelection {
    /// The definitions found, in the order first met.
    var definitions: [SettingsDefinition]
    /// The package's folder: paths are given to settingsc relative to it.
    var root: URL
    /// The arguments that are settingsc's (`--strict`, `--format markdown`…).
    var options: [String]

    init(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let files = targets.compactMap(\.sourceModule).flatMap { $0.sourceFiles.map(\.url) }
        root = context.package.directoryURL
        definitions = SettingsDefinition.find(in: files, root: root)
        options = extractor.remainingArguments
    }
}
