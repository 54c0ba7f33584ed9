import PropertyList
import Platform
import Synchronization

/// Reads a bundle's `.strings` tables on a thread of their own while the pages are read, so that a
/// translated bundle costs little more, in time, than its pages.
///
/// Every table of the bundle is read: which ones the pages name is known only once the pages are read,
/// and a table nobody names is still checked (it ships in the app).
final class StringsPrefetch: Sendable {
    private let results = Mutex<[String: Result<StringsDocument, System.FileError>]>([:])

    /// Reads `tables` (paths relative to `directory`).
    func read(_ tables: [String], in directory: String) {
        for table in tables {
            let path = System.join(directory, table)
            let result = StringsParser.parse(path: path, displayName: path)
            results.withLock { $0[table] = result }
        }
    }

    /// What was read, by relative path; call once the reading thread has finished.
    var documents: [String: Result<StringsDocument, System.FileError>] {
        results.withLock { $0 }
    }
}
