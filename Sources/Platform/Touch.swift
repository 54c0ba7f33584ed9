#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension System {
    /// Creates `path` empty (mode 0644, with missing folders), or sets its modification time to now:
    /// the stamp a build system needs as a step's output (`validate --touch`). Only a regular file is
    /// touched: a FIFO (whose open would wait for a reader) or a device is refused without waiting.
    package static func touch(_ path: String) -> Result<Void, FileError> {
        let parent = parentDirectory(of: path)
        if parent != ".", parent != "/", case .failure(let error) = createDirectories(parent, mode: 0o755) {
            return .failure(error)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            // A FIFO nobody reads: a blocking open would have waited for a reader.
            if code == ENXIO { return .failure(.notRegularFile(path)) }
            return .failure(FileError(path: path, reason: message(forErrno: code), code: code))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            return .failure(FileError(path: path, reason: message(forErrno: code), code: code))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegularFile(path)) }
        guard futimens(descriptor, nil) == 0 else {
            let code = errno
            return .failure(FileError(path: path, reason: message(forErrno: code), code: code))
        }
        return .success(())
    }
}
