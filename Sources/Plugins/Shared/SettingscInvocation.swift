import Foundation

/// settingsc run by a command plugin over the settings definitions of the chosen targets, with paths
/// relative to the package, in the package's folder.
enum SettingscInvocation {
    /// Runs `settingsc COMMAND OPTIONS -- PATHS` in `directory`; the paths it was given. An error when
    /// there is nothing to run it on, or when it fails.
    static func run(_ command: String, on definitions: [SettingsDefinition], in directory: URL, settingsc: URL,
                    options: [String]) throws -> [String] {
        guard !definitions.isEmpty else {
            throw PluginError("no settings definitions (cell-style .plist files or Settings bundles) in the targets")
        }
        let base = directory.standardizedFileURL.path + "/"
        let paths = definitions.map { definition in
            let path = definition.url.path
            return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        }
        let process = Process()
        process.executableURL = settingsc
        process.arguments = [command] + options + ["--"] + paths
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginError("settingsc \(command) failed (exit status \(process.terminationStatus))")
        }
        return paths
    }
}
