import PropertyList
import Platform

/// A generated file written for a build: replaced atomically, and only when its content changes, so
/// that an unchanged result keeps its modification time and the build does not compile it again.
public enum GeneratedFile {
    /// Writes `text` to `path` unless the file there holds exactly that (mode 0666 less the umask).
    public static func update(_ path: String, with text: String) -> Result<Void, System.FileError> {
        let bytes = Array(text.utf8)
        if case .success(let file) = System.openForReading(path), let current = file.readAll(limit: bytes.count),
           current == bytes {
            return .success(())
        }
        return System.writeAtomically(bytes, to: path, mode: 0o666)
    }
}
