#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

extension System {
    /// An open file descriptor, closed when the last reference goes.
    package final class FileDescriptor: Sendable {
        package let rawValue: Int32
        private let owned: Bool

        init(_ rawValue: Int32, owned: Bool = true) {
            self.rawValue = rawValue
            self.owned = owned
        }

        deinit {
            if owned { _ = close(rawValue) }
        }

        /// The size of the regular file open here; nil for anything else (a pipe, a terminal).
        package var regularFileSize: Int? {
            var info = stat()
            guard fstat(rawValue, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return Int(exactly: info.st_size)
        }

        /// Moves the read position to `offset` from the start; false where there is no position (a pipe,
        /// a terminal, a socket).
        package func seek(to offset: Int) -> Bool {
            lseek(rawValue, off_t(offset), SEEK_SET) >= 0
        }

        /// Whether the read position can be moved (`seek(to:)`): a regular file, not a pipe.
        package var isSeekable: Bool { lseek(rawValue, 0, SEEK_CUR) >= 0 }

        /// Standard input, not closed by settingsc.
        package static let standardInput = FileDescriptor(0, owned: false)

        /// Reads up to `maxLength` bytes; empty at end of file; nil with `errno` set on failure.
        package func read(maxLength: Int) -> [UInt8]? {
            var failed = false
            // Not zero-filled first: read(2) writes what is kept.
            let bytes = [UInt8](unsafeUninitializedCapacity: maxLength) { buffer, initialized in
                guard let count = read(into: UnsafeMutableRawBufferPointer(buffer)) else {
                    failed = true
                    initialized = 0
                    return
                }
                initialized = count
            }
            return failed ? nil : bytes
        }

        /// Fills `buffer` from its start (up to its size); the count read, 0 at end of file, nil on failure.
        package func read(into buffer: inout [UInt8]) -> Int? {
            buffer.withUnsafeMutableBytes { read(into: $0) }
        }

        private func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
            while true {
                let count = posixRead(rawValue, buffer.baseAddress, buffer.count)
                if count >= 0 { return count }
                if errno != EINTR { return nil }
            }
        }

        /// What `readAll` read.
        package enum Contents {
            case bytes([UInt8])
            /// More than the limit: a regular file known to be larger is refused before anything is
            /// read; a stream (a pipe, a device) once it has given one byte more than the limit.
            case tooLarge
            /// A read failed; `errno` says why.
            case failed
        }

        /// Reads everything from here to end of file, at most `limit` bytes. Every read is bounded: an
        /// endless stream (`/dev/zero`, `yes |`) stops at the limit.
        package func readAll(limit: Int) -> Contents {
            if let size = regularFileSize, size - max(0, Int(lseek(rawValue, 0, SEEK_CUR))) > limit { return .tooLarge }
            var result: [UInt8] = []
            while result.count <= limit {
                guard let chunk = read(maxLength: min(1 << 16, limit + 1 - result.count)) else { return .failed }
                if chunk.isEmpty { break }
                result.append(contentsOf: chunk)
            }
            return result.count > limit ? .tooLarge : .bytes(result)
        }
    }

    /// Why a file could not be opened or read.
    public struct FileError: Error, Equatable, Sendable {
        package var path: String
        package var reason: String
        package var code: Int32

        package init(path: String, reason: String, code: Int32) {
            self.path = path
            self.reason = reason
            self.code = code
        }

        /// `path` is a FIFO, a device or a socket: opening or reading it would wait for a writer or never end.
        package static func notRegularFile(_ path: String) -> FileError {
            FileError(path: path, reason: "it is not a regular file", code: EINVAL)
        }
    }

    /// Opens a file for reading; a directory is refused up front (reading it would fail later).
    package static func openForReading(_ path: String) -> Result<FileDescriptor, FileError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(FileError(path: path, reason: message(forErrno: code), code: code))
        }
        let file = FileDescriptor(descriptor)
        var info = stat()
        if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            return .failure(FileError(path: path, reason: message(forErrno: EISDIR), code: EISDIR))
        }
        return .success(file)
    }

    /// Opens a regular file for reading, and nothing else: a FIFO, whose open and reads would wait for a
    /// writer, or a device is refused without waiting ("is not a regular file").
    package static func openRegularFile(_ path: String) -> Result<FileDescriptor, FileError> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(FileError(path: path, reason: message(forErrno: code), code: code))
        }
        let file = FileDescriptor(descriptor)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            return .failure(FileError(path: path, reason: message(forErrno: code), code: code))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            return .success(file)
        case S_IFDIR:
            return .failure(FileError(path: path, reason: message(forErrno: EISDIR), code: EISDIR))
        default:
            return .failure(.notRegularFile(path))
        }
    }
}
