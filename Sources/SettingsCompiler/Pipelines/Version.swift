import PropertyList
import XMLStream

/// The release, as `--version` and SARIF report it.
public enum Version {
    public static let current = "0.1.0"

    /// The libxml2 settingsc runs with.
    public static var libxml2: String { XMLEventParser.libraryVersion }
}
