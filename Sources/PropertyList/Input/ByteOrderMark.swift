/// What CoreFoundation (`encodingForXMLData`, CFPropertyList.c) makes of a text file's first bytes,
/// for property lists and `.strings` tables alike: a UTF-32, UTF-8 or UTF-16 byte order mark is skipped;
/// without one, a zero byte among the first two means UTF-16, read in the host's order (little-endian)
/// after skipping two bytes, which works only when the first character is white space; anything else
/// is 8-bit (UTF-8 unless an XML declaration says otherwise).
package enum ByteOrderMark: Equatable, Sendable {
    /// No mark: 8-bit text.
    case none
    case utf8
    case utf16(bigEndian: Bool)
    case utf32(bigEndian: Bool)
    /// UTF-16 little-endian without a mark: CoreFoundation skips its first character and reads the rest
    /// (when that is text); XML requires a mark.
    case utf16LittleEndianUnmarked
    /// What CoreFoundation refuses.
    case refused(Refusal)

    package enum Refusal: Equatable, Sendable {
        /// A second byte order mark after the first (`EF BB BF EF BB BF`, `FF FE FF FE`): CF skips one,
        /// and U+FEFF is no character a document may start with.
        case twoMarks(encoding: String)
        /// `EF BF BD EF BF BD`: a UTF-16 mark saved as UTF-8 (two U+FFFD); `body` is how the rest is
        /// encoded (UTF-16LE or UTF-16BE when it still is, else UTF-8).
        case damagedMark(body: String)
        /// UTF-16 or UTF-32 without a mark (and not read by chance, see `utf16LittleEndianUnmarked`).
        case unmarked(encoding: String)
    }

    /// The bytes the mark takes (what CF skips).
    package var length: Int {
        switch self {
        case .none, .refused: 0
        case .utf8: 3
        case .utf16, .utf16LittleEndianUnmarked: 2
        case .utf32: 4
        }
    }

    /// The encoding the text after the mark is in, as iconv names it.
    package var encoding: String {
        switch self {
        case .none, .utf8, .refused: "UTF-8"
        case .utf16(let bigEndian): bigEndian ? "UTF-16BE" : "UTF-16LE"
        case .utf16LittleEndianUnmarked: "UTF-16LE"
        case .utf32(let bigEndian): bigEndian ? "UTF-32BE" : "UTF-32LE"
        }
    }

    /// What CF makes of `head` (the file's first bytes; all of them when it is shorter). A mark counts
    /// only with something after it (CF's length checks): a file that is just a mark is 8-bit text.
    /// `markup`: the text must start with `<` after the character CF skips (a property list), else with
    /// what can start old-style text (a `.strings` table).
    package static func read(_ head: some RandomAccessCollection<UInt8>, markup: Bool) -> ByteOrderMark {
        // The marks are decided by the first eight bytes; only unmarked UTF-16 needs more (below). They
        // are read in place: an array of them, and an array for each mark compared, cost ~900
        // instructions a file, more than reading a short `.strings` table's UTF-8 check.
        let length = min(head.count, 8)
        func byte(_ index: Int) -> UInt8? { index < length ? head[head.index(head.startIndex, offsetBy: index)] : nil }
        /// Whether the bytes at `offset` are `a b c d` (`c` and `d` when given).
        func starts(_ a: UInt8, _ b: UInt8, _ c: UInt8? = nil, _ d: UInt8? = nil, at offset: Int = 0) -> Bool {
            byte(offset) == a && byte(offset + 1) == b && (c == nil || byte(offset + 2) == c)
                && (d == nil || byte(offset + 3) == d)
        }
        if length > 4, starts(0x00, 0x00, 0xFE, 0xFF) { return .utf32(bigEndian: true) }
        if length > 4, starts(0xFF, 0xFE, 0x00, 0x00) { return .utf32(bigEndian: false) }
        if length > 3, starts(0xEF, 0xBB, 0xBF) {
            return starts(0xEF, 0xBB, 0xBF, at: 3) ? .refused(.twoMarks(encoding: "UTF-8")) : .utf8
        }
        if length > 2, starts(0xFF, 0xFE) {
            return starts(0xFF, 0xFE, at: 2) ? .refused(.twoMarks(encoding: "UTF-16LE")) : .utf16(bigEndian: false)
        }
        if length > 2, starts(0xFE, 0xFF) {
            return starts(0xFE, 0xFF, at: 2) ? .refused(.twoMarks(encoding: "UTF-16BE")) : .utf16(bigEndian: true)
        }
        if starts(0xEF, 0xBF, 0xBD), starts(0xEF, 0xBF, 0xBD, at: 3) {
            let body = starts(0x3C, 0x00, at: 6) || (byte(7) == 0 && byte(6) != 0) ? "UTF-16LE"
                : starts(0x00, 0x3C, at: 6) || (byte(6) == 0 && byte(7) != 0) ? "UTF-16BE" : "UTF-8"
            return .refused(.damagedMark(body: body))
        }
        guard length > 2, let first = byte(0), let second = byte(1), first == 0 || second == 0 else { return .none }
        // CF skips two bytes and reads the rest as UTF-16LE: text if its first character that is not
        // white space is ASCII (a big-endian file gives U+3C00 and the like there).
        let text = Array(head.prefix(4096))
        var index = 2
        while index + 1 < text.count {
            let unit = UInt16(text[index]) | UInt16(text[index + 1]) << 8
            if unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D {
                index += 2
                continue
            }
            if markup ? unit == 0x3C : unit < 0x80 && startsAnObject(UInt8(unit)) { return .utf16LittleEndianUnmarked }
            break
        }
        if index + 1 >= text.count { return .utf16LittleEndianUnmarked } // white space only
        if first != 0, byte(2) == 0, byte(3) == 0 { return .refused(.unmarked(encoding: "UTF-32LE")) }
        if first == 0, second == 0 { return .refused(.unmarked(encoding: "UTF-32BE")) }
        return .refused(.unmarked(encoding: second == 0 ? "UTF-16LE" : "UTF-16BE"))
    }

    /// Whether an old-style text (a `.strings` table) can start with `byte`: a quote, a bracket, a comment
    /// or an unquoted string.
    private static func startsAnObject(_ byte: UInt8) -> Bool {
        "\"'{(</".utf8.contains(byte) || OldStyleStringsReader.isUnquoted(byte)
    }

    /// For `utf16LittleEndianUnmarked`: the bytes to convert, as long as the file (positions stay), with
    /// the first character CF skips made a space unless it is white space already.
    package static func unmarkedText(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 2 else { return bytes }
        let unit = UInt16(bytes[0]) | UInt16(bytes[1]) << 8
        if unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D { return bytes }
        return [0x20, 0x00] + bytes.dropFirst(2)
    }
}
