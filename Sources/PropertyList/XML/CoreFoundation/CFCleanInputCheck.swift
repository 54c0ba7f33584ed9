import Platform
import XMLStream

/// Tells, as libxml2 reads a document, that `CFReadingFilter` would leave it all as it is and note
/// nothing: then libxml2 alone reads the document as CoreFoundation does, and the filter is not needed
/// (`PlistReader`). The check is conservative: it accepts only the plain shape every writer produces,
/// and refuses (the document is read again, through the filter) at the first thing that could matter to
/// CoreFoundation, whether or not it would:
///
/// - in the bytes, before the events read from them: anything but white space before the first `<`; a
///   processing instruction, but for a well-formed version 1.0 XML declaration at the very start; a
///   DOCTYPE other than Apple's, as every writer puts it, or a comment, before the root; a carriage
///   return or another control character, U+FEFF, U+FFFE or U+FFFF anywhere; outside a comment, `]]>`
///   or a reference other than `&amp;` `&lt;` `&gt;` `&quot;` `&apos;`;
/// - in what libxml2 reads (`CFCleanInputCheck+Events`): a tag with anything after its name
///   (attributes, white space) but `<plist version="1.0">`; a name that is not letters only; `<data/>`;
///   `<true>` or `<false>` not written as an empty tag; any reference inside `<integer>`, `<date>` or
///   `<data>`; a comment inside a value element or with nothing in it; a processing instruction or a
///   CDATA section.
///
/// After the root's start tag the bytes are only searched for the few that matter (controls, `&`, `]`
/// and 0xEF, which starts the three characters), sixteen at a time; the tags are looked at as libxml2 hands
/// them over. What libxml2 itself refuses is not looked for: an error in the first reading sends the
/// document through the filter as well.
final class CFCleanInputCheck: XMLInputCheck {
    /// The end of a construct cut by the end of a block, looked at again with the next block.
    @exclusivity(unchecked) private var carry: [UInt8] = []
    /// The offset in the document of the first byte of the bytes being looked at (the carry's, else the block's).
    @exclusivity(unchecked) private var offset = 0
    /// Whether the bytes looked at so far are the document's first (an XML declaration may stand only there).
    @exclusivity(unchecked) private var atStart = true
    /// Whether the root's start tag was seen in the bytes (the prolog is over).
    @exclusivity(unchecked) private var sawElement = false
    /// The references and `]]>` met in the bytes and not yet placed by the events (`Mark`).
    @exclusivity(unchecked) var marks: [Int] = []
    @exclusivity(unchecked) var nextMark = 0
    /// The offset of `marks[nextMark]`, `Int.max` when every mark is placed: most events have none to place.
    @exclusivity(unchecked) var nextMarkOffset = Int.max
    /// Set at the first thing that may matter to CoreFoundation: the document is to be read through the filter.
    @exclusivity(unchecked) var refused = false
    /// Whether the end of the bytes was looked at and accepted.
    @exclusivity(unchecked) private var scannedAll = false
    /// Where libxml2 stands (`CFCleanInputCheck+Events`).
    @exclusivity(unchecked) var place = Place.content

    /// Between elements (a comment is skipped there by both), in a string, key, real or unknown element
    /// (a comment there is refused by CoreFoundation), or in a number, date, or data (a reference there
    /// is refused by CoreFoundation too).
    enum Place {
        case content
        case text
        case strictValue
    }

    /// What the bytes held at an offset, for the events to place: the offset shifted left once, the kind
    /// in the low bit. Inside a comment, each is the comment's text to both readers.
    enum Mark {
        /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;`: read alike but in a number, date or data.
        static let predefinedEntity = 0
        /// Any other reference (a character reference among them), or `]]>` (which libxml2 misses when it
        /// is cut across the blocks it reads): left to the filter wherever it stands but in a comment.
        static let leftToTheFilter = 1
    }

    /// Whether the whole document was looked at and accepted: only then is it clean.
    var acceptedAll: Bool { scannedAll && !refused }

    /// The longest construct looked at whole (the declaration, the DOCTYPE); a longer one is refused.
    private static let longestConstruct = 512
    /// Marks waiting for the events to place them: more are refused, so that what the check holds stays
    /// small whatever the input (a long text of references is read through the filter).
    static let mostPendingMarks = 1 << 16

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
            offset += from - bytes.startIndex
            carry = from < bytes.endIndex ? Array(bytes[from...]) : []
        }
        if from == nil || (atEnd && !carry.isEmpty) || marks.count - nextMark > Self.mostPendingMarks {
            refused = true
        }
        if atEnd && !refused { scannedAll = true }
        return !refused
    }

    /// Before the root: everything but white space (CoreFoundation stops at anything else outside markup).
    private static let markedBeforeRoot: [Bool] = {
        var table = [Bool](repeating: true, count: 256)
        for byte in [0x20, 0x09, 0x0A] { table[byte] = false }
        return table
    }()

    /// Looks at `bytes`; the index of a construct cut by their end (their end index if none), or nil to refuse.
    private func scan(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> Int? {
        var index = bytes.startIndex
        let end = bytes.endIndex
        while true {
            // Plain text and tags, the most of a document, passed in one loop.
            index = sawElement ? System.firstControl(or: UInt8(ascii: "&"), UInt8(ascii: "]"), 0xEF, in: bytes, from: index)
                : System.firstMarked(Self.markedBeforeRoot, in: bytes, from: index)
            guard index < end else { return end }
            let next: Int?
            switch bytes[index] {
            case UInt8(ascii: "<") where !sawElement: next = prolog(bytes, at: index, atEnd: atEnd)
            case UInt8(ascii: "&") where sawElement: next = reference(bytes, at: index, atEnd: atEnd)
            case UInt8(ascii: "]") where sawElement:
                guard index + 3 <= end else { return atEnd ? index + 1 : index }
                if bytes[index + 1] == UInt8(ascii: "]") && bytes[index + 2] == UInt8(ascii: ">") {
                    mark(Mark.leftToTheFilter, at: index, in: bytes)
                }
                next = index + 1
            case 0xEF where sawElement:
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

    /// Markup before the root at `lt`: the index after it, `lt` when it is cut by the end of `bytes`, nil
    /// to refuse. The root's start tag ends the prolog; libxml2 hands it over to be looked at.
    private func prolog(_ bytes: ArraySlice<UInt8>, at lt: Int, atEnd: Bool) -> Int? {
        guard lt + 1 < bytes.endIndex else { return atEnd ? nil : lt }
        switch bytes[lt + 1] {
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            let end = min(bytes.endIndex, lt + Self.longestConstruct)
            var gt = lt + 2
            while gt < end && bytes[gt] != UInt8(ascii: ">") { gt += 1 }
            guard gt < end else { return bytes.endIndex - lt < Self.longestConstruct && !atEnd ? lt : nil }
            let tag = bytes[lt...gt]
            if bytes[lt + 1] == UInt8(ascii: "!") {
                // Only Apple's DOCTYPE: no comment, no internal subset.
                return System.bytes(tag, equal: CFReadingFilter.appleDoctype) ? gt + 1 : nil
            }
            // Only the XML declaration, first in the document, kept by CoreFoundation's reading as written.
            guard atStart && lt == bytes.startIndex && bytes[gt - 1] == UInt8(ascii: "?") else { return nil }
            let kept = System.bytes(tag, equal: CFReadingFilter.standardDeclaration)
                || XMLDeclarationGrammar.isWellFormed(tag) && XMLDeclarationGrammar.isVersion10(tag)
            return kept ? gt + 1 : nil
        default:
            sawElement = true
            return lt + 1
        }
    }

    /// A reference at `amp`, marked for the events to place: the index after it, or `amp` when it is
    /// cut by the end of `bytes`.
    private func reference(_ bytes: ArraySlice<UInt8>, at amp: Int, atEnd: Bool) -> Int? {
        var predefined = false
        for entity in [StaticString("&amp;"), "&lt;", "&gt;", "&quot;", "&apos;"] {
            if amp + entity.byteCount <= bytes.endIndex {
                if System.bytes(bytes[amp..<(amp + entity.byteCount)], equal: entity) {
                    predefined = true
                    break
                }
            } else if !atEnd {
                return amp  // cut: looked at again with the next block
            }
        }
        mark(predefined ? Mark.predefinedEntity : Mark.leftToTheFilter, at: amp, in: bytes)
        return amp + 1
    }

    private func mark(_ kind: Int, at index: Int, in bytes: ArraySlice<UInt8>) {
        let at = offset + index - bytes.startIndex
        if nextMark == marks.count { nextMarkOffset = at }
        marks.append(at << 1 | kind)
    }
}
