import PropertyList
import Platform

/// A project's `.settingsc.json` (SPEC §11): how settingsc checks the files below the folder it is in.
public struct Configuration: Sendable {
    /// The file's name: what is looked for in each folder from a FILE up to the file-system root.
    public static let fileName = ".settingsc.json"

    /// The file it was read from, as diagnostics name it.
    public var path: String
    /// Its folder, absolute: what `exclude` globs are relative to.
    public var directory: String
    /// Rule id → what to make of the rule.
    public var rules: [String: RuleSetting] = [:]
    /// Warnings fail the run.
    public var strict = false
    public var profiles: Set<Profile> = []
    /// Paths a folder walk leaves out (relative to `directory`).
    public var exclude: [Glob] = []
    /// Texts that are the same in every language (names): never missing translations.
    public var untranslated: Set<String> = []

    public init(path: String, directory: String) {
        self.path = path
        self.directory = directory
    }

    /// Whether a folder walk leaves out `path` (absolute; `isDirectory` for patterns ending in `/`).
    package func excludes(_ path: String, isDirectory: Bool) -> Bool {
        guard !exclude.isEmpty else { return false }
        let relative = System.relativePath(path, inside: directory)
        let name = System.baseName(of: path)
        return exclude.contains { $0.matches(relative: relative, name: name, isDirectory: isDirectory) }
    }
}
