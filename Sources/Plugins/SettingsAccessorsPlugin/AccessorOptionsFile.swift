import Foundation

/// A `settingsc-accessors.json`: what a target asks of `SettingsAccessorsPlugin` (the generated code's
/// access level and type names). The plugin only finds it and hands it to `settingsc generate swift
/// --options-file`, which reads it when it runs: an edit then takes effect at the next build, whereas
/// SwiftPM asks a plugin for its commands only when it plans a build anew.
enum AccessorOptionsFile {
    static let name = "settingsc-accessors.json"

    /// The one nearest to `definition`: in its folder or a folder above it, up to `root` (the package's
    /// or the Xcode project's folder).
    static func nearest(to definition: URL, root: URL) -> URL? {
        let rootPath = root.standardizedFileURL.path
        var folder = definition.standardizedFileURL.deletingLastPathComponent()
        while folder.path.hasPrefix(rootPath) {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            if folder.path == rootPath || folder.pathComponents.count <= 1 { break }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
