import PropertyList
import Platform

/// Whether two definitions are the same bytes: a file, or a bundle folder's files (names, nesting and
/// contents). Two versions of a project mostly hold the same definitions; comparing bytes costs a
/// fraction of compiling both, and the same bytes make the same model, so such a pair has no change.
/// Anything out of the ordinary (a link, an unreadable or very large file, a deep or wide folder)
/// answers false: the pair is then compiled and compared as usual.
enum IdenticalFiles {
    /// The largest file compared byte for byte.
    static let fileLimit = 16 << 20

    static func check(_ old: String, _ new: String, depth: Int = 0) -> Bool {
        let kinds = (System.kind(of: old), System.kind(of: new))
        switch kinds {
        case (.regular, .regular):
            return sameBytes(old, new)
        case (.directory, .directory):
            guard depth < 16, case .success(let before) = System.listDirectory(old), case .success(let after) = System.listDirectory(new),
                  !before.isTruncated, !after.isTruncated, before.undecodable.isEmpty, after.undecodable.isEmpty,
                  before.entries.count == after.entries.count else { return false }
            let names = before.entries.map(\.name).sorted()
            guard names == after.entries.map(\.name).sorted() else { return false }
            return names.allSatisfy { check(System.join(old, $0), System.join(new, $0), depth: depth + 1) }
        default:
            return false
        }
    }

    private static func sameBytes(_ old: String, _ new: String) -> Bool {
        guard case .success(let before) = System.openRegularFile(old), case .success(let after) = System.openRegularFile(new),
              let size = before.regularFileSize, size == after.regularFileSize, size <= fileLimit,
              case .bytes(let a) = before.readAll(limit: fileLimit), case .bytes(let b) = after.readAll(limit: fileLimit)
        else { return false }
        return System.bytes(a, equal: b)
    }
}
