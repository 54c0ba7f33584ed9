/// One of `"overrides"` in `.settingsc.json`: settings for the FILEs its `files` globs match, over the
/// configuration's, applied in order.
public struct ConfigurationOverride: Sendable {
    /// The globs, relative to the folder of the configuration that has them.
    public var files: PathPatterns
    /// Rule id → setting, over the configuration's (and earlier overrides').
    public var rules: [String: RuleSetting] = [:]
    /// Texts added to the configuration's `untranslated`.
    public var untranslated: Set<String> = []
    /// Replaces the configuration's `strict` when given.
    public var strict: Bool?

    public init(files: PathPatterns) {
        self.files = files
    }
}
