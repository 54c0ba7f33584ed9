/// Decides from a document's first bytes how to turn it into UTF-8, as CoreFoundation does
/// (`encodingForXMLData`): the byte order mark (`ByteOrderMark`), else the XML declaration's encoding.
enum EncodingDetector {
    enum Result: Equatable {
        /// UTF-8 (or ASCII); skip `bomLength` bytes.
        case utf8(bomLength: Int)
        /// Convert from `encoding` after skipping `bomLength` bytes.
        case transcode(encoding: String, bomLength: Int)
        /// Declares a 16/32-bit encoding but its bytes are 8-bit: it lies about itself.
        case mismatch(declared: String)
        /// A byte order mark CoreFoundation refuses (two, a damaged one, UTF-16/32 without one).
        case refused(ByteOrderMark.Refusal)
        /// UTF-16 little-endian without a mark that CoreFoundation reads (its first character is white
        /// space): converted, with a warning.
        case unmarkedUTF16
        /// Declares Mac OS Roman, which CoreFoundation refuses (its encoding number is 0, CF's "none").
        case macRoman(declared: String)
        /// Apple's binary format, not XML.
        case binaryPlist
    }

    /// UTF-8's byte order mark.
    static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func detect(_ head: [UInt8]) -> Result {
        if head.starts(with: "bplist".utf8) { return .binaryPlist }
        let mark = ByteOrderMark.read(head)
        switch mark {
        case .refused(let refusal): return .refused(refusal)
        case .utf8: return .utf8(bomLength: mark.length)
        case .utf16, .utf32: return .transcode(encoding: mark.encoding, bomLength: mark.length)
        case .utf16LittleEndianUnmarked: return .unmarkedUTF16
        case .none: break
        }
        guard let declared = declaredEncoding(head) else { return .utf8(bomLength: 0) }
        let name = declared.uppercased()
        if ["MACINTOSH", "MAC", "CSMACINTOSH", "X-MAC-ROMAN", "MACROMAN", "X-MACROMAN"].contains(name) {
            return .macRoman(declared: declared)
        }
        if name == "UTF-8" || name == "UTF8" || name == "US-ASCII" || name == "ASCII" { return .utf8(bomLength: 0) }
        if name.hasPrefix("UTF-16") || name.hasPrefix("UTF-32") || name.hasPrefix("UCS-2") || name.hasPrefix("UCS-4")
            || name == "UTF16" || name == "UTF32" {
            return .mismatch(declared: declared)
        }
        return .transcode(encoding: declared, bomLength: 0)
    }

    /// The `encoding` pseudo-attribute of an XML declaration at the very start, read as CoreFoundation
    /// reads it: the bytes `encoding=` and a quote, before the first `?` or `>` (with white space around
    /// the `=`, CF does not see it, and reads UTF-8). Read on bytes: this runs once per file, and on
    /// 2,000 small files a String-based search showed in the profile.
    static func declaredEncoding(_ head: [UInt8]) -> String? {
        // Compared as static UTF-8 views: no array is made for them (this runs once per file).
        let prefix = "<?xml".utf8
        guard head.count > prefix.count, head.starts(with: prefix) else { return nil }
        let end = min(head.count, 256)
        guard let close = head[prefix.count..<end].firstIndex(where: { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "?") })
        else { return nil }
        let needle = "encoding=".utf8
        var index = prefix.count
        while index + needle.count <= close {
            if head[index] == UInt8(ascii: "e") && head[index..<(index + needle.count)].elementsEqual(needle) { break }
            index += 1
        }
        guard index + needle.count <= close else { return nil }
        index += needle.count
        guard index < close, head[index] == UInt8(ascii: "\"") || head[index] == UInt8(ascii: "'") else { return nil }
        let quote = head[index]
        index += 1
        guard let last = head[index..<close].firstIndex(of: quote), last > index else { return nil }
        return String(decoding: head[index..<last], as: UTF8.self)
    }
}
