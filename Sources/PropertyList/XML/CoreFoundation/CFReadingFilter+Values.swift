import XMLStream
/// The content of value elements (`parseStringTag`, `parseIntegerTag`, `parseDateTag`, `parseDataTag`,
/// the `<true>`/`<false>` case of `parseXMLElement`), read up to the element's closing tag. Its bytes
/// stay in the window until then: the value CF makes of them may have to be handed on (`CFNote.value`).
extension CFReadingFilter {
    /// A value element's content starts at `pos` (after the start tag at `tag`).
    func leaf(_ element: Element, tag: Int) -> Step {
        current = OpenValue(element: element, tag: tag, start: pos)
        mode = .leaf
        blankedInLeaf.removeAll()
        return continueLeaf()
    }

    /// Reads on in the value element being read, from `pos`.
    func continueLeaf() -> Step {
        guard var leaf = current else { return stop() }
        defer { current = mode == .leaf ? leaf : nil }
        while pos < end {
            let byte = byte(pos)
            switch byte {
            case UInt8(ascii: "<"):
                if waits(for: 9, at: pos) { return .needMore }
                guard pos + 1 < end else { return stop() }
                switch self.byte(pos + 1) {
                case UInt8(ascii: "/"):
                    guard let after = closeTag(leaf.element, at: pos) else { return waits(for: 64, at: pos) ? .needMore : stop() }
                    finish(leaf, closeAt: pos, after: after)
                    return .progressed
                case UInt8(ascii: "!"):
                    if matches("<!--", at: pos) {
                        leaf.hasMarkup = true
                        if comment(at: pos, inValue: leaf.tag) == .needMore || mode == .stopped { return .needMore }
                    } else if matches("<![CDATA[", at: pos) {
                        if cdata(in: &leaf) == .needMore || mode == .stopped { return .needMore }
                    } else {
                        return stop()
                    }
                case UInt8(ascii: "?"):
                    leaf.hasMarkup = true
                    if instruction(at: pos, inValue: leaf.tag) == .needMore || mode == .stopped { return .needMore }
                default:
                    // An element inside a value: both refuse it (the builder in its words).
                    return stop()
                }
            case UInt8(ascii: "&"):
                if reference(in: &leaf) == .needMore || mode == .stopped { return .needMore }
            case 0x0D:
                leaf.needsValue = leaf.element == .string || leaf.element == .key
                leaf.hasText = true
                pos += 1
            case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F:
                control(in: &leaf, width: 1)
            case 0xEF:
                if waits(for: 3, at: pos) { return .needMore }
                if pos + 2 < end, self.byte(pos + 1) == 0xBF, self.byte(pos + 2) == 0xBE || self.byte(pos + 2) == 0xBF {
                    control(in: &leaf, width: 3)
                } else {
                    leaf.hasText = true
                    pos += 1
                }
            case UInt8(ascii: "]"):
                if waits(for: 3, at: pos) { return .needMore }
                if leaf.isText || leaf.element == .data, matches("]]>", at: pos) {
                    // XML forbids `]]>` in text; CF keeps it (in data, skips it). libxml2 gets its `>` blanked.
                    note(.cdataEndInText, pos, pos + 3)
                    blank(pos + 2, pos + 3)
                    leaf.needsValue = true
                    pos += 3
                } else {
                    leaf.hasText = true
                    pos += 1
                }
            default:
                // Plain text, the most of a value: read in one run (up to the bound checked below).
                let window = self.window, base = self.base
                var next = pos - base
                var hasText = false
                let limit = min(end, leaf.tag + Self.maxConstruct + 1) - base
                repeat {
                    if !XMLWhitespace.contains(window[next]) { hasText = true }
                    next += 1
                } while next < limit && Self.isPlain(window[next])
                if hasText { leaf.hasText = true }
                pos = next + base
            }
            if pos - leaf.tag > Self.maxConstruct { return stop() }
        }
        return .needMore
    }

    /// Whether a value's byte needs no more than to be passed (what `continueLeaf`'s `default` takes).
    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 ? byte != UInt8(ascii: "<") && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "]") && byte != 0xEF
            : byte == 0x09 || byte == 0x0A
    }

    /// A control character (`width` bytes: U+FFFE and U+FFFF are three) in a value: CF keeps it (and
    /// counts it as white space before a number), XML has no such character.
    private func control(in leaf: inout OpenValue, width: Int) {
        note(.controlCharacter, pos, pos + width)
        blank(pos, pos + width)
        if leaf.isText { leaf.needsValue = true }
        leaf.hasText = true
        pos += width
    }

    /// `<![CDATA[…]]>` inside a value: CF reads its text into a string, key or real and refuses it
    /// anywhere else.
    private func cdata(in leaf: inout OpenValue) -> Step {
        guard let close = find("]]>", from: pos + 9) else { return atEnd ? stop() : .needMore }
        leaf.hasMarkup = true
        if leaf.isText || leaf.element == .real {
            for offset in (pos + 9)..<close {
                let byte = byte(offset)
                if byte == 0x0D, leaf.isText { leaf.needsValue = true }
                if byte < 0x20 && !XMLWhitespace.contains(byte) {
                    note(.controlCharacter, offset, offset + 1)
                    blank(offset, offset + 1)
                    if leaf.isText { leaf.needsValue = true }
                }
            }
            leaf.hasText = true
        } else {
            note(.cdataInValue, pos, close + 3, leaf.element.name)
            leaf.hasText = true
        }
        pos = close + 3
        return .progressed
    }

    /// `&…;` inside a value, as CF reads it (`parseEntityReference_pl`).
    private func reference(in leaf: inout OpenValue) -> Step {
        leaf.hasText = true
        switch leaf.element {
        case .string, .key, .real:
            switch CFEntity.read(window, from: pos - base, atEnd: atEnd) {
            case .needMore:
                return .needMore
            case .refused:
                // Unknown names, bad digits, surrogates: libxml2 refuses them too, in its words.
                mode = .stopped
                return .progressed
            case .tooLong(let length):
                note(.longCharacterReference, pos, pos + length)
                pos += length
            case .decoded(let scalar, let length):
                if scalar.value == 0 || (scalar.value < 0x20 && !XMLWhitespace.contains(UInt8(scalar.value)))
                    || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    note(.controlCharacter, pos, pos + length)
                    blank(pos, pos + length)
                    if leaf.isText { leaf.needsValue = true }
                }
                pos += length
            }
        case .data:
            // CF skips `&` and `;` as junk and reads the letters between as base64 digits; libxml2 gets
            // the `&` blanked (it would refuse a bare one), and the builder CF's bytes.
            leaf.needsValue = true
            blank(pos, pos + 1)
            pos += 1
        default:
            guard let semicolon = find(";", from: pos) else { return atEnd ? stop() : .needMore }
            note(.referenceInValue, pos, semicolon + 1, leaf.element.name)
            pos = semicolon + 1
        }
        return .progressed
    }

    /// The value element ends at `closeAt` (its `</`): its value goes out when libxml2 cannot make it.
    private func finish(_ leaf: OpenValue, closeAt: Int, after: Int) {
        if leaf.needsValue {
            var content = window[(leaf.start - base)..<(closeAt - base)]
            for (offset, bytes) in blankedInLeaf where offset >= leaf.start && offset + bytes.count <= closeAt {
                content.replaceSubrange((offset - base)..<(offset - base + bytes.count), with: bytes)
            }
            // Data CF refuses (a byte from 0x80 up) goes to the builder as text, which reports it.
            let data = leaf.element == .data ? CFBase64.decode(content) : nil
            if data?.refused != true { note(.value, leaf.tag, after, data?.bytes ?? CFEntity.text(of: content)) }
        }
        if !blankedInLeaf.isEmpty { blankedInLeaf.removeAll() }
        // White space between `<true>` and `</true>` is refused (comments and text are reported already).
        if leaf.element == .true || leaf.element == .false, closeAt > leaf.start, !leaf.hasText, !leaf.hasMarkup {
            note(.contentInBoolean, leaf.start, closeAt, leaf.element.name)
        }
        pos = after
        mode = stack.isEmpty ? .epilog : .content
        if stack.isEmpty { epilogStart = after }
    }
}

/// The value element being read.
struct OpenValue {
    var element: CFReadingFilter.Element
    /// Where its start tag begins, and its content.
    var tag: Int
    var start: Int
    /// Whether libxml2 would deliver another value than CF makes.
    var needsValue = false
    /// Whether it holds anything but white space, and comments, PIs or CDATA.
    var hasText = false
    var hasMarkup = false

    /// A string or a key: text whose every character counts.
    var isText: Bool { element == .string || element == .key }
}
