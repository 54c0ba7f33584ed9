import Platform
import XMLStream
/// Before the root element (`parseXMLPropertyList`, CFPropertyList.c): white space, comments,
/// processing instructions and DOCTYPEs, in any number and order, all skipped by CF. libxml2 gets
/// them blanked, but for a well-formed XML declaration at the very start.
extension CFReadingFilter {
    func prolog() -> Step {
        skipSpace()
        // CF wants two bytes at least ("No XML content found"); libxml2 finds the document empty.
        if waits(for: 2, at: pos) { return .needMore }
        guard pos + 1 < end, byte(pos) == UInt8(ascii: "<") else {
            if pos < end, [UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "\"")].contains(byte(pos)) {
                // Enough of the text to tell JSON from old-style text by its first key.
                if byte(pos) == UInt8(ascii: "{"), waits(for: Self.jsonLookahead, at: pos) { return .needMore }
                note(startsJSONObject(at: pos) ? .jsonText : .oldStylePlist, pos, pos + 1)
            }
            return stop()
        }
        let lt = pos
        switch byte(lt + 1) {
        case UInt8(ascii: "!"):
            if waits(for: 4, at: lt) { return .needMore }
            if matches("<!--", at: lt) { return prologComment(at: lt) }
            return doctype(at: lt)
        case UInt8(ascii: "?"):
            return prologInstruction(at: lt)
        default:
            return startTag(at: lt)
        }
    }

    /// How far `startsJSONObject` looks: a first key longer than this is taken for old-style text.
    static let jsonLookahead = 1_024

    /// Whether the `{` at `start` opens a JSON object: white space, a quoted key, white space and `:`
    /// (old-style text has `=` there). Looks at what is read, at most `jsonLookahead` bytes.
    private func startsJSONObject(at start: Int) -> Bool {
        let limit = min(end, start + Self.jsonLookahead)
        var at = start + 1
        while at < limit, XMLWhitespace.contains(byte(at)) { at += 1 }
        guard at < limit, byte(at) == UInt8(ascii: "\"") else { return false }
        at += 1
        while at < limit, byte(at) != UInt8(ascii: "\"") { at += byte(at) == UInt8(ascii: "\\") ? 2 : 1 }
        guard at < limit else { return false }
        at += 1
        while at < limit, XMLWhitespace.contains(byte(at)) { at += 1 }
        return at < limit && byte(at) == UInt8(ascii: ":")
    }

    /// A comment before the root. CF skips one byte too many after `<!--` here (PL:2234: it advances
    /// three bytes from the first `-`), so `<!---->` does not end where XML ends it.
    private func prologComment(at lt: Int) -> Step {
        guard let close = find("-->", from: lt + 5) else {
            if !atEnd { return .needMore }
            // `<!---->` with no `-->` after it: CF refuses a comment XML reads.
            if matches("<!---->", at: lt) {
                note(.unterminatedPrologComment, lt, lt + 7)
                blank(lt, lt + 7)
                pos = lt + 7
                return .progressed
            }
            return stop()
        }
        let after = close + 3
        // XML's comment ends at the first `-->` after `<!--`; CF's may end later. Either way XML tools
        // read the file differently (or refuse it) when the body holds `--` or ends in `-`.
        if find("--", from: lt + 4).map({ $0 < close }) ?? false || byte(close - 1) == UInt8(ascii: "-") && close - 1 >= lt + 4 {
            note(.doubleHyphenInComment, lt, after)
        }
        if hasUnreadableBytes(lt, after) { note(.unreadableSkippedMarkup, lt, after) }
        blank(lt, after)
        pos = after
        return .progressed
    }

    /// `<?…?>` before the root: the XML declaration stays (for libxml2) when it is the first thing in
    /// the file and well-formed; anything else is blanked.
    private func prologInstruction(at lt: Int) -> Step {
        guard let close = find("?>", from: lt + 2) else { return atEnd ? stop() : .needMore }
        let after = close + 2
        if isDeclaration(at: lt) {
            let declaration = window[(lt - base)..<(after - base)]
            // The declaration every writer puts there (Xcode, plutil, Foundation) needs no grammar.
            if lt == 0 && System.bytes(declaration, equal: Self.standardDeclaration) {
                pos = after
                return .progressed
            }
            if lt == 0 && XMLDeclarationGrammar.isWellFormed(declaration) {
                if XMLDeclarationGrammar.isVersion10(declaration) {
                    pos = after
                    return .progressed
                }
                note(.unsupportedVersion, lt, after)
            } else {
                note(lt == 0 ? .malformedDeclaration : .misplacedDeclaration, lt, after)
            }
        } else if hasUnreadableBytes(lt, after) {
            note(.unreadableSkippedMarkup, lt, after)
        } else if !InstructionGrammar.isWellFormed(window[(lt - base)..<(after - base)]) {
            note(.malformedInstruction, lt, after)
        }
        blank(lt, after)
        pos = after
        return .progressed
    }

    /// Whether the processing instruction at `lt` is an XML declaration: its target is `xml`, which XML
    /// reserves (any case).
    func isDeclaration(at lt: Int) -> Bool {
        guard lt + 5 <= end else { return false }
        let target = window[(lt + 2 - base)..<(lt + 5 - base)].map { $0 | 0x20 }
        guard target == Array("xml".utf8) else { return false }
        return lt + 5 == end || XMLWhitespace.contains(byte(lt + 5)) || byte(lt + 5) == UInt8(ascii: "?")
    }

    /// `<!DOCTYPE …>` (`skipDTD`, PL:867): `DOCTYPE` exactly, then everything up to the first `>`,
    /// quotes or not; a `[` before it is refused (CF reads no internal subset). When XML would read it
    /// otherwise (a `>` inside a quoted literal ends it early for CF), a note; CF reads on after that `>`.
    private func doctype(at lt: Int) -> Step {
        if waits(for: 9, at: lt) { return .needMore }
        guard matches("<!DOCTYPE", at: lt) else { return stop() }
        var index = lt + 9
        while index < end, byte(index) != UInt8(ascii: ">") {
            if byte(index) == UInt8(ascii: "[") { return skipInternalSubset(doctype: lt, bracket: index) }
            index += 1
        }
        guard index < end else { return atEnd ? stop() : .needMore }
        let after = index + 1
        let doctype = window[(lt - base)..<(after - base)]
        if System.bytes(doctype, equal: Self.appleDoctype) {
            // Apple's, as every writer puts it: well-formed, nothing unreadable.
        } else if !DoctypeGrammar.isWellFormed(doctype) {
            note(.malformedDoctype, lt, after)
        } else if hasUnreadableBytes(lt, after) {
            note(.unreadableSkippedMarkup, lt, after)
        }
        blank(lt, after)
        pos = after
        return .progressed
    }

    /// After a refused internal subset: blanks the DOCTYPE up to XML's end of it (`]` then `>`), so that
    /// libxml2 reads none of it (no declaration in it is ever looked at) and the rest is read on.
    private func skipInternalSubset(doctype lt: Int, bracket: Int) -> Step {
        var index = bracket + 1
        while index < end {
            if byte(index) == UInt8(ascii: "]") {
                var after = index + 1
                while after < end, XMLWhitespace.contains(byte(after)) { after += 1 }
                if after < end, byte(after) == UInt8(ascii: ">") {
                    note(.internalSubset, bracket, bracket + 1)
                    blank(lt, after + 1)
                    pos = after + 1
                    return .progressed
                }
            }
            index += 1
        }
        if atEnd {
            note(.internalSubset, bracket, bracket + 1)
            return stop()
        }
        return .needMore
    }

    // MARK: After the root

    /// Everything after the root element is blanked (CF reads no further, PL:2243); a note unless it is
    /// white space, comments and processing instructions, which XML allows there too.
    func readEpilog() {
        if pos < end {
            if epilog.count < 65_536 { epilog.append(contentsOf: window[(pos - base)..<min(end - base, pos - base + 65_536)]) }
            blank(pos, end)
            pos = end
        }
        guard atEnd else { return }
        if let offending = EpilogGrammar.firstContent(epilog) {
            note(.contentAfterRoot, epilogStart + offending, epilogStart + epilog.count, Array(epilog[offending...]))
        }
        epilog = []
        mode = .stopped
    }
}
