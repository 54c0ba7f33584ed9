#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension System {
    /// The limit on entries read from one directory: a bundle has a few dozen; a hostile or mistaken
    /// directory (a home folder given as a bundle) must not make settingsc read millions.
    package static let maxDirectoryEntries = 100_000

    /// One name in a directory and what it is, without following a final symbolic link.
    package struct DirectoryEntry: Sendable {
        package var name: String
        package var kind: FileKind
    }

    /// The entries of a directory (without `.` and `..`), sorted bytewise so that output never depends
    /// on the file system's order; nil if it cannot be read. The kind comes from the directory itself
    /// where the file system says it (no `lstat` per entry).
    package static func directoryEntries(_ path: String) -> [DirectoryEntry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while entries.count < maxDirectoryEntries, let entry = readdir(directory) {
            // Read in place, up to its NUL: a record is only as long as its name, so copying the whole
            // 256-byte `d_name` (as `withUnsafeBytes(of:)` does) read past the last record of the
            // buffer (AddressSanitizer: heap-buffer-overflow, on a folder of 6,600 files).
            let name = String(cString: (UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
                .assumingMemoryBound(to: CChar.self))
            guard name != "." && name != ".." else { continue }
            let kind: FileKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .regular
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = System.kind(of: path.hasSuffix("/") ? path + name : path + "/" + name)
            default: kind = .other
            }
            entries.append(DirectoryEntry(name: name, kind: kind))
        }
        return entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// Whether `path` is a directory, following symbolic links (a bundle may be linked in).
    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a regular file, following symbolic links.
    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether `directory/name` is a regular file, following symbolic links; the path is put together
    /// for `stat` only (no String made: a configuration is looked for in every folder up to the root).
    package static func isRegularFile(_ name: String, in directory: String) -> Bool {
        var path = Array(directory.utf8)
        if path.last != UInt8(ascii: "/") { path.append(UInt8(ascii: "/")) }
        path += name.utf8
        path.append(0)
        var info = stat()
        return path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &info) == 0 }
        } && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// `directory/name`, without a leading `./` and without doubling a trailing slash.
    package static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
