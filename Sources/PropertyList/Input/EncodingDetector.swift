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
        /// Declares what is no encoding name at all.
        case unknown(declared: String)
        /// Apple's binary format, not XML.
        case binaryPlist
    }

    /// UTF-8's byte order mark.
    static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func detect(_ head: [UInt8]) -> Result {
        if head.starts(with: "bplist".utf8) { return .binaryPlist }
        let mark = ByteOrderMark.read(head, markup: true)
        switch mark {
        case .refused(let refusal): return .refused(refusal)
        case .utf8: return .utf8(bomLength: mark.length)
        case .utf16, .utf32: return .transcode(encoding: mark.encoding, bomLength: mark.length)
        case .utf16LittleEndianUnmarked: return .unmarkedUTF16
        case .none: break
        }
        guard let declared = declaredEncoding(head) else { return .utf8(bomLength: 0) }
        // CF looks the name up as ICU compares names: letters and digits only, in any case.
        guard let name = comparableName(declared) else { return .unknown(declared: declared) }
        if ["macintosh", "mac", "csmacintosh", "xmacroman", "macroman"].contains(name) { return .macRoman(declared: declared) }
        if name == "utf8" || name == "usascii" || name == "ascii" { return .utf8(bomLength: 0) }
        if name.hasPrefix("utf16") || name.hasPrefix("utf32") || name.hasPrefix("ucs2") || name.hasPrefix("ucs4") {
            return .mismatch(declared: declared)
        }
        // The converters get the name itself: stray characters after it would make libxml2 try ICU, whose
        // converters differ from iconv's (ICU's Windows-1252 takes 0x81, which CF refuses). Letters or
        // digits among the strays make another name, which CF does not know either.
        let clean = String(declared.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "._-:".contains($0)) })
        guard comparableName(clean) == name else { return .unknown(declared: declared) }
        return .transcode(encoding: clean, bomLength: 0)
    }

    /// A declared name as CoreFoundation's lookup compares it (ICU's `ucnv_compareNames`): its ASCII
    /// letters and digits, lowercased, everything else ASCII ignored (`UTF\t8` is UTF-8); nil when it has
    /// a byte beyond ASCII or no letter or digit at all, which no registered name matches.
    static func comparableName(_ name: String) -> String? {
        var kept: [UInt8] = []
        for byte in name.utf8 {
            if byte == 0 { break } // CF hands the name to ICU as a C string
            guard byte < 0x80 else { return nil }
            if byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") { kept.append(byte | 0x20) }
            if byte >= 0x30 && byte <= 0x39 { kept.append(byte) }
        }
        return kept.isEmpty ? nil : String(decoding: kept, as: UTF8.self)
    }

    /// The `encoding` pseudo-attribute of an XML declaration at the very start, read as CoreFoundation
    /// reads it: the bytes `encoding=` and a quote, before the first `?` or `>` (with white space around
    /// the `=`, CF does not see it, and reads UTF-8), and the name up to the next such quote. Read on bytes: this runs once per file, and on
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
        // CF reads the name up to the next such quote, wherever it is (even past `?>`).
        guard let last = head[index...].firstIndex(of: quote) else { return nil }
        return String(decoding: head[index..<last], as: UTF8.self)
    }
}
