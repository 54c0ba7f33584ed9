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
        /// What `fstat` said when the file was opened here, when it was asked then.
        private let opened: Opened

        private enum Opened {
            case notAsked
            case regularFile(size: Int)
            case other
        }

        init(_ rawValue: Int32, owned: Bool = true) {
            self.rawValue = rawValue
            self.owned = owned
            opened = .notAsked
        }

        /// A descriptor opened here, with what `fstat` said then: the reads that follow do not ask again.
        fileprivate init(opened rawValue: Int32, info: stat) {
            self.rawValue = rawValue
            owned = true
            opened = (info.st_mode & S_IFMT) == S_IFREG ? Int(exactly: info.st_size).map { .regularFile(size: $0) } ?? .other : .other
        }

        deinit {
            if owned { _ = close(rawValue) }
        }

        /// The size of the regular file open here; nil for anything else (a pipe, a terminal). For a file
        /// opened by `openForReading` or `openRegularFile`, its size when it was opened: a file that grows
        /// after is still read to its end (`readAll`), and the system call is not made again per file.
        package var regularFileSize: Int? {
            switch opened {
            case .regularFile(let size): return size
            case .other: return nil
            case .notAsked:
                var info = stat()
                guard fstat(rawValue, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
                return Int(exactly: info.st_size)
            }
        }

        /// Moves the read position to `offset` from the start; false where there is no position (a pipe,
        /// a terminal, a socket).
        package func seek(to offset: Int) -> Bool {
            lseek(rawValue, off_t(offset), SEEK_SET) >= 0
        }

        /// Whether the read position can be moved (`seek(to:)`): a regular file, not a pipe.
        package var isSeekable: Bool {
            if case .regularFile = opened { return true }
            return lseek(rawValue, 0, SEEK_CUR) >= 0
        }

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
                switch errno {
                case EINTR: continue
                case EAGAIN:
                    // A regular file is opened non-blocking (`openRegularFile`) and kept so: reads of regular
                    // files do not wait. Should a system ever answer one with EAGAIN, the read waits.
                    let flags = fcntl(rawValue, F_GETFL)
                    guard flags >= 0, flags & O_NONBLOCK != 0, fcntl(rawValue, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
                        errno = EAGAIN
                        return nil
                    }
                default: return nil
                }
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
            let size = regularFileSize
            // Where reading stands matters only for a file larger than the limit (one system call fewer per file).
            if let size, size > limit, size - max(0, Int(lseek(rawValue, 0, SEEK_CUR))) > limit {
                return .tooLarge
            }
            var result: [UInt8] = []
            // A regular file is read into one buffer a byte larger than it was when opened: one allocation
            // and no copy, where reading it in chunks of 64 KB made two chunks and the result (~1,600
            // instructions for a small file). A file that grew since fills the buffer and goes on below, a
            // chunk at a time. A large buffer asks for huge pages (`System.adviseHugePages`).
            //
            // The reads stop when they have given the size the file had when opened and the buffer still
            // has room: the byte of room asked for more and got none, which is the end (had the file grown
            // before that read, the read would have filled the room). Reading on until a read returns
            // nothing cost a system call per file, a sixth of those a walk over a tree of bundles makes.
            // A read that gives less than the size (a file cut short, a short read) goes on as before.
            if let size {
                var reachedEnd = false
                var failed = false
                result = [UInt8](unsafeUninitializedCapacity: min(size, limit) + 1) { buffer, initialized in
                    initialized = 0
                    System.adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
                    while initialized < buffer.count {
                        let rest = UnsafeMutableBufferPointer(rebasing: buffer[initialized...])
                        guard let count = read(into: UnsafeMutableRawBufferPointer(rest)) else {
                            failed = true
                            return
                        }
                        if count == 0 {
                            reachedEnd = true
                            return
                        }
                        initialized += count
                        if initialized == size {
                            reachedEnd = true
                            return
                        }
                    }
                }
                if failed { return .failed }
                // Ended before the buffer was full: at most `min(size, limit)` bytes.
                if reachedEnd { return .bytes(result) }
            }
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
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let code = errno
            return .failure(FileError(path: path, reason: message(forErrno: code), code: code))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .success(FileDescriptor(descriptor)) }
        let file = FileDescriptor(opened: descriptor, info: info)
        if (info.st_mode & S_IFMT) == S_IFDIR {
            return .failure(FileError(path: path, reason: message(forErrno: EISDIR), code: EISDIR))
        }
        return .success(file)
    }

    /// Opens a regular file for reading, and nothing else: a FIFO, whose open and reads would wait for a
    /// writer, or a device is refused without waiting ("is not a regular file").
    package static func openRegularFile(_ path: String) -> Result<FileDescriptor, FileError> {
        // `withCString` lends the path's own bytes (a native string ends in a NUL); passing the `String`
        // itself made a copy of it in a new array for each call (~700 instructions a file).
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let code = errno
            return .failure(FileError(path: path, reason: message(forErrno: code), code: code))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            _ = close(descriptor)
            return .failure(FileError(path: path, reason: message(forErrno: code), code: code))
        }
        let file = FileDescriptor(opened: descriptor, info: info)
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            // O_NONBLOCK stays set: it "has no effect for regular files" (Linux open(2); POSIX leaves it
            // unspecified), and clearing it cost two system calls per file read. `read` copes with EAGAIN.
            return .success(file)
        case S_IFDIR:
            return .failure(FileError(path: path, reason: message(forErrno: EISDIR), code: EISDIR))
        default:
            return .failure(.notRegularFile(path))
        }
    }
}
