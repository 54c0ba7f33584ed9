/// Decides from a document's first bytes how to turn it into UTF-8 (XML 1.0, appendix F).
enum EncodingDetector {
    enum Result: Equatable {
        /// UTF-8 (or ASCII); skip `bomLength` bytes.
        case utf8(bomLength: Int)
        /// Convert from `encoding` after skipping `bomLength` bytes.
        case transcode(encoding: String, bomLength: Int)
        /// Declares a 16/32-bit encoding but its bytes are 8-bit: it lies about itself.
        case mismatch(declared: String)
        /// Apple's binary format, not XML.
        case binaryPlist
    }

    /// UTF-8's byte order mark.
    static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func detect(_ head: [UInt8]) -> Result {
        if head.starts(with: "bplist".utf8) { return .binaryPlist }
        if head.starts(with: utf8BOM) { return .utf8(bomLength: utf8BOM.count) }
        func byte(_ index: Int) -> UInt8 { index < head.count ? head[index] : 0xAA }
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0xFF, 0xFE, 0x00, 0x00): return .transcode(encoding: "UTF-32LE", bomLength: 4)
        case (0x00, 0x00, 0xFE, 0xFF): return .transcode(encoding: "UTF-32BE", bomLength: 4)
        case (0xFF, 0xFE, _, _): return .transcode(encoding: "UTF-16LE", bomLength: 2)
        case (0xFE, 0xFF, _, _): return .transcode(encoding: "UTF-16BE", bomLength: 2)
        case (0x3C, 0x00, 0x00, 0x00): return .transcode(encoding: "UTF-32LE", bomLength: 0)
        case (0x00, 0x00, 0x00, 0x3C): return .transcode(encoding: "UTF-32BE", bomLength: 0)
        case (0x3C, 0x00, _, 0x00): return .transcode(encoding: "UTF-16LE", bomLength: 0)
        case (0x00, 0x3C, 0x00, _): return .transcode(encoding: "UTF-16BE", bomLength: 0)
        default: break
        }
        guard let declared = declaredEncoding(head) else { return .utf8(bomLength: 0) }
        let name = declared.uppercased()
        if name == "UTF-8" || name == "UTF8" || name == "US-ASCII" || name == "ASCII" { return .utf8(bomLength: 0) }
        if name.hasPrefix("UTF-16") || name.hasPrefix("UTF-32") || name.hasPrefix("UCS-2") || name.hasPrefix("UCS-4")
            || name == "UTF16" || name == "UTF32" {
            return .mismatch(declared: declared)
        }
        return .transcode(encoding: declared, bomLength: 0)
    }

    /// The `encoding` pseudo-attribute of an XML declaration at the very start, if any. Read on bytes:
    /// this runs once per file, and on 2,000 small files a String-based search showed in the profile.
    static func declaredEncoding(_ head: [UInt8]) -> String? {
        // Compared as static UTF-8 views: no array is made for them (this runs once per file).
        let prefix = "<?xml".utf8
        guard head.count > prefix.count, head.starts(with: prefix) else { return nil }
        let end = min(head.count, 256)
        guard let close = head[..<end].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let needle = "encoding".utf8
        var index = prefix.count
        while index + needle.count <= close {
            if head[index] == UInt8(ascii: "e") && head[index..<(index + needle.count)].elementsEqual(needle) { break }
            index += 1
        }
        guard index + needle.count <= close else { return nil }
        index += needle.count
        func skipSpace() {
            while index < close, head[index] == 0x20 || head[index] == 0x09 || head[index] == 0x0A || head[index] == 0x0D {
                index += 1
            }
        }
        skipSpace()
        guard index < close, head[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        skipSpace()
        guard index < close, head[index] == UInt8(ascii: "\"") || head[index] == UInt8(ascii: "'") else { return nil }
        let quote = head[index]
        index += 1
        guard let last = head[index..<close].firstIndex(of: quote), last > index else { return nil }
        return String(decoding: head[index..<last], as: UTF8.self)
    }
}
