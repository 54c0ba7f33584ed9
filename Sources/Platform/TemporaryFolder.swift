#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

extension System {
    /// A private folder (mode 0700) made under `$TMPDIR` (else `/tmp`) for files settingsc writes only to
    /// read them again (another revision's files, taken out of version control), removed with everything
    /// written into it when the last reference goes. Names go through `ConfinedPath`: nothing written
    /// lands outside it.
    package final class TemporaryFolder: Sendable {
        package let path: String
        /// The files and folders made in it, in the order they were made.
        private let made = Locked<[(path: String, isFolder: Bool)]>([])

        private init(path: String) {
            self.path = path
        }

        /// Makes a new folder named `settingsc-<prefix>-XXXXXX`.
        package static func make(prefix: String) -> Result<TemporaryFolder, FileError> {
            let base = environment("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
            var template = Array(join(base, "settingsc-\(prefix)-XXXXXX").utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            guard made != nil else {
                let code = errno
                return .failure(FileError(path: base, reason: message(forErrno: code), code: code))
            }
            let name = template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            return .success(TemporaryFolder(path: String(decoding: name, as: UTF8.self)))
        }

        /// Writes `bytes` to `relative` inside the folder (mode 0600 less the umask), making the folders
        /// on the way; `relative` must stay inside.
        package func write(_ bytes: [UInt8], to relative: String) -> Result<String, FileError> {
            let confined: ConfinedPath
            switch ConfinedPath.resolve(relative, inside: path) {
            case .success(let resolved): confined = resolved
            case .failure(let error): return .failure(error)
            }
            switch confined.createFolders(mode: 0o700) {
            case .success(let folders): made.withLock { $0 += folders.map { ($0, true) } }
            case .failure(let error): return .failure(error)
            }
            let file = confined.path
            switch System.writeAtomically(bytes, to: file, newFileMode: 0o600) {
            case .success: made.withLock { $0.append((file, false)) }
            case .failure(let error): return .failure(error)
            }
            return .success(file)
        }

        deinit {
            for entry in made.withLock({ $0 }).reversed() {
                _ = entry.isFolder ? rmdir(entry.path) : unlink(entry.path)
            }
            _ = rmdir(path)
        }
    }
}
