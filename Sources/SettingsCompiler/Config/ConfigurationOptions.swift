/// What the command line says about checking definitions, the same for every command that reads them:
/// where the configuration comes from (`--config`, `--no-config`), `--rule`s over it, `--profile`s
/// besides its own, and whether warnings fail the run (`--strict`) or are left out (`--quiet`).
public struct ConfigurationOptions: Sendable {
    public var source: ConfigurationSource = .discover
    /// `--rule ID=SETTING`, in order, over the configuration's.
    public var rules = RuleOverrides()
    /// `--profile NAME`, besides the configuration's.
    public var profiles: Set<Profile> = []
    /// Warnings fail the run too.
    public var strict = false
    /// Errors only.
    public var quiet = false

    public init(source: ConfigurationSource = .discover) {
        self.source = source
    }
}
