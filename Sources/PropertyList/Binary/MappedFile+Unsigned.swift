import Platform

extension System.MappedFile {
    /// A big-endian unsigned integer of `size` bytes (1 to 8) at `offset`; nil when it would pass `end`
    /// (for a binary property list's objects, the start of its offset table) or the file.
    func unsigned(at offset: Int, size: Int, end: Int) -> UInt64? {
        guard size >= 1, size <= 8, offset >= 0, offset <= end - size, end <= count else { return nil }
        return bigEndian(at: offset, size: size)
    }
}
