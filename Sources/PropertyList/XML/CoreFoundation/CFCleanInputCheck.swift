import XMLStream

/// Tells from a document's bytes, as libxml2 is about to read them, that `CFReadingFilter` would leave
/// them all as they are and note nothing: then libxml2 alone reads the document as CoreFoundation does,
/// and the filter is not needed (`PlistReader`). The check is conservative: it accepts only the plain
/// shape every writer produces, and refuses (the document is read again, through the filter) at the first
/// byte that could matter to CoreFoundation, whether or not it would:
///
/// - anything but white space before the first `<`;
/// - a processing instruction, but for a well-formed version 1.0 XML declaration at the very start;
/// - a DOCTYPE other than Apple's, as every writer puts it, before the root; a comment; a CDATA section;
/// - a tag with anything after its name (attributes, white space) but `<plist version="1.0">`, a name
///   that is not letters only, `<data/>`, `<true>` or `<false>` not written as an empty tag;
/// - a reference other than `&amp;` `&lt;` `&gt;` `&quot;` `&apos;`, or any inside `<integer>`, `<date>`,
///   `<data>`, `<true>` or `<false>`;
/// - a carriage return, a control character, `]]>`, U+FEFF, U+FFFE or U+FFFF.
///
/// What libxml2 itself refuses is not looked for: an error in the first reading sends the document
/// through the filter as well.
final class CFCleanInputCheck: XMLInputCheck {
    /// Where a reference would be noted by CoreFoundation's reading: inside a number, date, data or boolean.
    private enum Place {
        case text
        case strictValue
    }

    /// The end of a construct cut by the end of a block, looked at again with the next block.
    @exclusivity(unchecked) private var carry: [UInt8] = []
    /// Whether the bytes looked at so far are the document's first (an XML declaration may stand only there).
    @exclusivity(unchecked) private var atStart = true
    /// Whether a start tag was seen (the prolog is over).
    @exclusivity(unchecked) private var sawElement = false
    @exclusivity(unchecked) private var place = Place.text
    /// Set at the first byte that may matter to CoreFoundation: the document is to be read through the filter.
    private(set) var refused = false

    /// The longest construct looked at whole (a tag, the declaration, the DOCTYPE); a longer one is refused.
    private static let longestConstruct = 512

    func accepts(_ block: ArraySlice<UInt8>, atEnd: Bool) -> Bool {
        guard !refused else { return false }
        var bytes = block
        if !carry.isEmpty {
            carry.append(contentsOf: block)
            bytes = carry[...]
        }
        let from = scan(bytes, atEnd: atEnd)
        if let from {
            // Past the document's first bytes once anything was looked at (a carry is looked at again).
            if from > bytes.startIndex { atStart = false }
            carry = from < bytes.endIndex ? Array(bytes[from...]) : []
        }
        if from == nil || (atEnd && !carry.isEmpty) { refused = true }
        return !refused
    }

    /// Looks at `bytes`; the index of a construct cut by their end (their end index if none), or nil to refuse.
    private func scan(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> Int? {
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let byte = bytes[index]
            // Plain text, the most of a document: passed in one tight loop.
            if byte >= 0x20 ? (byte != 0x3C && byte != 0x26 && byte != 0x5D && byte != 0xEF) : (byte == 0x09 || byte == 0x0A) {
                // Before the root, only white space outside markup (CoreFoundation stops at anything else).
                if !sawElement && byte != 0x20 && byte != 0x09 && byte != 0x0A { return nil }
                index += 1
                continue
            }
            let next: Int?
            switch byte {
            case UInt8(ascii: "<"): next = markup(bytes, at: index, atEnd: atEnd)
            case UInt8(ascii: "&"): next = reference(bytes, at: index, atEnd: atEnd)
            case UInt8(ascii: "]"):
                guard index + 3 <= end else { return atEnd ? nil : index }
                next = bytes[index + 1] == UInt8(ascii: "]") && bytes[index + 2] == UInt8(ascii: ">") ? nil : index + 1
            case 0xEF:
                // U+FEFF (EF BB BF), U+FFFE (EF BF BE), U+FFFF (EF BF BF).
                guard index + 3 <= end else { return atEnd ? nil : index }
                let second = bytes[index + 1], third = bytes[index + 2]
                next = (second == 0xBB && third == 0xBF) || (second == 0xBF && third >= 0xBE) ? nil : index + 1
            default:
                next = nil  // a control character or a carriage return
            }
            guard let next else { return nil }
            // Cut by the end of the block: looked at again with the next one.
            if next == index { return index }
            index = next
        }
        return end
    }

    /// Markup at `lt`: the index after it, `lt` when it is cut by the end of `bytes`, nil to refuse.
    private func markup(_ bytes: ArraySlice<UInt8>, at lt: Int, atEnd: Bool) -> Int? {
        let end = min(bytes.endIndex, lt + Self.longestConstruct)
        var gt = lt + 1
        while gt < end && bytes[gt] != UInt8(ascii: ">") { gt += 1 }
        guard gt < end else { return bytes.endIndex - lt < Self.longestConstruct && !atEnd ? lt : nil }
        let tag = bytes[lt...gt]
        switch bytes[lt + 1] {
        case UInt8(ascii: "/"):
            place = .text
            return gt + 1
        case UInt8(ascii: "?"):
            // Only the XML declaration, first in the document, kept by CoreFoundation's reading as written.
            guard atStart && lt == bytes.startIndex && bytes[gt - 1] == UInt8(ascii: "?") else { return nil }
            let kept = CFReadingFilter.equal(tag, CFReadingFilter.standardDeclaration)
                || XMLDeclarationGrammar.isWellFormed(tag) && XMLDeclarationGrammar.isVersion10(tag)
            return kept ? gt + 1 : nil
        case UInt8(ascii: "!"):
            return !sawElement && CFReadingFilter.equal(tag, CFReadingFilter.appleDoctype) ? gt + 1 : nil
        default:
            return startTag(tag) ? gt + 1 : nil
        }
    }

    /// Whether a start tag (`<` to `>`) is one CoreFoundation's reading leaves as it is.
    private func startTag(_ tag: ArraySlice<UInt8>) -> Bool {
        var nameEnd = tag.startIndex + 1
        while nameEnd < tag.endIndex, (tag[nameEnd] | 0x20) >= UInt8(ascii: "a") && (tag[nameEnd] | 0x20) <= UInt8(ascii: "z") {
            nameEnd += 1
        }
        let name = tag[(tag.startIndex + 1)..<nameEnd]
        guard !name.isEmpty else { return false }
        let element = CFReadingFilter.Element.named(name)
        sawElement = true
        place = .text
        switch tag.endIndex - nameEnd {
        case 1:
            // `<name>`.
            if element == .integer || element == .date || element == .data { place = .strictValue }
            return element != .true && element != .false
        case 2:
            // `<name/>`.
            return tag[nameEnd] == UInt8(ascii: "/") && element != .data
        default:
            return element == .plist && CFReadingFilter.equal(tag[nameEnd...], #" version="1.0">"#)
        }
    }

    /// A reference at `amp`: one of the five predefined entities, where CoreFoundation decodes it as XML does.
    private func reference(_ bytes: ArraySlice<UInt8>, at amp: Int, atEnd: Bool) -> Int? {
        guard place == .text else { return nil }
        for entity in [StaticString("&amp;"), "&lt;", "&gt;", "&quot;", "&apos;"] {
            if amp + entity.byteCount <= bytes.endIndex {
                if CFReadingFilter.equal(bytes[amp..<(amp + entity.byteCount)], entity) { return amp + entity.byteCount }
            } else if !atEnd {
                return amp  // cut: looked at again with the next block
            }
        }
        return nil
    }
}
