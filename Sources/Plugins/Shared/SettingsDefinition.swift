import Foundation

/// A settings definition among a target's files, as every plugin finds them, whether the build system
/// lists a bundle folder as one entry (Xcode) or lists the files inside it (SwiftPM).
///
/// Which files are definitions is decided as `settingsc validate DIR` decides it in its folder walk, so
/// that the build checks what a run over the target's folder checks, no more and no less; it must stay
/// in step with `Sources/SettingsCompiler/Search/DefinitionSearch.swift` (the walk and its skipped
/// folders), `Search/CellStyleSniffer.swift` (a cell-style definition by content) and
/// `Model/Bundle/BundleRoot.swift` (the root pages), which this file cannot import (a plugin cannot
/// depend on a library):
/// - a Settings bundle is a `*.bundle` folder holding a root page (`Root.plist`, `Root~iphone.plist`,
///   `Root~ipad.plist` or `<lang>.lproj/Root.plist`); the outermost such folder around a file wins, as the
///   walk enters no bundle it found. A `*.bundle` without one ships other resources (images, a
///   framework's files): its files are judged one by one, as the walk does;
/// - a cell-style definition is a `.plist` whose root (XML or binary) is an array whose first element is a
///   dictionary carrying a section key (`SectionTitle`, `Data`, `FooterText`), whatever its name: the name
///   says nothing (`Screens.plist` is one, an export-options `ProductsSettings.plist` is not). A
///   `*Settings.plist` that does not parse at all is kept, so that its error fails the build instead of
///   the file passing unchecked;
/// - files below a folder of tools and dependencies (`.git`, `.build`, `DerivedData`, `Pods`,
///   `node_modules`) are left out, counted from the package's (or Xcode project's) folder, `root`: a
///   dependency checked out under `.build/checkouts` is a package of its own.
/// `Tests/EndToEndTests/PluginDefinitionTests.swift` holds the two together on a folder of cases.
///
/// Shared by the plugin targets through a symbolic link in each (a plugin cannot depend on a library).
struct SettingsDefinition {
    /// The `.plist` file, or the bundle folder.
    var url: URL
    /// Every file settingsc reads for it: the file itself, or each file in the bundle.
    var inputs: [URL]

    /// Folders never searched, as the walk's `DefinitionSearch.skippedFolders`.
    static let skippedFolders: Set<String> = [".git", ".build", "DerivedData", "Pods", "node_modules"]
    /// The pages the Settings app starts at, as `BundleRoot.rootPages`.
    static let rootPages = ["Root.plist", "Root~iphone.plist", "Root~ipad.plist"]
    /// The keys a section of the cell-style format carries, as `CellStyleDecoder.sectionKeys`.
    static let sectionKeys = ["SectionTitle", "Data", "FooterText"]

    /// The definitions among `files` (of targets of the package or Xcode project in the folder `root`),
    /// each once, in the order first met.
    static func find(in files: [URL], root: URL) -> [SettingsDefinition] {
        let root = root.standardizedFileURL.pathComponents
        var found: [SettingsDefinition] = []
        var seen: Set<String> = []
        for file in files.map(\.standardizedFileURL) {
            let components = file.pathComponents
            // The folders between `root` and the file; all of them for a file listed from elsewhere.
            let inside = components.starts(with: root) ? root.count : 1
            if components[inside...].dropLast().contains(where: skippedFolders.contains) { continue }
            if let bundle = enclosingBundle(of: components, from: inside) {
                if seen.insert(bundle.path).inserted {
                    found.append(SettingsDefinition(url: bundle, inputs: regularFiles(in: bundle)))
                }
            } else if file.pathExtension == "plist", isCellStyle(file), seen.insert(file.path).inserted {
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

    /// The outermost folder from `components[start...]` (the file itself included) named `*.bundle` that
    /// holds a root page.
    private static func enclosingBundle(of components: [String], from start: Int) -> URL? {
        guard start < components.count else { return nil }
        for end in start..<components.count where components[end].hasSuffix(".bundle") {
            let folder = URL(fileURLWithPath: NSString.path(withComponents: Array(components[...end])), isDirectory: true)
            if hasRootPage(folder) { return folder.standardizedFileURL }
        }
        return nil
    }

    /// Whether `folder` holds a page the Settings app starts at (a link to a file counts).
    private static func hasRootPage(_ folder: URL) -> Bool {
        if rootPages.contains(where: { isRegularFile(folder.appendingPathComponent($0)) }) { return true }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.contains { $0.hasSuffix(".lproj") && isRegularFile(folder.appendingPathComponent("\($0)/Root.plist")) }
    }

    /// Whether `url` is a file, not a folder; a link is followed, as the walk does.
    private static func isRegularFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// Whether `file` is a cell-style definition: its root an array whose first element is a dictionary
    /// with a section key. One that does not parse counts when named `*Settings.plist` and not empty.
    private static func isCellStyle(_ file: URL) -> Bool {
        guard isRegularFile(file), let data = try? Data(contentsOf: file) else { return false }
        guard let root = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
            return !data.isEmpty && file.lastPathComponent.hasSuffix("Settings.plist")
        }
        guard let first = (root as? [Any])?.first as? [String: Any] else { return false }
        return sectionKeys.contains { first[$0] != nil }
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
