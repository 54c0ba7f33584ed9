/// A library whose reading of a Settings bundle settingsc can check besides the Settings app's
/// (`--profile NAME`, `"profiles"` in `.settingsc.json`).
public enum Profile: String, CaseIterable, Sendable, Hashable {
    /// InAppSettingsKit: its `*.inApp.plist` pages, its types and keys, and what crashes it.
    case iask
}
