import PropertyList
import Platform

/// What counts as a Settings bundle's folder: the one place every front end asks (the command line, the
/// folder walk, the editor, the store's domain names, a table's summary).
///
/// A bundle is known by two signs: its name (`Settings.bundle`, `InAppSettings.bundle`) and a root page
/// (the page the Settings app starts at). Which signs are enough depends on who asks, and why:
/// - a folder **named on the command line** is read as a bundle if it shows either (`isNamedBundle(_:)`):
///   the user pointed at it, and a `*.bundle` without a root page is worth an error (`missing-root-page`);
/// - a folder **met in a walk** must show both (`isFoundBundle(_:name:entries:)`): apps ship other `*.bundle`
///   folders (images, a framework's resources) that are not settings, and a folder that merely holds a
///   `Root.plist` is searched like any other;
/// - a file **an editor changes** belongs to the nearest folder above it named `*.bundle`
///   (`enclosingBundle(of:)`), or else to its workspace folder when that holds a root page, saved or not.
package enum BundleRoot {
    /// The pages the Settings app starts at (without `.plist`), in the order it looks for them; each may
    /// also be in a `<lang>.lproj` folder.
    package static let rootPages = ["Root", "Root~iphone", "Root~ipad"]
    private static let rootPageNames = rootPages.map { $0 + ".plist" }

    /// Whether `path` (a folder, or a path's component) is named as a bundle is: `*.bundle`, trailing
    /// slashes aside. By its bytes, as the file system names it (and without counting characters: the
    /// walk asks this of every folder it meets).
    package static func isNamedAsBundle(_ path: some StringProtocol) -> Bool {
        var name = Substring(path).utf8
        while name.count > 1, name.last == UInt8(ascii: "/") { name = name.dropLast() }
        return System.name(name, endsWith: ".bundle")
    }

    /// Whether `folder` holds a page the Settings app starts at: `Root.plist`, `Root~iphone.plist`,
    /// `Root~ipad.plist` or `<lang>.lproj/Root.plist`, on disk (a link to a file counts) or, unsaved, in
    /// `overlay`.
    package static func hasRootPage(_ folder: String, overlay: SourceOverlay = .none) -> Bool {
        if rootPageNames.contains(where: { overlay.text(at: System.join(folder, $0)) != nil }) { return true }
        return hasRootPage(folder, entries: System.directoryEntries(folder) ?? [])
    }

    /// The same on disk, for a folder whose entries were listed already.
    package static func hasRootPage(_ folder: String, entries: [System.DirectoryEntry], overlay: SourceOverlay = .none) -> Bool {
        let isFile = { (entry: System.DirectoryEntry) in
            entry.kind == .regular || (entry.kind == .symbolicLink && System.isRegularFile(System.join(folder, entry.name)))
        }
        if entries.contains(where: { rootPageNames.contains($0.name) && isFile($0) }) { return true }
        return entries.contains { entry in
            guard entry.kind == .directory, entry.name.hasSuffix(".lproj") else { return false }
            let page = System.join(System.join(folder, entry.name), "Root.plist")
            return overlay.text(at: page) != nil || System.isRegularFile(page)
        }
    }

    /// A folder the user named: a bundle when it is named `*.bundle` or holds a root page.
    package static func isNamedBundle(_ folder: String) -> Bool {
        isNamedAsBundle(folder) || hasRootPage(folder)
    }

    /// A folder a walk meets, named `name` in its parent and holding `entries`: a bundle when it is named
    /// `*.bundle` and holds a root page.
    package static func isFoundBundle(_ folder: String, name: String, entries: [System.DirectoryEntry]) -> Bool {
        isNamedAsBundle(name) && hasRootPage(folder, entries: entries)
    }

    /// The nearest folder above `path` named `*.bundle`, up to `maxDepth` folders up; nil when there is none.
    package static func enclosingBundle(of path: String, maxDepth: Int) -> String? {
        var folder = System.parentDirectory(of: path)
        for _ in 0...maxDepth {
            if isNamedAsBundle(folder) { return folder }
            let parent = System.parentDirectory(of: folder)
            if parent == folder || parent == "." || parent == "/" { return nil }
            folder = parent
        }
        return nil
    }
}
