import Foundation
import PackagePlugin

/// Command plugin: `swift package --allow-writing-to-package-directory settings-catalog compile|extract
/// [--target NAME]... [options]` runs `settingsc catalog compile` or `catalog extract` on every Settings
/// bundle of the package's targets (all, or those named), with paths relative to the package; other
/// arguments go to settingsc (`--source-language de`).
///
/// This is SwiftPM's route to a bundle's `.strings` tables: a build tool plugin may write only into its
/// own work folder, and SwiftPM puts what it writes there into the module's resource bundle, each
/// `<lang>.lproj` file at that bundle's top: never into a copied `Settings.bundle`. So the tables are
/// compiled into the bundle in the package, and `.copy("Settings.bundle")` ships them.
@main
struct SettingsCatalogCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let selection = try TargetSelection(context: context, arguments: arguments)
        try Self.run(selection.options, on: selection.definitions, in: selection.root,
                     settingsc: context.tool(named: "settingsc").url)
    }

    /// Runs `settingsc catalog ACTION` on each bundle among `definitions`; an error when one run fails, when
    /// the action is missing, or when there is no bundle.
    static func run(_ arguments: [String], on definitions: [SettingsDefinition], in directory: URL, settingsc: URL) throws {
        guard let action = arguments.first, ["compile", "extract"].contains(action) else {
            throw PluginError("usage: swift package --allow-writing-to-package-directory settings-catalog compile|extract "
                + "[--target NAME]... [settingsc catalog options]")
        }
        let bundles = definitions.filter { $0.url.pathExtension == "bundle" }
        guard !bundles.isEmpty else { throw PluginError("no Settings bundles in the targets") }
        let base = directory.standardizedFileURL.path + "/"
        for bundle in bundles {
            let path = bundle.url.path.hasPrefix(base) ? String(bundle.url.path.dropFirst(base.count)) : bundle.url.path
            let process = Process()
            process.executableURL = settingsc
            process.arguments = ["catalog"] + arguments + ["--", path]
            process.currentDirectoryURL = directory
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw PluginError("settingsc catalog \(action) \(path) failed (exit status \(process.terminationStatus))")
            }
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SettingsCatalogCommand: XcodeCommandPlugin {
    /// Xcode passes the chosen targets as `--target NAME`; without any, every target of the project.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        let files = targets.flatMap { $0.inputFiles.map(\.url) }
        try Self.run(extractor.remainingArguments, on: SettingsDefinition.find(in: files, root: context.xcodeProject.directoryURL),
                     in: context.xcodeProject.directoryURL, settingsc: context.tool(named: "settingsc").url)
    }
}
#endif
