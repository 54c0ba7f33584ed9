/// Where a run's configuration comes from.
public enum ConfigurationSource: Sendable, Equatable {
    /// The nearest `.settingsc.json` of each FILE, from its folder up to the file-system root.
    case discover
    /// This file, for every FILE (`--config PATH`).
    case file(String)
    /// None (`--no-config`).
    case none
}
