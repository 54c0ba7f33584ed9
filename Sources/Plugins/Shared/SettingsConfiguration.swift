import Foundation

/// The configurations settingsc applies to a target's definitions, as a build plugin must know them:
/// the nearest `.settingsc.json` of each definition (in a bundle, beside a file, or in a folder above,
/// up to the file-system root), which settingsc finds itself. They are inputs of the check, so that
/// editing one runs it again. A target is pointed at its own configuration by a `.settingsc.json` in
/// its folder (SwiftPM leaves hidden files out of a target: nothing to exclude).
///
/// Shared by the plugin targets through a symbolic link in each (a plugin cannot depend on a library).
enum SettingsConfiguration {
    static let fileName = ".settingsc.json"

    /// The configuration files that apply to `definitions`, each once, in the order first met.
    static func inputs(for definitions: [SettingsDefinition]) -> [URL] {
        var found: [URL] = []
        for definition in definitions {
            var folder = definition.url.standardizedFileURL
            // A bundle's search starts in the bundle; a file's in its folder.
            if definition.url.pathExtension != "bundle" { folder.deleteLastPathComponent() }
            while true {
                let candidate = folder.appendingPathComponent(fileName)
                if FileManager.default.fileExists(atPath: candidate.path) {
                    if !found.contains(candidate) { found.append(candidate) }
                    break
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return found
    }
}
