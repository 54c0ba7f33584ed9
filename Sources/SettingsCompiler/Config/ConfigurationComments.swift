/// `//` and `/* */` comments in `.settingsc.json`, as tsconfig.json and editors' settings allow them:
/// blanked out before the JSON is read, so that every line:column after one is where it was: each
/// character of a comment becomes one space (a character of several UTF-8 bytes too, since columns
/// count characters), its line breaks are kept.
enum ConfigurationComments {
    /// `bytes` with its comments blanked; a comment that is not closed is left for the JSON reader to
    /// report where it starts.
    static func blanked(_ bytes: [UInt8]) -> [UInt8] {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), space = UInt8(ascii: " ")
        guard bytes.contains(slash) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        /// A comment's bytes from `start` to `end` (excluded), blanked.
        func blank(_ start: Int, _ end: Int) {
            for byte in bytes[start..<end] {
                if byte == newline || byte == carriageReturn {
                    out.append(byte)
                } else if byte & 0xC0 != 0x80 {
                    out.append(space)
                }
            }
        }
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == backslash, index + 1 < bytes.count {
                    out += bytes[index...(index + 1)]
                    index += 2
                    continue
                }
                if byte == quote || byte == newline { inString = false }
            } else if byte == quote {
                inString = true
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
                var end = index
                while end < bytes.count, bytes[end] != newline, bytes[end] != carriageReturn { end += 1 }
                blank(index, end)
                index = end
                continue
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == star {
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == star && bytes[end + 1] == slash) { end += 1 }
                guard end + 1 < bytes.count else {
                    out += bytes[index...]
                    return out
                }
                blank(index, end + 2)
                index = end + 2
                continue
            }
            out.append(byte)
            index += 1
        }
        return out
    }
}
