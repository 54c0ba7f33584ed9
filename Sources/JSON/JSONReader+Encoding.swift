
/// What is checked before the first value: the size, the encoding, a byte order mark.
extension JSONReader {
    /// False if the input cannot be read as JSON at all (too large, not UTF-8).
    mutating func checkEncoding() -> Bool {
        guard bytes.count <= limits.maxInputBytes else {
            let limit = limits.maxInputBytes
            let size = limit % (1 << 20) == 0 ? " (\(limit >> 20) MiB)" : ""
            report(.tooLarge, "document larger than \(limit) bytes\(size)", at: 0, location: .start)
            return false
        }
        if let encoding = Self.wideEncoding(of: bytes) {
            report(.notUTF8, "the document \(encoding); JSON must be UTF-8 (RFC 8259 §8.1): save it as UTF-8",
                   at: 0, length: min(bytes.count, 4), location: .start)
            return false
        }
        if bytes.starts(with: [0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD]) {
            report(.notUTF8, "the document starts with two U+FFFD: a UTF-16 byte order mark converted to UTF-8 "
                   + "byte by byte, which mangles the rest too; convert the original from UTF-16 to UTF-8",
                   at: 0, length: 6, location: .start)
            return false
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            report(.byteOrderMark, "UTF-8 byte order mark at the start; RFC 8259 says not to write one and some "
                   + "JSON readers refuse it: save the file without it", at: 0, length: 3, location: .start)
            // Editors hide the mark: the first character after it is column 1.
            index = 3
            lineStart = 3
        }
        return true
    }

    /// The encoding the first bytes show when it is UTF-16 or UTF-32: by a byte order mark ("is"), or by
    /// the zero bytes of ASCII text, as RFC 4627 §3 told readers to look for them ("looks like"; JSON text
    /// in UTF-8 never has a zero byte among its first two). Nil otherwise.
    static func wideEncoding(of bytes: [UInt8]) -> String? {
        if bytes.count >= 4 {
            switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
            case (0x00, 0x00, 0xFE, 0xFF): return "is UTF-32 (big-endian, with a byte order mark)"
            case (0xFF, 0xFE, 0x00, 0x00): return "is UTF-32 (little-endian, with a byte order mark)"
            case (0x00, 0x00, 0x00, let d) where d != 0: return "looks like UTF-32 (big-endian)"
            case (let a, 0x00, 0x00, 0x00) where a != 0: return "looks like UTF-32 (little-endian)"
            default: break
            }
        }
        guard bytes.count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFE, 0xFF): return "is UTF-16 (big-endian, with a byte order mark)"
        case (0xFF, 0xFE): return "is UTF-16 (little-endian, with a byte order mark)"
        case (0x00, let b) where b != 0: return "looks like UTF-16 (big-endian)"
        case (let a, 0x00) where a != 0: return "looks like UTF-16 (little-endian)"
        default: return nil
        }
    }
}
