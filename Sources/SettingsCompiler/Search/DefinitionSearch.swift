import PropertyList
import Platform

/// The settings definitions below a folder that is not a bundle: every Settings bundle (a
/// folder named `*.bundle` with a root page) and every cell-style definition (a `*.plist` whose root is
/// an array of sections), in path order. Folders of tools and dependencies (`.git`, `.build`,
/// `DerivedData`, `Pods`, `node_modules`) and what the configuration's `exclude` names are left out.
/// The package plugins decide alike (`Sources/Plugins/Shared/SettingsDefinition.swift`): change both.
package enum DefinitionSearch {
    /// Folders never searched: version control, build products, dependencies.
    package static let skippedFolders: Set<String> = [".git", ".build", "DerivedData", "Pods", "node_modules"]
    /// How deep a walk goes: far below any project's bundles, and a bound where links make a loop.
    static let maxDepth = 64

    /// What a search found, and what it could not look at.
    package struct Found {
        /// Bundles and cell-style definitions, in path order.
        package var paths: [String] = []
        /// Folders and `.plist` files that could not be read, names that are not UTF-8, and where the walk
        /// stopped at a limit: each would otherwise pass unchecked without a word.
        package var failures: [System.FileError] = []
    }

    /// The bundles and cell-style definitions below `folder` (paths that start with `folder` as given),
    /// in path order: folder by folder, names in byte order. `configuration` gives the configuration
    /// that applies in a folder (an absolute path), whose `exclude` is honoured there; it is told
    /// whether the folder's listing has no `.settingsc.json` (`ConfigurationResolver`).
    /// `tell` is told of each definition as the walk comes to it.
    package static func search(_ folder: String, configuration: (_ folder: String, _ listedWithout: Bool) -> Configuration?,
                               tell: (String) -> Void = { _ in }) -> Found {
        var found = Found()
        walk(folder, absolute: System.absolutePath(folder), depth: 0, configuration: configuration, tell: tell, into: &found)
        return found
    }

    /// `listed`: the folder's listing when the caller has made it already.
    private static func walk(_ folder: String, absolute: String, depth: Int,
                             configuration: (_ folder: String, _ listedWithout: Bool) -> Configuration?,
                             tell: (String) -> Void, listed: Result<System.DirectoryListing, System.FileError>? = nil,
                             into found: inout Found) {
        let listing: System.DirectoryListing
        switch listed ?? System.listDirectory(folder) {
        case .success(let listed): listing = listed
        case .failure(let error):
            found.failures.append(error)
            return
        }
        // A listing cut at its limit says nothing of the names it left out.
        let listedWithout = !listing.isTruncated
            && !listing.entries.contains { System.sameBytes($0.name, Configuration.fileName) }
        let applying = configuration(absolute, listedWithout)
        // What a walk would have looked into: folders, and files named like definitions.
        for entry in listing.undecodable where entry.kind == .directory || entry.name.hasSuffix(".plist") {
            found.failures.append(.undecodableName(System.join(folder, entry.name)))
        }
        if listing.isTruncated { found.failures.append(.tooManyEntries(folder)) }
        for entry in listing.entries where !skippedFolders.contains(entry.name) {
            let path = System.join(folder, entry.name)
            let entryAbsolute = System.join(absolute, entry.name)
            // Folders reached through links are not entered: two links to "." would make the walk endless.
            let isDirectory = entry.kind == .directory
            let isFile = entry.kind == .regular || (entry.kind == .symbolicLink && System.isRegularFile(path))
            guard isDirectory || isFile else { continue }
            if applying?.excludes(entryAbsolute, isDirectory: isDirectory) == true { continue }
            if isDirectory {
                // A folder named as a bundle is listed once: for its root page, and for the walk into it when
                // it has none (an asset bundle).
                let listed = BundleRoot.isNamedAsBundle(entry.name) ? System.listDirectory(path) : nil
                if let listed, BundleRoot.isFoundBundle(path, name: entry.name, entries: (try? listed.get())?.entries ?? []) {
                    found.paths.append(path)
                    tell(path)
                } else if depth == maxDepth {
                    found.failures.append(System.FileError(path: path, reason: "the folder walk stops \(maxDepth) folders deep: "
                        + "nothing in this folder is checked (name it on the command line)", code: 40))
                } else {
                    walk(path, absolute: entryAbsolute, depth: depth + 1, configuration: configuration, tell: tell,
                         listed: listed, into: &found)
                }
            } else if entry.name.hasSuffix(".plist") {
                switch CellStyleSniffer.isDefinition(path) {
                case .success(let isDefinition):
                    if isDefinition {
                        found.paths.append(path)
                        tell(path)
                    }
                case .failure(let error): found.failures.append(error)
                }
            }
        }
    }
}
