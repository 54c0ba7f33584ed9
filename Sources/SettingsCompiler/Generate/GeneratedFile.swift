import PropertyList
import Platform

/// A generated file written for a build: replaced atomically, and only when its content changes, so
/// that an unchanged result keeps its modification time and the build does not compile it again.
public enum GeneratedFile {
    /// Writes `text` to `path` unless the regular file there holds exactly that. A new file is mode 0666
    /// less the umask; a rewritten one keeps its mode, owner and group. A FIFO, a terminal or a device
    /// is written directly, never read first (`--output /dev/stdout | cat` would wait for itself).
    public static func update(_ path: String, with text: String) -> Result<Void, System.FileError> {
        let bytes = Array(text.utf8)
        switch System.outputDestination(path) {
        case .failure(let error):
            return .failure(error)
        case .success(.stream(let descriptor)):
            return descriptor.write(bytes, path: path)
        case .success(.file(let target)):
            if case .success(let file) = System.openRegularFile(target), case .bytes(let current) = file.readAll(limit: bytes.count),
               current == bytes {
                return .success(())
            }
            return System.writeAtomically(bytes, to: target, newFileMode: 0o666)
        }
    }
}
