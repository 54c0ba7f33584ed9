import Diagnostics

internal import CLibXML2

/// How a parse reports what is wrong: constructs this wrapper refuses (entities, limits) and the
/// errors libxml2 raises, placed where the construct starts and with libxml2's echoes left out.
extension ParseSession {
    /// The SAX callbacks that refuse what a property list never holds (entities), and the error callback.
    /// Every other callback stays nil: libxml2's default SAX2 callbacks expect the parser context as
    /// their argument, and ours get the session; they would build a tree besides.
    static func refusingSAXHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.resolveEntity = { _, _, _ in nil }
        sax.entityDecl = { ctx, name, _, _, _, _ in
            ParseSession.with(ctx) { $0.refuseEntity(.entityDeclaration(name: ParseSession.string(name))) }
        }
        sax.unparsedEntityDecl = { ctx, name, _, _, _ in
            ParseSession.with(ctx) { $0.refuseEntity(.entityDeclaration(name: ParseSession.string(name))) }
        }
        sax.getEntity = { ctx, name in
            ParseSession.with(ctx) { $0.refuseEntity(.entityReference(name: ParseSession.string(name))) }
            return nil
        }
        sax.getParameterEntity = { ctx, name in
            ParseSession.with(ctx) { $0.refuseEntity(.entityReference(name: "%" + ParseSession.string(name))) }
            return nil
        }
        sax.reference = { ctx, name in
            ParseSession.with(ctx) { $0.refuseEntity(.entityReference(name: ParseSession.string(name))) }
        }
        sax.serror = { ctx, error in
            guard let ctx, let error else { return }
            ParseSession.with(ctx) { $0.libxmlError(error.pointee) }
        }
        return sax
    }

    /// Refuses an entity, reported where its declaration (`<!ENTITY`) or reference (`&`) starts, and
    /// halts libxml2 (this is an event callback).
    func refuseEntity(_ kind: XMLProblem.Kind) {
        guard !stopped else { return }
        if case .entityDeclaration = kind {
            refuse(kind, at: .lastBefore(UInt8(ascii: "<"), parserOffset))
        } else {
            refuse(kind, at: .lastBefore(UInt8(ascii: "&"), parserOffset))
        }
        _ = haltIfStopped()
    }

    /// Reports a refused construct (at `place`, else where libxml2 stands) and stops the parse.
    func refuse(_ kind: XMLProblem.Kind, message: String? = nil, at place: RecordedProblem.Place? = nil) {
        guard !stopped else { return }
        let message = message ?? {
            switch kind {
            case .entityDeclaration(let name):
                return "entity declaration '\(name)' is not allowed: property lists never declare entities"
            case .entityReference(let name):
                return "entity reference '&\(name);' is not allowed: only &amp; &lt; &gt; &quot; &apos; and character references are"
            default:
                return "parsing stopped"
            }
        }()
        report(RecordedProblem(kind: kind, message: message, place: place ?? .offset(parserOffset)))
        stop()
    }

    /// An error libxml2 raised. libxml2 goes on after the first fatal error to find more, and one
    /// mistake often makes several: the replayer leaves out an error at the place of the one before, or
    /// about tags once the open elements are in doubt (a mismatched tag misaligns every end tag after it).
    func libxmlError(_ error: xmlError) {
        libxmlRaised = true
        guard !stopped else { return }
        // XML_ERR_USER_STOP is our own xmlStopParser; nothing to tell.
        if error.code == XML_ERR_USER_STOP.rawValue { return }
        let message = (error.message.map { String(cString: $0) } ?? "")
            .split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            .map { $0.trimmingSpaces() }.filter { !$0.isEmpty }.joined(separator: "; ")
        let syntax = XMLSyntaxError(code: Int(error.code), message: message, str1: error.str1.map { String(cString: $0) },
                                    str2: error.str2.map { String(cString: $0) }, int1: Int(error.int1), isOpen: isOpenBelowTop)
        // A `<` that ends the input inside an element is a file cut short: the error about the element
        // left open, which follows, says so.
        if syntax == .invalidElementName && atEndOfInput && (context?.pointee.nameNr ?? 0) > 0 { return }
        // The filter's notes up to the error go out first (one where libxml2 stands is about what it
        // fails on); none after a fatal one (libxml2 stops there).
        if nextNote < notes.count {
            releaseNotes(upTo: parserOffset + 1)
            if error.level != XML_ERR_WARNING { nextNote = notes.count }
        }
        let place = self.place(syntax) ?? .location(SourceLocation(line: max(1, Int(error.line)), column: max(1, Int(error.int2))))
        report(RecordedProblem(kind: .malformed(syntax), isWarning: error.level == XML_ERR_WARNING, message: message,
                               place: place))
    }

    /// Where the construct at fault starts, when libxml2 stands after it: the `<` of a closing tag or of
    /// a bad name, the `&` of a reference. Nil: libxml2's own position is right.
    private func place(_ syntax: XMLSyntaxError) -> RecordedProblem.Place? {
        guard context != nil else { return nil }
        switch syntax {
        case .mismatchedEndTag, .invalidElementName, .misplacedXMLDeclaration:
            return .lastBefore(UInt8(ascii: "<"), parserOffset)
        case .bareAmpersand, .entityReferenceWithoutSemicolon, .invalidCharacterReference:
            return .lastBefore(UInt8(ascii: "&"), parserOffset)
        default:
            return nil
        }
    }

    /// Whether libxml2 has read the whole input.
    private var atEndOfInput: Bool {
        guard let input = context?.pointee.input?.pointee, let cur = input.cur, let end = input.end else { return false }
        return cur >= end
    }

    /// Whether an element named `name` is open, the innermost one aside (libxml2's stack of names).
    private func isOpenBelowTop(_ name: String) -> Bool {
        guard let context, let names = context.pointee.nameTab else { return false }
        let count = Int(context.pointee.nameNr)
        guard count > 1 else { return false }
        for index in 0..<(count - 1) where ParseSession.string(names[index]) == name { return true }
        return false
    }
}

private extension Substring {
    func trimmingSpaces() -> String {
        var slice = self[...]
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
