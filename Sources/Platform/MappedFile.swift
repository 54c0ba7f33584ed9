#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension System {
    /// A whole file's bytes, read-only, for a reader that jumps around in it (a binary property list keeps
    /// its offset table at its end): mapped from disk where possible, so that the process holds only the
    /// pages it is reading; otherwise (standard input, bytes already in memory) a private copy.
    ///
    /// Every read is bounds-checked: an offset outside the file stops the process rather than reading
    /// memory that is not the file's. A mapped file that another process truncates while it is read
    /// would raise SIGBUS: `MappingGuard` turns that into zeros read and `wasTruncated`, which the reader
    /// reports (settingsc's own writes replace files by renaming, never truncate them).
    ///
    /// Public, with package members, so that its `@inlinable` reads are inlined into the binary reader
    /// (see `HashSlots`): called, each cost ~20 instructions more than the read (10 M calls on the bench's
    /// 13.9 MB binary file), and the reader's loops could not keep their arrays' checks out of the loop.
    public final class MappedFile {
        @usableFromInline let base: UnsafeRawPointer
        /// How many bytes the file has.
        package var count: Int { byteCount }
        @usableFromInline let byteCount: Int
        private let isMapped: Bool
        /// The `MappingGuard` slot of a mapped file.
        private let guardSlot: Int?
        /// Bytes read since the pages were last dropped.
        private var pending = 0
        /// How much is read between two drops of the pages read (see `didRead`): the kernel maps pages
        /// in 64 KB runs around each one touched, so what stays resident is a few times this.
        package static let releaseInterval = 1 << 18

        private init(base: UnsafeRawPointer, count: Int, isMapped: Bool, guardSlot: Int? = nil) {
            self.base = base
            self.byteCount = count
            self.isMapped = isMapped
            self.guardSlot = guardSlot
        }

        /// Whether the file turned out shorter than when it was mapped (another process truncated it):
        /// what was read past its new end read as zeros, so nothing read from it can be trusted.
        package var wasTruncated: Bool {
            guardSlot.map(MappingGuard.wasTruncated) ?? false
        }

        /// Maps the regular file open on `descriptor`, from its start; nil when it is not a non-empty
        /// regular file or cannot be mapped or guarded (the caller reads it instead). The descriptor may
        /// be closed after.
        package static func map(_ descriptor: FileDescriptor) -> MappedFile? {
            var info = stat()
            guard fstat(descriptor.rawValue, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  let size = Int(exactly: info.st_size), size > 0,
                  let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor.rawValue, 0),
                  address != UnsafeMutableRawPointer(bitPattern: -1)
            else { return nil }
            guard let slot = MappingGuard.register(start: address, count: size) else {
                _ = munmap(address, size)
                return nil
            }
            return MappedFile(base: UnsafeRawPointer(address), count: size, isMapped: true, guardSlot: slot)
        }

        /// A copy of bytes held in memory.
        package convenience init(copying bytes: [UInt8]) {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
            bytes.withUnsafeBytes { source in
                if let start = source.baseAddress { buffer.copyMemory(from: start, byteCount: source.count) }
            }
            self.init(base: UnsafeRawPointer(buffer), count: bytes.count, isMapped: false)
        }

        deinit {
            if let guardSlot { MappingGuard.unregister(guardSlot) }
            if isMapped {
                _ = munmap(UnsafeMutableRawPointer(mutating: base), count)
            } else {
                base.deallocate()
            }
        }

        /// The byte at `offset`.
        @inlinable @inline(__always)
        package subscript(offset: Int) -> UInt8 {
            precondition(offset >= 0 && offset < byteCount, "read outside the file")
            return base.load(fromByteOffset: offset, as: UInt8.self)
        }

        /// The big-endian unsigned integer of `size` bytes (1 to 8) at `offset`.
        @inlinable @inline(__always)
        package func bigEndian(at offset: Int, size: Int) -> UInt64 {
            precondition(size >= 1 && size <= 8 && offset >= 0 && offset <= byteCount - size, "read outside the file")
            switch size {
            case 1: return UInt64(base.load(fromByteOffset: offset, as: UInt8.self))
            case 2: return UInt64(UInt16(bigEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
            case 4: return UInt64(UInt32(bigEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            case 8: return UInt64(bigEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            default:
                var value: UInt64 = 0
                for index in offset..<(offset + size) {
                    value = value << 8 | UInt64(base.load(fromByteOffset: index, as: UInt8.self))
                }
                return value
            }
        }

        /// `length` bytes from `offset` as UTF-8 text (invalid sequences repaired, as `String(decoding:)` does).
        package func string(utf8At offset: Int, length: Int) -> String {
            precondition(length >= 0 && offset >= 0 && offset <= count - length, "read outside the file")
            return String(decoding: UnsafeRawBufferPointer(start: base + offset, count: length), as: UTF8.self)
        }

        /// Appends `length` bytes from `offset` to `array` (one copy).
        package func append(at offset: Int, length: Int, to array: inout [UInt8]) {
            precondition(length >= 0 && offset >= 0 && offset <= count - length, "read outside the file")
            array.append(contentsOf: UnsafeRawBufferPointer(start: base + offset, count: length))
        }

        /// A copy of `length` bytes from `offset`.
        package func bytes(at offset: Int, length: Int) -> [UInt8] {
            precondition(length >= 0 && offset >= 0 && offset <= count - length, "read outside the file")
            return Array(UnsafeRawBufferPointer(start: base + offset, count: length))
        }

        /// Tells the file that about `byteCount` more bytes were read. A mapped file's pages stay in the
        /// process once touched (and count in its resident size), so every `releaseInterval` bytes they
        /// are dropped; a page read again comes back from the page cache, not from the disk.
        @inline(__always)
        package func didRead(_ byteCount: Int) {
            pending &+= byteCount
            if pending >= Self.releaseInterval { releasePages() }
        }

        /// Drops every page of a mapped file from the process (no effect on a copy).
        package func releasePages() {
            pending = 0
            guard isMapped else { return }
            _ = madvise(UnsafeMutableRawPointer(mutating: base), count, MADV_DONTNEED)
        }
    }
}
