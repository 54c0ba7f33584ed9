import Platform
import XMLStream
/// Tags and the content of containers (`parseXMLElement`, `getContentObject`, `checkForCloseTag`).
extension CFReadingFilter {
    /// A start tag at `lt`. CF reads up to the first `>`, quotes or not; its name is what comes before
    /// the first white space (or the `/` of `/>`), and everything after the name is ignored: libxml2 gets
    /// it blanked.
    func startTag(at lt: Int) -> Step {
        var index = lt + 1
        var nameEnd: Int?
        while index < end, byte(index) != UInt8(ascii: ">") {
            if nameEnd == nil, XMLWhitespace.contains(byte(index)) { nameEnd = index }
            index += 1
        }
        guard index < end else { return .needMore }
        let gt = index
        let isEmpty = byte(gt - 1) == UInt8(ascii: "/") && gt - 1 > lt
        let name = nameEnd ?? (isEmpty ? gt - 1 : gt)
        // A malformed or unknown tag: CF refuses it, and so do libxml2 or the builder, in their words.
        guard name > lt + 1, let element = Element.named(window[(lt + 1 - base)..<(name - base)]) else { return stop() }
        let attributes = name..<(isEmpty ? gt - 1 : gt)
        if !attributes.isEmpty { readAttributes(attributes) }
        pos = gt + 1
        if element.isContainer {
            if !isEmpty {
                stack.append(element)
                mode = .content
            } else if stack.isEmpty {
                enterEpilog()
            }
            return .progressed
        }
        if isEmpty {
            if element == .data { note(.emptyData, lt, gt + 1) }
            if stack.isEmpty { enterEpilog() }
            return .progressed
        }
        return leaf(element, tag: lt)
    }

    /// The attributes of a tag, which CF ignores: libxml2 gets them blanked, and a note says when XML
    /// would read the tag otherwise (a `>` inside quotes, where CF ends it) or could not read it at all.
    private func readAttributes(_ range: Range<Int>) {
        let bytes = window[(range.lowerBound - base)..<(range.upperBound - base)]
        // `<plist version="1.0">`'s, as every writer puts it, needs no grammar.
        switch System.bytes(bytes, equal: #" version="1.0""#) ? .wellFormed : AttributeListGrammar.read(bytes) {
        case .wellFormed:
            break
        case .openQuote:
            note(.tagEndsInsideAttribute, range.lowerBound, range.upperBound)
        case .malformed:
            note(hasUnreadableBytes(range.lowerBound, range.upperBound) ? .unreadableSkippedMarkup : .malformedAttributes,
                 range.lowerBound, range.upperBound)
        }
        blank(range.lowerBound, range.upperBound)
    }

    func enterEpilog() {
        mode = .epilog
        epilogStart = pos
    }

    /// Between the children of a container: white space, comments and processing instructions are
    /// skipped; a child element, or the container's closing tag.
    func content() -> Step {
        skipSpace()
        guard pos < end else { return .needMore }
        let first = byte(pos)
        if first == UInt8(ascii: "&") { return referenceBetweenElements() }
        // Text between elements: CF refuses it, and the builder reports it.
        guard first == UInt8(ascii: "<") else { return skipText() }
        if waits(for: 2, at: pos) { return .needMore }
        guard pos + 1 < end else { return stop() }
        let lt = pos
        switch byte(lt + 1) {
        case UInt8(ascii: "!"):
            if waits(for: 9, at: lt) { return .needMore }
            if matches("<!--", at: lt) { return comment(at: lt, inValue: nil) }
            if matches("<![CDATA[", at: lt) { return cdataBetweenElements(at: lt) }
            return stop()
        case UInt8(ascii: "?"):
            return instruction(at: lt, inValue: nil)
        case UInt8(ascii: "/"):
            guard let container = stack.last else { return stop() }
            guard let after = closeTag(container, at: lt) else { return waits(for: 64, at: lt) ? .needMore : stop() }
            stack.removeLast()
            pos = after
            if stack.isEmpty { enterEpilog() }
            return .progressed
        default:
            return startTag(at: lt)
        }
    }

    /// `</name` + white space + `>` at `lt` (`checkForCloseTag`): the offset after it, or nil.
    func closeTag(_ element: Element, at lt: Int) -> Int? {
        let name = element.tag
        var index = lt + 2
        guard matches(name, at: index) else { return nil }
        index += name.utf8CodeUnitCount
        while index < end, XMLWhitespace.contains(byte(index)) { index += 1 }
        guard index < end, byte(index) == UInt8(ascii: ">") else { return nil }
        return index + 1
    }

    /// A comment at `lt` (CF skips to the first `-->`): blanked for libxml2 when XML cannot read it as
    /// one comment. Inside a value element CF refuses it.
    func comment(at lt: Int, inValue: Int?) -> Step {
        guard let close = find("-->", from: lt + 4) else { return atEnd ? stop() : .needMore }
        let after = close + 3
        if inValue != nil { note(.commentInValue, lt, after, current?.element.name ?? []) }
        if (find("--", from: lt + 4).map { $0 < close } ?? false) || (close > lt + 4 && byte(close - 1) == UInt8(ascii: "-")) {
            if inValue == nil { note(.doubleHyphenInComment, lt, after) }
            blank(lt, after)
        } else if hasUnreadableBytes(lt, after) {
            if inValue == nil { note(.unreadableSkippedMarkup, lt, after) }
            blank(lt, after)
        }
        pos = after
        return .progressed
    }

    /// A processing instruction at `lt` (CF skips to the first `?>`). An XML declaration there is
    /// blanked for libxml2; inside a value element CF refuses it.
    func instruction(at lt: Int, inValue: Int?) -> Step {
        guard let close = find("?>", from: lt + 2) else { return atEnd ? stop() : .needMore }
        let after = close + 2
        if inValue != nil { note(.processingInstructionInValue, lt, after, current?.element.name ?? []) }
        if isDeclaration(at: lt) {
            if inValue == nil { note(.declarationInContent, lt, after) }
            blank(lt, after)
        } else if hasUnreadableBytes(lt, after) {
            if inValue == nil { note(.unreadableSkippedMarkup, lt, after) }
            blank(lt, after)
        } else if !InstructionGrammar.isWellFormed(window[(lt - base)..<(after - base)]) {
            if inValue == nil { note(.malformedInstruction, lt, after) }
            blank(lt, after)
        }
        pos = after
        return .progressed
    }

    /// A CDATA section between elements: CF refuses it; the builder reports one with text, so only one
    /// of white space is noted here.
    private func cdataBetweenElements(at lt: Int) -> Step {
        guard let close = find("]]>", from: lt + 9) else { return atEnd ? stop() : .needMore }
        if window[(lt + 9 - base)..<(close - base)].allSatisfy(XMLWhitespace.contains) { note(.cdataInValue, lt, close + 3) }
        pos = close + 3
        return .progressed
    }

    /// `&…;` between elements: CF refuses it; the builder reports one that makes text, so only a
    /// reference to white space is noted here.
    private func referenceBetweenElements() -> Step {
        guard let semicolon = find(";", from: pos) else { return atEnd ? stop() : .needMore }
        let reference = window[(pos + 1 - base)..<(semicolon - base)]
        let spaces: [[UInt8]] = ["#9", "#10", "#13", "#32", "#x9", "#xA", "#xa", "#xD", "#xd", "#x20"].map { Array($0.utf8) }
        if spaces.contains(where: { reference.elementsEqual($0) }) { note(.referenceInValue, pos, semicolon + 1) }
        pos = semicolon + 1
        return .progressed
    }

    /// Text between elements, up to the next `<` or `&`; a control character there ends the filter (both
    /// parsers refuse it).
    private func skipText() -> Step {
        while pos < end {
            let byte = byte(pos)
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { return .progressed }
            if byte < 0x20 && !XMLWhitespace.contains(byte) { return stop() }
            pos += 1
        }
        return .progressed
    }
}
