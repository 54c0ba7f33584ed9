#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

extension System {
    /// Replaces `path` with `bytes` so that readers see the old file or the new one, never a mix, and
    /// a crash leaves one of the two (see `StagedFile`). The new file has exactly `mode`, whatever the
    /// umask: a file rewritten in place keeps its permissions.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, mode: UInt32) -> Result<Void, FileError> {
        StagedFile.replacing(path, mode: mode).flatMap { staged in
            staged.setPermissions(mode)
            staged.write(bytes)
            return staged.commit()
        }
    }

    /// Output written a piece at a time and published only at the end, all or nothing: a temporary
    /// file, then either `commit` (fsync, rename over the target, fsync the directory) or `discard`.
    /// Without a target it is an anonymous spool (unlinked at once) whose content `commit` copies to a
    /// descriptor, such as standard output.
    package final class StagedFile {
        private let descriptor: Int32
        private let temporary: String?
        private let target: String?
        package private(set) var failure: FileError?

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
        package static func replacing(_ path: String, mode: UInt32) -> Result<StagedFile, FileError> {
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

        /// Removes the temporary files `replacing(path)` made for processes that are gone (killed while
        /// writing, so `deinit` never ran); returns how many. Call it only while holding the lock that
        /// serialises the writers of `path`: then no live writer's file can be mistaken for one.
        @discardableResult
        package static func removeAbandoned(beside path: String) -> Int {
            let directory = parentDirectory(of: path)
            let prefix = "." + baseName(of: path) + ".tmp-"
            var removed = 0
            for entry in directoryEntries(directory) ?? [] where entry.kind == .regular && entry.name.hasPrefix(prefix) {
                let rest = entry.name.dropFirst(prefix.count).split(separator: "-")
                guard rest.count == 2, let pid = pid_t(rest[0]), pid > 0, Int(rest[1]) != nil,
                      kill(pid, 0) != 0, errno == ESRCH else { continue }
                if unlink(directory + "/" + entry.name) == 0 { removed += 1 }
            }
            return removed
        }

        /// An anonymous file in `$TMPDIR` (else /tmp), gone when closed.
        package static func spool() -> Result<StagedFile, FileError> {
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

        /// Sets the permission bits exactly (`open` applies the umask); a failure is remembered.
        package func setPermissions(_ mode: UInt32) {
            guard failure == nil, fchmod(descriptor, mode_t(mode)) != 0 else { return }
            let code = errno
            failure = FileError(path: target ?? "spool", reason: "cannot set its mode: \(message(forErrno: code))", code: code)
        }

        /// Appends bytes; a failure is remembered and reported by `commit`.
        package func write(_ bytes: [UInt8]) {
            guard failure == nil else { return }
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { posixWrite(descriptor, $0.baseAddress!, $0.count) }
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
        package func commit(copyingTo output: Int32 = 1) -> Result<Void, FileError> {
            if let failure { return .failure(failure) }
            guard let target, let temporary else {
                _ = lseek(descriptor, 0, SEEK_SET)
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = buffer.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    var written = 0
                    while written < count {
                        let result = buffer[written..<count].withUnsafeBytes { posixWrite(output, $0.baseAddress!, $0.count) }
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
}
