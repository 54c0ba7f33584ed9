import Diagnostics
import PropertyList

/// A project's `.settingsc.json`: how settingsc checks the files below the folder it is in.
public struct Configuration: Sendable {
    /// The file's name: what is looked for in each folder from a FILE up to the file-system root.
    public static let fileName = ".settingsc.json"

    /// The file it was read from, as diagnostics name it.
    public var path: String
    /// Its folder, absolute.
    public var directory: String
    /// Rule id → what to make of the rule.
    public var rules: [String: RuleSetting] = [:]
    /// Warnings fail the run; nil: not said (false, unless an extended configuration says).
    public var strict: Bool?
    public var profiles: Set<Profile> = []
    /// Paths a folder walk leaves out (each list relative to the folder of the configuration it is from).
    public var exclude: [PathPatterns] = []
    /// Texts that are the same in every language (names): never missing translations.
    public var untranslated: Set<String> = []
    /// Settings for some FILEs, applied in order (an extended configuration's first).
    public var overrides: [ConfigurationOverride] = []
    /// The store name of the bundles it covers, as `--domain NAME` gives one.
    public var domain: String?
    /// The language the pages' texts are written in: its table need not hold every text.
    public var sourceLanguage: String?
    /// `"extends"`: the configuration read first, as written, and where (resolved by `ConfigurationResolver`).
    package var extends: (path: String, location: SourceLocation)?

    public init(path: String, directory: String) {
        self.path = path
        self.directory = directory
    }

    /// Whether a folder walk leaves out `path` (absolute; `isDirectory` for patterns ending in `/`).
    package func excludes(_ path: String, isDirectory: Bool) -> Bool {
        exclude.contains { $0.matches(path, isDirectory: isDirectory) }
    }
}
