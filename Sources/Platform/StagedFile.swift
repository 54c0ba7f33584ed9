#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

extension System {
    /// Replaces the regular file `path` with `bytes` so that readers see the old file or the new one,
    /// never a mix, and a crash leaves one of the two (see `StagedFile`). A new file is created with
    /// `newFileMode` less the umask; an existing one keeps its mode, owner and group.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, newFileMode: UInt32) -> Result<Void, FileError> {
        StagedFile.replacing(path, newFileMode: newFileMode).flatMap { staged in
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

        /// A temporary file beside `path` (O_EXCL, locked while this value lives) that `commit` renames to
        /// `path`. When `path` is a regular file already, the temporary file gets its mode, owner and group
        /// first (as `sed -i` does); when they cannot be given (another user's file), nothing is written and
        /// the failure says so. Otherwise it is created with `newFileMode`, less the umask. Temporary files
        /// of earlier writers of `path` that were killed are removed first (`removeAbandoned`): they would
        /// stay forever otherwise, and inside a bundle Xcode would ship them.
        package static func replacing(_ path: String, newFileMode: UInt32) -> Result<StagedFile, FileError> {
            removeAbandoned(beside: path)
            let directory = parentDirectory(of: path)
            var existing = stat()
            let replacesFile = stat(path, &existing) == 0 && (existing.st_mode & S_IFMT) == S_IFREG
            // Never more open than the result: an existing file's bits (the umask may take some, put back below).
            let createMode = replacesFile ? existing.st_mode & 0o777 : mode_t(newFileMode)
            for attempt in 0..<100 {
                let temporary = directory + "/." + baseName(of: path) + ".tmp-\(getpid())-\(attempt)"
                let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, createMode)
                if descriptor >= 0 {
                    // Held until the file is renamed or removed: `removeAbandoned` leaves a locked file alone.
                    _ = flock(descriptor, LOCK_EX | LOCK_NB)
                    let staged = StagedFile(descriptor: descriptor, temporary: temporary, target: path)
                    if replacesFile, let failure = staged.take(ownerAndModeOf: existing) { return .failure(failure) }
                    return .success(staged)
                }
                if errno != EEXIST { break }
            }
            let code = errno
            return .failure(FileError(path: path, reason: "cannot create a file in \(directory): \(message(forErrno: code))",
                                      code: code))
        }

        /// Gives the temporary file the owner, group and mode of the file it replaces; why not, if it cannot.
        private func take(ownerAndModeOf existing: stat) -> FileError? {
            var own = stat()
            guard fstat(descriptor, &own) == 0 else { return ownershipFailure(target ?? "", "cannot read the new file's owner") }
            if own.st_uid != existing.st_uid || own.st_gid != existing.st_gid,
               fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
                return ownershipFailure(target ?? "", "cannot keep its owner and group (uid \(existing.st_uid), gid \(existing.st_gid)), "
                    + "so it was left unchanged")
            }
            // After fchown, which clears set-user-ID and set-group-ID bits.
            if fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
                return ownershipFailure(target ?? "", "cannot keep its mode \(String(existing.st_mode & 0o7777, radix: 8)), "
                    + "so it was left unchanged")
            }
            return nil
        }

        private func ownershipFailure(_ path: String, _ reason: String) -> FileError {
            let code = errno
            return FileError(path: path, reason: reason + ": " + message(forErrno: code), code: code)
        }

        /// Removes the temporary files `replacing(path)` made for processes that are gone (killed while
        /// writing, so `deinit` never ran); returns how many. A file is left alone while its process lives
        /// or while something holds its lock (a writer whose process id this process cannot see: another
        /// pid namespace), so any writer of `path` may call it, with or without a lock of its own.
        @discardableResult
        package static func removeAbandoned(beside path: String) -> Int {
            let directory = parentDirectory(of: path)
            let prefix = "." + baseName(of: path) + ".tmp-"
            var removed = 0
            for entry in directoryEntries(directory) ?? [] where entry.kind == .regular && entry.name.hasPrefix(prefix) {
                let rest = entry.name.dropFirst(prefix.count).split(separator: "-")
                guard rest.count == 2, let pid = pid_t(rest[0]), pid > 0, Int(rest[1]) != nil,
                      kill(pid, 0) != 0, errno == ESRCH else { continue }
                let file = directory + "/" + entry.name
                let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
                guard descriptor >= 0 else { continue }
                defer { _ = close(descriptor) }
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
                if unlink(file) == 0 { removed += 1 }
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
