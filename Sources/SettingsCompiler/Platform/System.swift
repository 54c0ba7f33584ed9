#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("settingsc needs a POSIX C library")
#endif
import Synchronization

/// The operating-system calls settingsc makes, in one place; nothing else imports the C library.
///
/// settingsc deliberately does not import Foundation: loading it more than doubles the start-up time
/// of a process that build steps run once per file (see docs/ARCHITECTURE.md).
public enum System {
    /// An error number's message, e.g. "No such file or directory".
    public static func message(forErrno code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The value of an environment variable, if set.
    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Whether the descriptor is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The terminal's width in columns, if the descriptor is a terminal that knows it.
    public static func terminalColumns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Writes all of `text` to standard output (1) or standard error (2).
    public static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            guard var base = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = Glibc_write(descriptor, base, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                remaining -= written
                base += written
            }
        }
    }

    /// Ends the process with `status`.
    public static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }

    // MARK: Files

    /// An open file descriptor, closed when the last reference goes.
    public final class FileDescriptor: Sendable {
        public let rawValue: Int32
        private let owned: Bool

        init(_ rawValue: Int32, owned: Bool = true) {
            self.rawValue = rawValue
            self.owned = owned
        }

        deinit {
            if owned { _ = close(rawValue) }
        }

        /// Standard input, not closed by settingsc.
        public static let standardInput = FileDescriptor(0, owned: false)

        /// Reads up to `maxLength` bytes; empty at end of file; nil with `errno` set on failure.
        public func read(maxLength: Int) -> [UInt8]? {
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
        public func read(into buffer: inout [UInt8]) -> Int? {
            buffer.withUnsafeMutableBytes { read(into: $0) }
        }

        private func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
            while true {
                let count = Glibc_read(rawValue, buffer.baseAddress, buffer.count)
                if count >= 0 { return count }
                if errno != EINTR { return nil }
            }
        }

        /// Reads everything up to end of file (at most `limit` bytes plus one, so callers can tell).
        public func readAll(limit: Int) -> [UInt8]? {
            var result: [UInt8] = []
            while result.count <= limit {
                guard let chunk = read(maxLength: 1 << 16) else { return nil }
                if chunk.isEmpty { break }
                result.append(contentsOf: chunk)
            }
            return result
        }
    }

    /// Why a file could not be opened or read.
    public struct FileError: Error, Equatable, Sendable {
        public var path: String
        public var reason: String
        public var code: Int32
    }

    /// Opens a regular file for reading; a directory is refused up front (reading it would fail later).
    public static func openForReading(_ path: String) -> Result<FileDescriptor, FileError> {
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

    /// Replaces `path` with `bytes` so that readers see the old file or the new one, never a mix, and
    /// a crash leaves one of the two (see `StagedFile`).
    public static func writeAtomically(_ bytes: [UInt8], to path: String, mode: UInt32) -> Result<Void, FileError> {
        StagedFile.replacing(path, mode: mode).flatMap { staged in
            staged.write(bytes)
            return staged.commit()
        }
    }

    /// "a/b" for "a/b/c.plist", "." for "c.plist", "/" for "/c.plist".
    public static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// "c.plist" for "a/b/c.plist".
    public static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Creates `path` and missing parents with `mode` (existing ones are left as they are).
    public static func createDirectories(_ path: String, mode: UInt32) -> Result<Void, FileError> {
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { return .success(()) }
            return .failure(FileError(path: path, reason: message(forErrno: ENOTDIR), code: ENOTDIR))
        }
        let parent = parentDirectory(of: path)
        if parent != path, parent != ".", parent != "/" {
            if case .failure(let error) = createDirectories(parent, mode: mode) { return .failure(error) }
        }
        if mkdir(path, mode_t(mode)) != 0 && errno != EEXIST {
            let code = errno
            return .failure(FileError(path: path, reason: message(forErrno: code), code: code))
        }
        return .success(())
    }

    /// What is at a path, without following a final symbolic link.
    public enum FileKind: Equatable, Sendable {
        case missing, regular, directory, symbolicLink, other
    }

    public static func kind(of path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The permission bits of an existing file (following links), if it exists.
    public static func permissions(of path: String) -> UInt32? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt32(info.st_mode & 0o7777)
    }

    /// The target a chain of symbolic links ends at (which need not exist), relative targets resolved
    /// against the link's directory; nil after 40 links (a loop).
    public static func resolveSymbolicLinks(_ path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            guard kind(of: current) == .symbolicLink else { return current }
            var buffer = [CChar](repeating: 0, count: 4097)
            let count = readlink(current, &buffer, 4096)
            guard count > 0 else { return nil }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : parentDirectory(of: current) + "/" + target
        }
        return nil
    }

    /// An exclusive advisory lock (`flock`) on a lock file, released when this value goes away.
    public final class FileLock {
        private let descriptor: Int32

        private init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        deinit {
            _ = flock(descriptor, LOCK_UN)
            _ = close(descriptor)
        }

        public enum Failure: Error, Sendable {
            case cannotOpen(FileError)
            /// Still held by someone else after `timeout` seconds.
            case timedOut(path: String, seconds: Double)
        }

        /// Takes the lock, creating the file (mode 0600) if needed. While another process holds it,
        /// waits; after `noticeAfter` seconds `onWait` is called once (to say so), after `timeout` gives up.
        public static func acquire(_ path: String, noticeAfter: Double = 1, timeout: Double,
                                   onWait: () -> Void) -> Result<FileLock, Failure> {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                let code = errno
                return .failure(.cannotOpen(FileError(path: path, reason: message(forErrno: code), code: code)))
            }
            var waited = 0.0
            var noticed = false
            var pause = 0.001
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else {
                    let code = errno
                    _ = close(descriptor)
                    return .failure(.cannotOpen(FileError(path: path, reason: message(forErrno: code), code: code)))
                }
                if waited >= timeout {
                    _ = close(descriptor)
                    return .failure(.timedOut(path: path, seconds: timeout))
                }
                if !noticed && waited >= noticeAfter {
                    noticed = true
                    onWait()
                }
                var interval = timespec(tv_sec: 0, tv_nsec: Int(pause * 1_000_000_000))
                _ = nanosleep(&interval, nil)
                waited += pause
                pause = min(pause * 2, 0.05)
            }
            return .success(FileLock(descriptor: descriptor))
        }
    }

    /// Output written a piece at a time and published only at the end, all or nothing: a temporary
    /// file, then either `commit` (fsync, rename over the target, fsync the directory) or `discard`.
    /// Without a target it is an anonymous spool (unlinked at once) whose content `commit` copies to a
    /// descriptor, such as standard output.
    public final class StagedFile {
        private let descriptor: Int32
        private let temporary: String?
        private let target: String?
        public private(set) var failure: FileError?

        private init(descriptor: Int32, temporary: String?, target: String?) {
            self.descriptor = descriptor
            self.temporary = temporary
            self.target = target
        }

        deinit {
            _ = close(descriptor)
            if let temporary { _ = unlink(temporary) }
        }

        /// A temporary file beside `path` (mode `mode`, O_EXCL) that `commit` renames to `path`.
        public static func replacing(_ path: String, mode: UInt32) -> Result<StagedFile, FileError> {
            let directory = parentDirectory(of: path)
            for attempt in 0..<100 {
                let temporary = directory + "/." + baseName(of: path) + ".tmp-\(getpid())-\(attempt)"
                let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
                if descriptor >= 0 { return .success(StagedFile(descriptor: descriptor, temporary: temporary, target: path)) }
                if errno != EEXIST { break }
            }
            let code = errno
            return .failure(FileError(path: path, reason: "cannot create a file in \(directory): \(message(forErrno: code))",
                                      code: code))
        }

        /// An anonymous file in `$TMPDIR` (else /tmp), gone when closed.
        public static func spool() -> Result<StagedFile, FileError> {
            let directory = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            for attempt in 0..<100 {
                let path = directory + "/settingsc-spool-\(getpid())-\(attempt)"
                let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                if descriptor >= 0 {
                    _ = unlink(path)
                    return .success(StagedFile(descriptor: descriptor, temporary: nil, target: nil))
                }
                if errno != EEXIST { break }
            }
            let code = errno
            return .failure(FileError(path: directory, reason: message(forErrno: code), code: code))
        }

        /// Appends bytes; a failure is remembered and reported by `commit`.
        public func write(_ bytes: [UInt8]) {
            guard failure == nil else { return }
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { Glibc_write(descriptor, $0.baseAddress!, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    failure = FileError(path: target ?? "spool", reason: "write failed: \(message(forErrno: code))", code: code)
                    return
                }
                offset += count
            }
        }

        /// Publishes: renames over the target, or copies the spool to `output` (a descriptor).
        public func commit(copyingTo output: Int32 = 1) -> Result<Void, FileError> {
            if let failure { return .failure(failure) }
            guard let target, let temporary else {
                _ = lseek(descriptor, 0, SEEK_SET)
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = buffer.withUnsafeMutableBytes { Glibc_read(descriptor, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    var written = 0
                    while written < count {
                        let result = buffer[written..<count].withUnsafeBytes { Glibc_write(output, $0.baseAddress!, $0.count) }
                        if result < 0 {
                            if errno == EINTR { continue }
                            let code = errno
                            return .failure(FileError(path: "standard output", reason: message(forErrno: code), code: code))
                        }
                        written += result
                    }
                }
                return .success(())
            }
            if fsync(descriptor) != 0 {
                let code = errno
                return .failure(FileError(path: target, reason: "fsync failed: \(message(forErrno: code))", code: code))
            }
            if rename(temporary, target) != 0 {
                let code = errno
                return .failure(FileError(path: target, reason: "cannot replace it: \(message(forErrno: code))", code: code))
            }
            let directory = open(parentDirectory(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if directory >= 0 {
                _ = fsync(directory)
                _ = close(directory)
            }
            return .success(())
        }
    }

    /// The number of processors this process may run on.
    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Runs `body(0..<iterations)` on one thread per processor, each taking the next index as it
    /// finishes one; returns when all are done. (Dispatch's concurrentPerform started its second
    /// worker too late to matter on 2,000 small files: 1.2 cores busy, against 1.9 with this.)
    public static func concurrently(_ iterations: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let workers = min(iterations, processorCount)
        guard workers > 1 else {
            for index in 0..<iterations { body(index) }
            return
        }
        let shared = WorkQueue(iterations: iterations, body: body)
        var threads: [pthread_t] = []
        for _ in 1..<workers {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(shared).toOpaque()
            let created = pthread_create(&thread, nil, { context in
                let queue = Unmanaged<WorkQueue>.fromOpaque(context!).takeRetainedValue()
                queue.drain()
                return nil
            }, context)
            if created == 0 {
                threads.append(thread)
            } else {
                Unmanaged<WorkQueue>.fromOpaque(context).release()
            }
        }
        shared.drain()
        for thread in threads { pthread_join(thread, nil) }
    }

    /// Indexes handed out to the threads of `concurrently`.
    private final class WorkQueue: Sendable {
        let iterations: Int
        let body: @Sendable (Int) -> Void
        let next = Atomic<Int>(0)

        init(iterations: Int, body: @escaping @Sendable (Int) -> Void) {
            self.iterations = iterations
            self.body = body
        }

        func drain() {
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < iterations else { return }
                body(index)
            }
        }
    }

    /// The last error number, for callers that just saw a call fail.
    public static var lastErrno: Int32 { errno }
}

// Unqualified `read`/`write` inside the methods above would resolve to the methods themselves.
#if canImport(Glibc)
private let Glibc_read = Glibc.read
private let Glibc_write = Glibc.write
#elseif canImport(Musl)
private let Glibc_read = Musl.read
private let Glibc_write = Musl.write
#else
private let Glibc_read = Darwin.read
private let Glibc_write = Darwin.write
#endif
