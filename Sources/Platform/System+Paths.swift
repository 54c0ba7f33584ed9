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
    /// The slash is looked for in the UTF-8 bytes, as the file system splits paths (a Character-wise
    /// search costs ~2 K instructions a call).
    package static func parentDirectory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        let parent = String(Substring(path.utf8[..<slash]))
        return parent.isEmpty ? "/" : parent
    }

    /// Whether a name (or path) ends with `suffix`, compared byte for byte as the file system compares
    /// names: `hasSuffix` compares Character by Character, ~140 instructions for a short name.
    /// A name held in contiguous storage (a `String`'s or `Substring`'s UTF-8, an array) is read in place:
    /// walking a `Substring.UTF8View` element by element cost ~50 instructions a byte.
    @inlinable
    package static func name(_ name: some BidirectionalCollection<UInt8>, endsWith suffix: StaticString) -> Bool {
        suffix.withUTF8Buffer { suffix in
            name.withContiguousStorageIfAvailable { bytes in
                guard bytes.count >= suffix.count else { return false }
                let start = bytes.count - suffix.count
                for offset in 0..<suffix.count where bytes[start + offset] != suffix[offset] { return false }
                return true
            } ?? (name.count >= suffix.count && name.suffix(suffix.count).elementsEqual(suffix))
        }
    }

    /// "c.plist" for "a/b/c.plist".
    package static func baseName(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(Substring(path.utf8[path.utf8.index(after: slash)...]))
    }

    /// The working directory as an absolute path; nil when it cannot be found (removed, too long).
    public static func currentDirectory() -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 4097) { buffer in
            guard let start = buffer.baseAddress, getcwd(start, buffer.count) != nil else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: start, count: strlen(start)), as: UTF8.self)
        }
    }

    /// `path` made absolute (against `directory`, else the working directory) and normalised by its
    /// text alone: `.` and empty components dropped, `..` takes away the one before it. Symbolic links
    /// are not resolved, so `link/..` is the folder holding `link`, as the shell's `cd` has it.
    package static func absolutePath(_ path: String, from directory: String? = nil) -> String {
        // Byte by byte: String's Character-wise split and join cost ~150 K instructions at start-up.
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        // Each array made once at its final size: grown as it was filled, they were made again six times.
        let base = path.utf8.first == slash ? "" : directory ?? currentDirectory() ?? "/"
        var bytes: [UInt8] = []
        bytes.reserveCapacity(base.utf8.count + 1 + path.utf8.count)
        bytes += base.utf8
        bytes.append(slash)
        bytes += path.utf8
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var ends: [Int] = []
        ends.reserveCapacity(16)
        var index = 0
        while index < bytes.count {
            while index < bytes.count, bytes[index] == slash { index += 1 }
            let start = index
            while index < bytes.count, bytes[index] != slash { index += 1 }
            let length = index - start
            if length == 0 || (length == 1 && bytes[start] == dot) { continue }
            if length == 2 && bytes[start] == dot && bytes[start + 1] == dot {
                if let last = ends.popLast() { out.removeSubrange(last...) }
                continue
            }
            ends.append(out.count)
            out.append(slash)
            out += bytes[start..<index]
        }
        return out.isEmpty ? "/" : String(decoding: out, as: UTF8.self)
    }

    /// `path` relative to the folder `base` (both absolute and normalised) when it is inside it, else nil.
    package static func relativePath(_ path: String, inside base: String) -> String? {
        if path == base { return "" }
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `path` relative to the folder `base` (both absolute and normalised), going up with `..` where
    /// it is not inside it: `/a/b/c` from `/a/d` is `../b/c`.
    package static func relativePath(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
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

    /// What is at `path` when it is neither missing nor a regular file, following links, in words for a
    /// message ("a FIFO", "a symbolic link loop"); nil otherwise.
    package static func describeSpecialFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            guard kind(of: path) == .symbolicLink else { return nil }
            return code == ELOOP ? "a symbolic link loop" : "a symbolic link to nothing"
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return nil
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
