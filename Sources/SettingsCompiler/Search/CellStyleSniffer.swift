import PropertyList
import Platform

/// Tells a cell-style definition (a plist whose root is an array of section dictionaries) from any
/// other `.plist` a folder walk meets (Info.plist, entitlements, assets, a product list), from its first
/// bytes: the prolog is skipped, then `<plist>`, `<array>` and `<dict` must follow, and a section
/// dictionary must carry a key of the format (`SectionTitle`, `Data`, `FooterText`): an unrelated array
/// of dictionaries (`Products.plist`) is not a definition. Only a file that is not UTF-8 text (a binary
/// plist, UTF-16) is parsed to see its first value.
enum CellStyleSniffer {
    /// How much of a file is looked at: far more than any prolog.
    static let headLength = 16 << 10

    /// Whether the file at `path` is a cell-style definition; why not, when it cannot be read (a walk
    /// reports it: a definition nobody could read must not pass as checked).
    static func isDefinition(_ path: String) -> Result<Bool, System.FileError> {
        let descriptor: System.FileDescriptor
        switch System.openRegularFile(path) {
        case .success(let opened): descriptor = opened
        case .failure(let error): return .failure(error)
        }
        guard let head = descriptor.read(maxLength: headLength) else {
            let code = System.lastErrno
            return .failure(System.FileError(path: path, reason: System.message(forErrno: code), code: code))
        }
        if let answer = sniff(head) { return .success(answer) }
        return .success(parsesAsDefinition(path))
    }

    /// Not UTF-8 text: the first value read the way the reader does.
    private static func parsesAsDefinition(_ path: String) -> Bool {
        guard case .success(let file) = SourceFile.open(path) else { return false }
        var isSection = false
        var first = true
        let document = PlistReader.parse(file) { values, index in
            if first {
                isSection = values.kind(index) == .dictionary
                    && sectionKeys.contains { values.defines($0, in: index) }
            }
            first = false
        }
        guard document.rootKind == .array else { return false }
        return isSection
    }

    /// The answer from UTF-8 text; nil when the bytes are not UTF-8 XML (binary, UTF-16, UTF-32).
    static func sniff(_ bytes: [UInt8]) -> Bool? {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        guard index < bytes.count else { return false }
        if bytes.starts(with: Array("bplist".utf8)) || bytes[index] == 0 || bytes[index] == 0xFE || bytes[index] == 0xFF
            || (index + 1 < bytes.count && bytes[index + 1] == 0) { return nil }
        var scanner = Scanner(bytes: bytes, index: index)
        guard scanner.skipProlog(), scanner.startTag("plist"), !scanner.closesEmpty() else { return false }
        guard scanner.skipMisc(), scanner.startTag("array"), !scanner.closesEmpty() else { return false }
        guard scanner.skipMisc(), scanner.startTag("dict") else { return false }
        return scanner.findsSectionKey(sectionKeys)
    }

    /// The keys a section of the format carries, as bytes.
    static let sectionKeys = CellStyleDecoder.sectionKeys.map { Array($0.utf8) }

    /// A cursor over the head of an XML document.
    private struct Scanner {
        let bytes: [UInt8]
        var index: Int

        /// Past white space, comments, processing instructions and a DOCTYPE (with its internal subset).
        mutating func skipProlog() -> Bool {
            while skipMisc() {
                guard starts("<!DOCTYPE") else { return true }
                var offset = index + 9
                var inSubset = false
                while offset < bytes.count {
                    switch bytes[offset] {
                    case UInt8(ascii: "["): inSubset = true
                    case UInt8(ascii: "]"): inSubset = false
                    case UInt8(ascii: ">") where !inSubset: index = offset + 1
                    default: break
                    }
                    if index == offset + 1 { break }
                    offset += 1
                }
                guard offset < bytes.count else { return false }
            }
            return false
        }

        /// Past white space, comments and processing instructions; false at the end of the head.
        mutating func skipMisc() -> Bool {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D:
                    index += 1
                case UInt8(ascii: "<") where starts("<!--"):
                    guard let end = find(Array("-->".utf8)) else { return false }
                    index = end + 3
                case UInt8(ascii: "<") where starts("<?"):
                    guard let end = find(Array("?>".utf8)) else { return false }
                    index = end + 2
                default:
                    return true
                }
            }
            return false
        }

        /// Past `<name …>` when the next tag is that element's start tag.
        mutating func startTag(_ name: String) -> Bool {
            let open = Array(("<" + name).utf8)
            guard bytes[index...].starts(with: open), index + open.count < bytes.count else { return false }
            let after = bytes[index + open.count]
            guard after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || after == 0x20 || after == 0x09
                    || after == 0x0A || after == 0x0D else { return false }
            guard let end = find(Array(">".utf8)) else { return false }
            index = end + 1
            return true
        }

        /// Whether a dictionary directly in the root array, from the one just entered on through the rest
        /// of the head, holds one of `keys`.
        mutating func findsSectionKey(_ keys: [[UInt8]]) -> Bool {
            // Open containers below the root array; the first section's dictionary is open (one), unless empty.
            var depth = closesEmpty() ? 0 : 1
            while let open = find(Array("<".utf8)) {
                index = open + 1
                guard let close = find(Array(">".utf8)) else { return false }
                let tag = bytes[index..<close]
                index = close + 1
                if tag.last == UInt8(ascii: "/") { continue }
                if tag.starts(with: "/dict".utf8) || tag.starts(with: "/array".utf8) {
                    depth -= 1
                } else if tag.starts(with: "dict".utf8) || tag.starts(with: "array".utf8) {
                    depth += 1
                } else if depth == 1, tag.elementsEqual("key".utf8), let end = find(Array("</key>".utf8)) {
                    if keys.contains(where: { $0.elementsEqual(bytes[index..<end]) }) { return true }
                    index = end + 6
                }
            }
            return false
        }

        /// Whether the tag just passed was written empty (`<array/>`).
        func closesEmpty() -> Bool { index >= 2 && bytes[index - 2] == UInt8(ascii: "/") }

        private func starts(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

        /// The offset of `needle` at or after the cursor.
        private func find(_ needle: [UInt8]) -> Int? {
            guard needle.count <= bytes.count else { return nil }
            var offset = index
            while offset + needle.count <= bytes.count {
                if bytes[offset] == needle[0], bytes[offset..<(offset + needle.count)].elementsEqual(needle) { return offset }
                offset += 1
            }
            return nil
        }
    }
}
