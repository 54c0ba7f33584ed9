import Foundation

/// A settings definition among a target's files, as every plugin finds them: a `*Settings.plist` file,
/// or a `*.bundle` folder holding a `Root.plist` (a Settings bundle), whether the build system lists
/// that folder as one entry (Xcode) or lists the files inside it (SwiftPM).
///
/// Shared by the plugin targets through a symbolic link in each (a plugin cannot depend on a library).
struct SettingsDefinition {
    /// The `.plist` file, or the bundle folder.
    var url: URL
    /// Every file settingsc reads for it: the file itself, or each file in the bundle.
    var inputs: [URL]

    /// The definitions among `files`, each once, in the order first met.
    static func find(in files: [URL]) -> [SettingsDefinition] {
        var found: [SettingsDefinition] = []
        var seen: Set<String> = []
        for file in files.map(\.standardizedFileURL) {
            if let bundle = enclosingBundle(of: file) {
                // A Settings bundle when it holds a Root.plist; else its plists are resources, not definitions.
                if seen.insert(bundle.path).inserted,
                   FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Root.plist").path) {
                    found.append(SettingsDefinition(url: bundle, inputs: regularFiles(in: bundle)))
                }
            } else if file.lastPathComponent.hasSuffix("Settings.plist"), seen.insert(file.path).inserted {
                found.append(SettingsDefinition(url: file, inputs: [file]))
            }
        }
        return found
    }

    /// The Swift type `settingsc generate swift` is asked for: `AppSettings` for `Settings.plist` and
    /// `Settings.bundle`, else the name in UpperCamelCase ending in `Settings` (`Debug-settings.plist`
    /// → `DebugSettings`), so that two definitions of one target give two types.
    var typeName: String {
        let base = url.deletingPathExtension().lastPathComponent
        var name = base.split { !$0.isLetter && !$0.isNumber }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
        if name.isEmpty || name == "Settings" || name == "Root" { return "AppSettings" }
        if name.first!.isNumber { name = "_" + name }
        return name.hasSuffix("Settings") ? name : name + "Settings"
    }

    /// `file` itself or the innermost folder around it whose name ends in `.bundle`.
    private static func enclosingBundle(of file: URL) -> URL? {
        var candidate = file
        while candidate.pathComponents.count > 1 {
            if candidate.lastPathComponent.hasSuffix(".bundle") { return candidate }
            candidate.deleteLastPathComponent()
        }
        return nil
    }

    /// The regular files under `folder`, sorted, so that a change to any of them reruns the check.
    private static func regularFiles(in folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in walk where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}
