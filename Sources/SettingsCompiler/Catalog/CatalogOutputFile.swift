import Platform
import PropertyList

/// A file `catalog compile` or `catalog extract` writes: replaced atomically (a temporary file beside it,
/// renamed over it), only when its bytes change, so that an unchanged file keeps its modification time
/// and a build does not copy it again; only ever over a regular file. A new file gets 0666 less the
/// umask, a rewritten one keeps its mode.
public enum CatalogOutputFile {
    /// What writing did.
    public enum Outcome: Sendable, Equatable {
        case created, replaced, unchanged
    }

    package static func update(_ path: String, with bytes: [UInt8]) -> Result<Outcome, System.FileError> {
        switch System.kind(of: path) {
        case .missing:
            return write(bytes, to: path).map { .created }
        case .regular:
            if case .success(let file) = System.openForReading(path), case .bytes(let current) = file.readAll(limit: bytes.count),
               current == bytes {
                return .success(.unchanged)
            }
            return write(bytes, to: path).map { .replaced }
        case .directory, .symbolicLink, .other:
            return .failure(System.FileError(path: path, reason: "not a regular file; settingsc replaces regular files only",
                                             code: 21))
        }
    }

    /// Writes through a temporary file in the same folder: a new file is 0666 less the umask, a rewritten
    /// one keeps its mode, owner and group (`StagedFile`).
    private static func write(_ bytes: [UInt8], to path: String) -> Result<Void, System.FileError> {
        System.StagedFile.replacing(path, newFileMode: 0o666).flatMap { staged in
            staged.write(bytes)
            return staged.commit()
        }
    }
}
