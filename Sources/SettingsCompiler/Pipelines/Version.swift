import PropertyList
import XMLStream

/// The release, as `--version` and SARIF report it.
public enum Version {
    public static let current = "0.1.0"

    /// The libxml2 settingsc runs with.
    public static var libxml2: String { XMLEventParser.libraryVersion }

    /// Whether that libxml2 keeps its error state per thread, which checking files on several threads
    /// at once needs (the release binary is linked so that it does; `--version --verbose` says).
    public static var libxml2IsThreaded: Bool { XMLEventParser.libraryIsThreaded }
}
