#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

extension System {
    /// Where output named by a path goes. Only a regular file (or nothing yet) is replaced by renaming:
    /// renaming over a FIFO, a terminal or `/dev/null` would put a regular file in its place (and, for
    /// root, break the device for everyone), so those are written as a shell's `>` writes them.
    package enum OutputDestination {
        /// A regular file or nothing yet, replaced atomically (`StagedFile`). `target` is the path with
        /// symbolic links followed: a link is kept and the file it names replaced.
        case file(target: String)
        /// Anything else that can be written (a FIFO, a terminal, a device, `/dev/stdout` on a pipe),
        /// open for writing.
        case stream(FileDescriptor)
    }

    /// What `path` is as an output, opening it when it is written directly (a FIFO's open waits for
    /// its reader, as a shell's does). A directory, or a path that cannot be looked up, is an error.
    package static func outputDestination(_ path: String) -> Result<OutputDestination, FileError> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { return .failure(FileError(path: path, reason: message(forErrno: code), code: code)) }
            // Nothing there yet (or a link to nothing): made where the links lead.
            return .success(.file(target: resolveSymbolicLinks(path) ?? path))
        }
        var flags = O_WRONLY | O_NOCTTY | O_CLOEXEC
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            return .failure(FileError(path: path, reason: message(forErrno: EISDIR), code: EISDIR))
        case S_IFREG:
            // Replaced where the links lead, unless they lead somewhere only the kernel knows (a link in
            // /proc to an open file): that file is then written in place.
            if let target = resolveSymbolicLinks(path), let same = fileIdentity(target), same == FileIdentity(info) {
                return .success(.file(target: target))
            }
            flags |= O_TRUNC
        default:
            break
        }
        let descriptor = open(path, flags)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(FileError(path: path, reason: message(forErrno: code), code: code))
        }
        return .success(.stream(FileDescriptor(descriptor)))
    }

    /// A file as the file system knows it (device and inode): two paths name one file when these agree.
    package struct FileIdentity: Equatable, Hashable, Sendable {
        let device: UInt64
        let inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// The identity of the file at `path`, following symbolic links; nil if there is none.
    package static func fileIdentity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(info)
    }
}

extension System.FileDescriptor {
    /// Writes all of `bytes`; the error, if a write failed.
    package func write(_ bytes: [UInt8], path: String) -> Result<Void, System.FileError> {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { posixWrite(rawValue, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                return .failure(System.FileError(path: path, reason: "write failed: \(System.message(forErrno: code))", code: code))
            }
            offset += count
        }
        return .success(())
    }
}
