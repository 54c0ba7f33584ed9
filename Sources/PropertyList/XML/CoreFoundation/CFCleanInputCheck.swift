import Platform
import XMLStream

/// Tells from a document's bytes, as libxml2 is about to read them, that `CFReadingFilter` would leave
/// them all as they are and note nothing: then libxml2 alone reads the document as CoreFoundation does,
/// and the filter is not needed (`PlistReader`). The check is conservative: it accepts only the plain
/// shape every writer produces, and refuses (the document is read again, through the filter) at the first
/// byte that could matter to CoreFoundation, whether or not it would:
///
/// - anything but white space before the first `<`;
/// - a processing instruction, but for a well-formed version 1.0 XML declaration at the very start;
/// - a DOCTYPE other than Apple's, as every writer puts it, before the root; a CDATA section; a comment
///   before the root, inside a value element, or holding `--`, a final `-` or a control character;
/// - a tag with anything after its name (attributes, white space) but `<plist version="1.0">`, a name
///   that is not letters only, `<data/>`, `<true>` or `<false>` not written as an empty tag;
/// - a reference other than `&amp;` `&lt;` `&gt;` `&quot;` `&apos;`, or any inside `<integer>`, `<date>`,
///   `<data>`, `<true>` or `<false>`;
/// - a carriage return, a control character, `]]>`, U+FEFF, U+FFFE or U+FFFF.
///
/// What libxml2 itself refuses is not looked for: an error in the first reading sends the document
/// through the filter as well.
final class CFCleanInputCheck: XMLInputCheck {
    /// Where the check stands: between elements (a comment is skipped there by both), in a string, key,
    /// real or unknown element (a comment there is refused by CoreFoundation), or in a number, date, or
    /// data (a reference there is refused by CoreFoundation too).
    private enum Place {
        case content
        case text
        case strictValue
    }

    /// The end of a construct cut by the end of a block, looked at again with the next block.
    @exclusivity(unchecked) private var carry: [UInt8] = []
    /// Whether the bytes looked at so far are the document's first (an XML declaration may stand only there).
    @exclusivity(unchecked) private var atStart = true
    /// Whether a start tag was seen (the prolog is over).
    @exclusivity(unchecked) private var sawElement = false
    @exclusivity(unchecked) private var place = Place.content
    /// Set at the first byte that may matter to CoreFoundation: the document is to be read through the filter.
    private(set) var refused = false
    /// Whether the end of the document was looked at and accepted: only then is the document clean.
    private(set) var acceptedAll = false

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
        if atEnd && !refused { acceptedAll = true }
        return !refused
    }

    /// The bytes the check stops at in content: `<`, `&`, `]`, 0xEF (U+FEFF, U+FFFE, U+FFFF start with it)
    /// and every C0 control but tab and line feed.
    private static let marked: [Bool] = table(marking: [0x3C, 0x26, 0x5D, 0xEF], controls: true)
    /// Before the root: everything but white space (CoreFoundation stops at anything else outside markup).
    private static let markedBeforeRoot: [Bool] = {
        var table = [Bool](repeating: true, count: 256)
        for byte in [0x20, 0x09, 0x0A] { table[byte] = false }
        return table
    }()

    /// Flags for `System.firstMarked`: `bytes`, and with `controls` every C0 control but tab and line feed.
    private static func table(marking bytes: [Int], controls: Bool) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in 0..<0x20 where controls && byte != 0x09 && byte != 0x0A { table[byte] = true }
        for byte in bytes { table[byte] = true }
        return table
    }

    /// Looks at `bytes`; the index of a construct cut by their end (their end index if none), or nil to refuse.
    private func scan(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> Int? {
        var index = bytes.startIndex
        let end = bytes.endIndex
        while true {
            // Plain text, the most of a document, passed in one loop.
            index = System.firstMarked(sawElement ? Self.marked : Self.markedBeforeRoot, in: bytes, from: index)
            guard index < end else { return end }
            // Before the root, markup only.
            if !sawElement && bytes[index] != UInt8(ascii: "<") { return nil }
            let next: Int?
            switch bytes[index] {
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
                next = nil  // a control character, a carriage return, or text before the root
            }
            guard let next else { return nil }
            // Cut by the end of the block: looked at again with the next one.
            if next == index { return index }
            index = next
        }
    }

    /// Markup at `lt`: the index after it (or after what needs looking at), `lt` when it is cut by the
    /// end of `bytes`, nil to refuse.
    @inline(__always)
    private func markup(_ bytes: ArraySlice<UInt8>, at lt: Int, atEnd: Bool) -> Int? {
        guard lt + 1 < bytes.endIndex else { return atEnd ? nil : lt }
        switch bytes[lt + 1] {
        case UInt8(ascii: "/"):
            // An end tag: its name and `>` are plain bytes to the loop (libxml2 checks the rest).
            place = .content
            return lt + 2
        case UInt8(ascii: "!") where sawElement && place == .content:
            // Between elements only a comment: no DOCTYPE, and a CDATA section is refused by CoreFoundation.
            guard lt + 4 <= bytes.endIndex else { return atEnd ? nil : lt }
            return bytes[lt...].starts(with: "<!--".utf8) ? comment(bytes, at: lt, atEnd: atEnd) : nil
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            let end = min(bytes.endIndex, lt + Self.longestConstruct)
            var gt = lt + 2
            while gt < end && bytes[gt] != UInt8(ascii: ">") { gt += 1 }
            guard gt < end else { return bytes.endIndex - lt < Self.longestConstruct && !atEnd ? lt : nil }
            let tag = bytes[lt...gt]
            if bytes[lt + 1] == UInt8(ascii: "!") {
                return !sawElement && CFReadingFilter.equal(tag, CFReadingFilter.appleDoctype) ? gt + 1 : nil
            }
            // Only the XML declaration, first in the document, kept by CoreFoundation's reading as written.
            guard atStart && lt == bytes.startIndex && bytes[gt - 1] == UInt8(ascii: "?") else { return nil }
            let kept = CFReadingFilter.equal(tag, CFReadingFilter.standardDeclaration)
                || XMLDeclarationGrammar.isWellFormed(tag) && XMLDeclarationGrammar.isVersion10(tag)
            return kept ? gt + 1 : nil
        default:
            return startTag(bytes, at: lt, atEnd: atEnd)
        }
    }

    /// A name of up to 8 letters as one number, its first letter highest (`word("dict")` is 0x64696374).
    private enum Name {
        static let dict: UInt64 = 0x6469_6374, array: UInt64 = 0x61_7272_6179, plist: UInt64 = 0x70_6C69_7374
        static let date: UInt64 = 0x6461_7465, data: UInt64 = 0x6461_7461, integer: UInt64 = 0x69_6E74_6567_6572
        static let `true`: UInt64 = 0x7472_7565, `false`: UInt64 = 0x66_616C_7365
    }

    /// A start tag at `lt`: the index after it when CoreFoundation's reading leaves it as it is.
    @inline(__always)
    private func startTag(_ bytes: ArraySlice<UInt8>, at lt: Int, atEnd: Bool) -> Int? {
        var nameEnd = lt + 1
        let end = bytes.endIndex
        // The name's letters, and (for the names of the format, all shorter than 8) the name as a number.
        var name: UInt64 = 0
        while nameEnd < end {
            let byte = bytes[nameEnd]
            guard (byte | 0x20) &- UInt8(ascii: "a") < 26 else { break }
            name = name << 8 | UInt64(byte)
            nameEnd += 1
        }
        if nameEnd - lt > 8 { name = 0 }
        // The tag's end, and ` version="1.0">` after `plist`, must be in view.
        guard nameEnd + 15 <= end || atEnd else { return lt }
        guard nameEnd > lt + 1, nameEnd < end else { return nil }
        sawElement = true
        place = .content
        switch bytes[nameEnd] {
        case UInt8(ascii: ">"):
            // `<integer>`, `<date>`, `<data>`: no reference inside; `<true>`, `<false>` with content are refused.
            switch name {
            case Name.dict, Name.array, Name.plist: place = .content
            case Name.integer, Name.date, Name.data: place = .strictValue
            case Name.true, Name.false: return nil
            default: place = .text
            }
            return nameEnd + 1
        case UInt8(ascii: "/"):
            guard nameEnd + 1 < end, bytes[nameEnd + 1] == UInt8(ascii: ">"), name != Name.data else { return nil }
            return nameEnd + 2
        default:
            let attributes: StaticString = #" version="1.0">"#
            guard name == Name.plist, nameEnd + attributes.byteCount <= end,
                  CFReadingFilter.equal(bytes[nameEnd..<(nameEnd + attributes.byteCount)], attributes) else { return nil }
            return nameEnd + attributes.byteCount
        }
    }

    /// The longest comment looked at whole; a longer one is refused.
    private static let longestComment = 16 << 10

    /// A comment between elements at `lt`: the index after it when XML and CoreFoundation read it alike
    /// (both skip it): no `--` inside, no `-` at its end, no control character or carriage return.
    private func comment(_ bytes: ArraySlice<UInt8>, at lt: Int, atEnd: Bool) -> Int? {
        let end = min(bytes.endIndex, lt + Self.longestComment)
        var index = lt + 4
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "-") {
                guard index + 2 < end else { break }
                guard bytes[index + 1] == UInt8(ascii: "-") else {
                    index += 1
                    continue
                }
                // The first `--` must be the end, `-->`, and not follow a `-` of the body.
                return bytes[index + 2] == UInt8(ascii: ">") && index > lt + 4 && bytes[index - 1] != UInt8(ascii: "-")
                    ? index + 3 : nil
            }
            if byte < 0x20 && byte != 0x09 && byte != 0x0A { return nil }
            index += 1
        }
        return bytes.endIndex - lt < Self.longestComment && !atEnd ? lt : nil
    }

    /// A reference at `amp`: one of the five predefined entities, where CoreFoundation decodes it as XML does.
    private func reference(_ bytes: ArraySlice<UInt8>, at amp: Int, atEnd: Bool) -> Int? {
        guard place != .strictValue else { return nil }
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
