import Platform

/// Globs written in one configuration, relative to its folder (`exclude`, an override's `files`): a
/// configuration that extends another keeps the other's patterns relative to the other's folder.
public struct PathPatterns: Sendable {
    /// The folder the patterns are relative to, absolute.
    public var directory: String
    public var globs: [Glob]

    public init(directory: String, globs: [Glob]) {
        self.directory = directory
        self.globs = globs
    }

    /// Whether a pattern matches `path` (absolute) itself.
    func matches(_ path: String, isDirectory: Bool) -> Bool {
        guard !globs.isEmpty else { return false }
        let relative = System.relativePath(path, inside: directory)
        let name = System.baseName(of: path)
        return globs.contains { $0.matches(relative: relative, name: name, isDirectory: isDirectory) }
    }

    /// Whether a pattern matches `path` (absolute) or a folder it is in, up to the patterns' folder: a
    /// pattern that names a folder takes in what is inside it, as it does when a walk leaves it out.
    func covers(_ path: String, isDirectory: Bool) -> Bool {
        if matches(path, isDirectory: isDirectory) { return true }
        var folder = System.parentDirectory(of: path)
        while folder != path, let relative = System.relativePath(folder, inside: directory), !relative.isEmpty {
            if matches(folder, isDirectory: true) { return true }
            let parent = System.parentDirectory(of: folder)
            if parent == folder { break }
            folder = parent
        }
        return false
    }
}
