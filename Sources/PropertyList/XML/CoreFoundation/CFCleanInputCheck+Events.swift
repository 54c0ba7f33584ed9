import Platform
import XMLStream

/// The check's view of what libxml2 reads: how each tag is written, and where each reference the bytes
/// held stands (in a value, between elements, in a comment).
extension CFCleanInputCheck {
    /// `<plist>`'s only attribute as every writer puts it.
    private static let plistVersion: StaticString = #" version="1.0""#

    private typealias Name = PlistElementName

    func accepts(_ tag: XMLStartTag) -> Bool {
        guard !refused, placeMarks(before: tag.end) else { return false }
        var accepted = tag.isLetters && (tag.isPlain || tag.shortName == Name.plist && !tag.isEmpty)
        switch tag.shortName {
        case Name.dict, Name.array, Name.plist:
            place = .content
        case Name.integer, Name.date:
            place = .strictValue
        case Name.data:
            accepted = accepted && !tag.isEmpty
            place = .strictValue
        case Name.true, Name.false:
            accepted = accepted && tag.isEmpty
            place = .strictValue
        default:
            place = .text
        }
        return accepted || refuse()
    }

    func acceptsAttributes(_ written: [UInt8]) -> Bool {
        System.bytes(written[...], equal: Self.plistVersion) || refuse()
    }

    func acceptsEnd(at offset: Int) -> Bool {
        guard !refused, placeMarks(before: offset) else { return false }
        place = .content
        return true
    }

    func acceptsComment(from start: Int, to end: Int, isEmpty: Bool) -> Bool {
        // Both readers skip a comment between elements (but an empty one, kept conservative); inside a
        // value CoreFoundation refuses it.
        guard !refused, !isEmpty, place == .content, placeMarks(before: start) else { return refuse() }
        // Marks inside the comment are the comment's text to both.
        while nextMark < marks.count && marks[nextMark] >> 1 < end { nextMark += 1 }
        markPlaced()
        return true
    }

    func acceptsInstructionOrCDATA() -> Bool {
        refuse()
    }

    /// Refuses the document (it is read again through the filter): always false.
    private func refuse() -> Bool {
        refused = true
        return false
    }

    /// Places the marks the bytes held before `offset`: in the text of the element libxml2 is in (or
    /// between elements). Inside `<integer>`, `<date>` and `<data>` any reference is refused; elsewhere
    /// the five predefined entities are read alike, and anything else is left to the filter.
    @inline(__always)
    private func placeMarks(before offset: Int) -> Bool {
        offset <= nextMarkOffset || placePendingMarks(before: offset)
    }

    private func placePendingMarks(before offset: Int) -> Bool {
        while nextMark < marks.count {
            let mark = marks[nextMark]
            guard mark >> 1 < offset else { break }
            if place == .strictValue || mark & 1 != Mark.predefinedEntity { return refuse() }
            nextMark += 1
        }
        markPlaced()
        return true
    }

    /// After `nextMark` moved: `nextMarkOffset` follows it, and the marks placed are dropped now and then.
    private func markPlaced() {
        nextMarkOffset = nextMark < marks.count ? marks[nextMark] >> 1 : Int.max
        if nextMark > 256 && nextMark * 2 > marks.count {
            marks.removeFirst(nextMark)
            nextMark = 0
        }
    }
}
