#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

/// Paths and what is at them: names, directories, kinds, permissions, symbolic links.
extension System {
    /// "a/b" for "a/b/c.plist", "." for "c.plist", "/" for "/c.plist".
    package static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// "c.plist" for "a/b/c.plist".
    package static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The working directory as an absolute path; nil when it cannot be found (removed, too long).
    public static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let length = buffer.firstIndex(of: 0) ?? buffer.count
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Creates `path` and missing parents with `mode` (existing ones are left as they are).
    package static func createDirectories(_ path: String, mode: UInt32) -> Result<Void, FileError> {
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
    package enum FileKind: Equatable, Sendable {
        case missing, regular, directory, symbolicLink, other
    }

    package static func kind(of path: String) -> FileKind {
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
    package static func permissions(of path: String) -> UInt32? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt32(info.st_mode & 0o7777)
    }

    /// The absolute path of what `path` names, every symbolic link, `.` and `..` resolved; nil when
    /// nothing is there (a dangling link, a loop).
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What the symbolic link at `path` holds, as written (relative or absolute); nil if it is none.
    package static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, 4096)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The target a chain of symbolic links ends at (which need not exist), relative targets resolved
    /// against the link's directory; nil after 40 links (a loop).
    package static func resolveSymbolicLinks(_ path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            guard kind(of: current) == .symbolicLink else { return current }
            guard let target = linkTarget(current) else { return nil }
            current = target.hasPrefix("/") ? target : parentDirectory(of: current) + "/" + target
        }
        return nil
    }
}
