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

    static func detect(_ head: [UInt8]) -> Result {
        if head.starts(with: Array("bplist".utf8)) { return .binaryPlist }
        let b = head + [UInt8](repeating: 0xAA, count: max(0, 4 - head.count))
        switch (b[0], b[1], b[2], b[3]) {
        case (0xEF, 0xBB, 0xBF, _): return .utf8(bomLength: 3)
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
        if ["UTF-8", "UTF8", "US-ASCII", "ASCII"].contains(name) { return .utf8(bomLength: 0) }
        if name.hasPrefix("UTF-16") || name.hasPrefix("UTF-32") || name.hasPrefix("UCS-2") || name.hasPrefix("UCS-4")
            || name == "UTF16" || name == "UTF32" {
            return .mismatch(declared: declared)
        }
        return .transcode(encoding: declared, bomLength: 0)
    }

    /// The `encoding` pseudo-attribute of an XML declaration at the very start, if any.
    static func declaredEncoding(_ head: [UInt8]) -> String? {
        guard head.starts(with: Array("<?xml".utf8)) else { return nil }
        let declaration = head.prefix(256)
        guard let end = declaration.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let text = String(decoding: declaration[..<end], as: UTF8.self)
        guard let range = text.range(of: "encoding") else { return nil }
        var rest = text[range.upperBound...].drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix(while: { $0 != quote })
        return value.isEmpty ? nil : String(value)
    }
}

private extension String {
    /// `range(of:)` without Foundation, for short ASCII needles.
    func range(of needle: String) -> Range<String.Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) {
                return index..<self.index(index, offsetBy: needle.count)
            }
            index = self.index(after: index)
        }
        return nil
    }
}
