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

    /// What reading a directory gave: its entries, and what could not be listed.
    package struct DirectoryListing: Sendable {
        /// The entries (without `.` and `..`), sorted bytewise so that output never depends on the file
        /// system's order.
        package var entries: [DirectoryEntry] = []
        /// Entries whose names are not UTF-8, the name escaped (`Caf\xe9.plist`): settingsc's paths are
        /// UTF-8 text, so such a file cannot be opened through one, and is reported rather than passed over.
        package var undecodable: [DirectoryEntry] = []
        /// Whether entries were left unread past `maxDirectoryEntries`.
        package var isTruncated = false
    }

    /// The entries of a directory, or why it cannot be read. The kind comes from the directory itself
    /// where the file system says it (no `lstat` per entry).
    package static func listDirectory(_ path: String) -> Result<DirectoryListing, FileError> {
        guard let directory = path.withCString({ opendir($0) }) else {
            let code = errno
            return .failure(FileError(path: path, reason: message(forErrno: code), code: code))
        }
        defer { closedir(directory) }
        var listing = DirectoryListing()
        while let entry = readdir(directory) {
            // Read in place, up to its NUL: a record is only as long as its name, so copying the whole
            // 256-byte `d_name` (as `withUnsafeBytes(of:)` does) read past the last record of the
            // buffer (AddressSanitizer: heap-buffer-overflow, on a folder of 6,600 files).
            let start = (UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!).assumingMemoryBound(to: UInt8.self)
            let bytes = UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)))
            guard !bytes.elementsEqual([UInt8(ascii: ".")]), !bytes.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) else { continue }
            guard listing.entries.count + listing.undecodable.count < maxDirectoryEntries else {
                listing.isTruncated = true
                break
            }
            // Nearly every name is ASCII, which is valid UTF-8 as it is: `String(validating:)` took about a
            // thousand instructions a name, most of the cost of listing a bundle's folder.
            let name = bytes.allSatisfy({ $0 < 0x80 }) ? String(decoding: bytes, as: UTF8.self)
                : String(validating: bytes, as: UTF8.self)
            let kind: FileKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .regular
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN) where name != nil: kind = System.kind(of: join(path, name!))
            default: kind = .other
            }
            if let name {
                listing.entries.append(DirectoryEntry(name: name, kind: kind))
            } else {
                listing.undecodable.append(DirectoryEntry(name: escapedName(bytes), kind: kind))
            }
        }
        listing.entries.sort { System.bytesPrecede($0.name, $1.name) }
        listing.undecodable.sort { System.bytesPrecede($0.name, $1.name) }
        return .success(listing)
    }

    /// The entries of a directory that can be named (see `listDirectory`); nil if it cannot be read.
    package static func directoryEntries(_ path: String) -> [DirectoryEntry]? {
        try? listDirectory(path).get().entries
    }

    /// A name's bytes as text: its UTF-8 characters as they are, any other byte as `\xNN`.
    package static func escapedName(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var result = ""
        var index = 0
        next: while index < bytes.count {
            for length in 1...4 where index + length <= bytes.count {
                if let character = String(validating: bytes[index..<(index + length)], as: UTF8.self) {
                    result += character
                    index += length
                    continue next
                }
            }
            let hex = String(bytes[index], radix: 16)
            result += "\\x" + (hex.count == 1 ? "0" + hex : hex)
            index += 1
        }
        return result
    }

    /// Whether `path` is a directory, following symbolic links (a bundle may be linked in).
    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return path.withCString { stat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a regular file, following symbolic links.
    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return path.withCString { stat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFREG
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
        // The separator is a byte, as the file system reads it; the path's bytes are copied into one
        // allocation (`hasSuffix` and two `+` cost ~1,700 instructions, and appending to a string with
        // room reserved ~1,600, for every file of every bundle).
        let slash = directory.utf8.last == UInt8(ascii: "/")
        let count = directory.utf8.count + (slash ? 0 : 1) + name.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = buffer.initialize(from: directory.utf8).1
            if !slash {
                buffer[end] = UInt8(ascii: "/")
                end += 1
            }
            return UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(from: name.utf8).1 + end
        }
    }
}
