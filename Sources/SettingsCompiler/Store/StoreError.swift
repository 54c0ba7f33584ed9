import Diagnostics
import PropertyList

/// Why the store could not be read or written; every one is exit status 3.
public enum StoreError: Error, Sendable {
    /// The file exists but cannot be read (permissions, a directory in its place...).
    case unreadable(path: String, reason: String)
    /// The file is not a plist: its diagnostics, positioned in the store file.
    case corrupt(FileReport)
    /// A plist, but its root is not a dictionary.
    case notADictionary(path: String, found: String)
    /// The store cannot be written (directory, temporary file, rename) or a value cannot be written.
    case writeFailed(path: String, reason: String)
    /// Another process held the lock for too long.
    case lockTimedOut(path: String, seconds: Double)

    /// One line for `settingsc: error: …` (a corrupt store's diagnostics are printed before it).
    public var message: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read the store '\(path)': \(reason)"
        case .corrupt(let report):
            return "the store '\(report.file.displayName)' is not a valid property list; it was left unchanged"
        case .notADictionary(let path, let found):
            return "the store '\(path)' holds \(MessageText.article(found)), not a dictionary; it was left unchanged"
        case .writeFailed(let path, let reason):
            return "cannot write the store '\(path)': \(reason)"
        case .lockTimedOut(let path, let seconds):
            return "gave up waiting for the lock '\(path)' after \(Int(seconds)) seconds; "
                + "another settingsc is still using this store"
        }
    }
}
