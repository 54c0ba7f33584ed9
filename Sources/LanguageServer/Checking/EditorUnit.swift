import PropertyList
import Platform
import SettingsCompiler

/// What is checked together when an editor changes a file: the Settings bundle the file is part of
/// (every page and table of it), else the file on its own.
enum EditorUnit: Hashable, Sendable {
    /// A bundle's folder.
    case bundle(String)
    /// A definition or page outside any bundle (a page's folder is still looked into for its panes).
    case file(String)
    /// A `.strings` table outside any bundle.
    case table(String)
    /// A String Catalog outside any bundle.
    case catalog(String)
    /// A `.settingsc.json`.
    case configuration(String)

    /// The folder or file checked.
    var path: String {
        switch self {
        case .bundle(let path), .file(let path), .table(let path), .catalog(let path), .configuration(let path): path
        }
    }

    /// The unit of the file at `path` (absolute): the nearest folder above it named `*.bundle`; else
    /// its folder (or, for a file in a `<lang>.lproj` folder, that folder's parent) when that is one
    /// of `workspaceFolders` (the folders the editor has open) and holds a root page; else the file
    /// itself. A configuration is a unit of its own.
    ///
    /// Any other folder holding a `Root.plist` (an unsaved one, even) is no bundle: every file in it
    /// and below would be read and checked at every keystroke (from `/`, the whole file system).
    static func containing(_ path: String, overlay: SourceOverlay = .none, workspaceFolders: Set<String> = [])
        -> EditorUnit {
        if System.baseName(of: path) == ".settingsc.json" { return .configuration(path) }
        if let bundle = BundleRoot.enclosingBundle(of: path, maxDepth: BundleFiles.maxDepth) { return .bundle(bundle) }
        let own = System.parentDirectory(of: path)
        let candidates = own.hasSuffix(".lproj") ? [own, System.parentDirectory(of: own)] : [own]
        for candidate in candidates where candidate != "/" && workspaceFolders.contains(candidate) {
            if BundleRoot.hasRootPage(candidate, overlay: overlay) { return .bundle(candidate) }
        }
        if path.hasSuffix(".strings") { return .table(path) }
        return path.hasSuffix(".xcstrings") ? .catalog(path) : .file(path)
    }
}
