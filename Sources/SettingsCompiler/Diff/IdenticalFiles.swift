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

    static func check(_ old: String, _ new: String) -> Bool {
        same(old, System.kind(of: old), new, System.kind(of: new), depth: 0)
    }

    /// What is inside a folder is known from its listing (which says what each entry is, without
    /// following links, as `System.kind(of:)`): no `lstat` per file, 28 of a bundle pair's 46 calls.
    private static func same(_ old: String, _ oldKind: System.FileKind, _ new: String, _ newKind: System.FileKind,
                             depth: Int) -> Bool {
        switch (oldKind, newKind) {
        case (.regular, .regular):
            return sameBytes(old, new)
        case (.directory, .directory):
            guard depth < 16, case .success(let before) = System.listDirectory(old), case .success(let after) = System.listDirectory(new),
                  !before.isTruncated, !after.isTruncated, before.undecodable.isEmpty, after.undecodable.isEmpty,
                  before.entries.count == after.entries.count else { return false }
            // Both listings are in byte order: the same names, byte for byte, pair up in order.
            return zip(before.entries, after.entries).allSatisfy { entry, other in
                entry.name.utf8.elementsEqual(other.name.utf8)
                    && same(System.join(old, entry.name), entry.kind, System.join(new, other.name), other.kind, depth: depth + 1)
            }
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
