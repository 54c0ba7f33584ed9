import Platform
internal import CLibXML2

/// One parse: what libxml2's callbacks need, around a libxml2 context borrowed for the parse. It
/// touches libxml2 only; everything the handler sees goes through an `EventReplayer`.
///
/// On a small document each callback hands its event to the replayer at once. On a large one
/// (`pipe`), the parse runs on a thread of its own and records events into batches, which the caller's
/// thread delivers. Problems are events too: placed and reported as the handler stands when the events
/// before them have been delivered.
final class ParseSession {
    // Touched on every event: exclusivity is enforced by construction (one parse, one thread, no
    // re-entrant access), so the per-access runtime check — a fifth of the instructions — is skipped.
    let input: XMLInputStream
    let limits: XMLEventParser.Limits
    let replayer: EventReplayer
    /// Set on a large document: events are recorded and handed over a batch at a time.
    let pipe: BatchPipe<EventBatch>?
    /// Sees each block before libxml2 does, and may blank bytes in it (`XMLInputFilter`).
    let filter: XMLInputFilter?
    /// With a filter: what libxml2 reads (`filtered[blockFrom..<blockCount]`), the block as it changed it.
    @exclusivity(unchecked) var filtered: [UInt8] = []
    /// The filter's notes not yet delivered, in document order: each goes out once libxml2 has parsed
    /// up to where it is, and none after a point where libxml2 stopped.
    @exclusivity(unchecked) var notes: [XMLFilterNote] = []
    @exclusivity(unchecked) var nextNote = 0
    @exclusivity(unchecked) var context: xmlParserCtxtPtr?
    @exclusivity(unchecked) var bytesRead = 0
    /// The block being read (`blockFrom..<blockCount` not yet given to libxml2), reused for the whole
    /// parse (and kept by the `ParserContext` for the next); the stream never sees libxml2's own buffer.
    @exclusivity(unchecked) var chunk: [UInt8] = []
    /// The input offset of the block's first byte (the block read holds `chunkStart..<bytesRead`).
    @exclusivity(unchecked) var chunkStart = 0
    @exclusivity(unchecked) var blockFrom = 0
    /// The input has ended (the last read gave nothing).
    @exclusivity(unchecked) var inputEnded = false
    /// Whether libxml2 has been told that the input has ended (`sealInput`).
    @exclusivity(unchecked) var inputSealed = false
    @exclusivity(unchecked) var blockCount = 0
    /// Events not yet handed over (with a pipe), and the text of the run being read.
    @exclusivity(unchecked) var batch = EventBatch()
    /// Character data since the last tag (`batch.text[textFrom..<batch.textCount]` while
    /// `textPending`), where it began in the input, whether it is all white space, and its anchor: the
    /// input offset that, advanced by the run's leading white space, is where its first character that
    /// is not white space is written (`ParseSession+TextPosition`).
    @exclusivity(unchecked) var textPending = false
    @exclusivity(unchecked) var textFrom = 0
    @exclusivity(unchecked) var textStart = 0
    @exclusivity(unchecked) var textAnchor = 0
    /// Set while a CDATA section's text is handed over (`cdataBlock`).
    @exclusivity(unchecked) var readingCDATA = false
    @exclusivity(unchecked) var textIsWhitespace = true
    /// Where the last markup libxml2 read ended (a tag, a comment, a processing instruction): where a run
    /// of text after it begins.
    @exclusivity(unchecked) var markupEnd = 0
    /// A block was read while text was pending: the batch is handed over at the next tag.
    @exclusivity(unchecked) var handOffDue = false
    /// Set when the parse is stopped (the handler asked, or input was refused): nothing more is
    /// recorded, and errors libxml2 raises while unwinding are noise. `xmlStopParser` is called from
    /// the next event callback.
    @exclusivity(unchecked) var stopped = false
    @exclusivity(unchecked) var halted = false
    /// With a pipe, or for the plain form: the elements that hold only elements
    /// (`XMLEventHandler.layoutElements`), and their names as libxml2 interns them in this parse's
    /// dictionary (addresses, as its current element's and the plain-form scanner's names).
    let layoutElements: [String]
    @exclusivity(unchecked) var layoutNames: [UInt] = []
    /// Whether a small document in the plain form is read without libxml2 (`readPlainly`); tests turn it off.
    let plainForm: Bool
    /// A read `readPlainly` made and did not take into the block, for the next `readBlock`: what
    /// `XMLInputStream.read` returned (nil inside: it failed), its bytes in `spare`.
    @exclusivity(unchecked) var pendingRead: Int?? = nil
    /// The buffer `readPlainly` reads into after the first read (kept by the `ParserContext`).
    @exclusivity(unchecked) var spare: [UInt8] = []
    /// Where each of the reads `readPlainly` put together in the block ends (empty: it did not), and the
    /// first not yet served: libxml2 is served the block in the pieces it was read in.
    @exclusivity(unchecked) var readEnds: [Int] = []
    @exclusivity(unchecked) var nextRead = 0
    /// Whether libxml2 raised any error or warning: its context is then not kept for another parse.
    var libxmlRaised = false
    /// What `run` returned: well-formed, and not stopped as far as this side knows.
    private(set) var wellFormed = false

    init(input: XMLInputStream, replayer: EventReplayer, limits: XMLEventParser.Limits, pipe: BatchPipe<EventBatch>?,
         filter: XMLInputFilter? = nil, layoutElements: [String] = [], plainForm: Bool = true) {
        self.input = input
        self.plainForm = plainForm
        self.layoutElements = layoutElements
        self.limits = limits
        self.replayer = replayer
        self.pipe = pipe
        self.filter = filter
    }

    func run() -> Bool {
        let me = Unmanaged.passUnretained(self).toOpaque()
        // Errors are this parse's own (its context's SAX `serror`); when libxml2 keeps its last error
        // process-wide (not threaded), parses take turns.
        let lock = XMLLibrary.parsingLock
        lock?.lock()
        defer { lock?.unlock() }

        guard let parser = ParserContext.acquire(for: me, read: { ctx, buffer, length in
            guard let ctx, let buffer else { return -1 }
            return ParseSession.with(ctx) { $0.read(into: buffer, length: Int(length)) }
        }) else {
            report(RecordedProblem(kind: .readFailed, message: "cannot create an XML parser (out of memory)",
                                   place: .location(.start)))
            send()
            return false
        }
        context = parser.context
        internLayoutNames()
        // The buffers of the context's last parse, with their capacity.
        swap(&chunk, &parser.chunk)
        swap(&spare, &parser.spare)
        swap(&batch, &parser.batch)
        // A block of a plist holds an event every 7 or 8 bytes (a tag, or the white space after it): room
        // for a block's events at once, where growing from nothing copied the array 14 times a batch.
        if pipe != nil { batch.reserve(events: Self.blockBytes / 6, input: Self.blockBytes, text: 0) }
        let plain = readPlainly()
        let status = plain ? 0 : xmlParseDocument(parser.context)
        // Text still pending when the input ends belongs to an element cut short: it is not delivered.
        if textPending { batch.truncateText(to: textFrom) }
        // The filter's last notes: all of them after a whole parse, none after one that stopped.
        let clean = status == 0 && !stopped && (plain || parser.context.pointee.wellFormed != 0)
        if clean { releaseNotes(upTo: Int.max) }
        send()
        pipe?.finish()
        batch.removeAll()
        swap(&chunk, &parser.chunk)
        swap(&spare, &parser.spare)
        swap(&batch, &parser.batch)
        context = nil
        parser.release(clean: clean && !libxmlRaised)
        wellFormed = clean
        return clean
    }

    /// Calls `body` on the session a C callback was given, without retaining and releasing it around
    /// the call (`run` holds it for the whole parse; on every event that pair showed in profiles).
    @inline(__always)
    static func with<Result>(_ ctx: UnsafeMutableRawPointer?, _ body: (ParseSession) -> Result) -> Result {
        Unmanaged<ParseSession>.fromOpaque(ctx!)._withUnsafeGuaranteedRef(body)
    }

    static func string(_ chars: UnsafePointer<xmlChar>?) -> String {
        guard let chars else { return "" }
        return String(cString: chars)
    }

    // MARK: Delivery

    /// Hands the batch over (on a large document; otherwise events were delivered as they came).
    private func send() {
        guard let pipe, !batch.isEmpty else { return }
        if !pipe.send(&batch) { stopped = true }
    }

    /// At a block boundary with no text pending.
    func handOff() {
        handOffDue = false
        send()
    }

    /// A problem, in its place among the events.
    func report(_ problem: RecordedProblem) {
        if pipe == nil {
            replayer.problem(problem)
        } else {
            batch.appendProblem(problem)
        }
    }

    /// Stops the parse: nothing more is recorded, and libxml2 is halted at its next event callback
    /// (not from a read or an error callback, where halting frees what libxml2 is still using).
    func stop() {
        stopped = true
    }

    /// Halts libxml2 if the parse was stopped. Called at every event callback.
    func haltIfStopped() -> Bool {
        guard stopped else { return false }
        if !halted, let context {
            halted = true
            xmlStopParser(context)
        }
        return true
    }

    // MARK: Events

    /// The SAX handler of every parse (`ParserContext` copies it into each context it makes). The event
    /// methods are inlined into its callbacks (`@inline(__always)`): a call from each callback into them
    /// cost ~14 instructions an event, 2 M of the 50 bundles of the bench.
    static func saxHandler() -> xmlSAXHandler {
        var sax = ParseSession.refusingSAXHandler()
        sax.startElementNs = { ctx, localname, prefix, _, _, _, _, _, _ in
            ParseSession.with(ctx) { $0.startElement(localname, prefix) }
        }
        sax.endElementNs = { ctx, _, _, _ in
            ParseSession.with(ctx) { $0.endElement() }
        }
        sax.characters = { ctx, chars, length in
            ParseSession.with(ctx) { $0.characters(chars, length) }
        }
        sax.ignorableWhitespace = sax.characters
        sax.cdataBlock = { ctx, chars, length in
            ParseSession.with(ctx) { session in
                if session.instructionOrCDATA() { session.cdataBlock(chars, length) }
            }
        }
        sax.processingInstruction = { ctx, _, _ in
            ParseSession.with(ctx) { session in
                if session.instructionOrCDATA() { session.markupEnd = session.parserOffset }
            }
        }
        sax.comment = { ctx, value in
            ParseSession.with(ctx) { session in
                session.comment(value)
                session.markupEnd = session.parserOffset
            }
        }
        return sax
    }

    @inline(__always)
    func startElement(_ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) {
        if haltIfStopped() { return }
        sealInputOnceGiven()
        // libxml2 stands on the tag's closing ">" (or "/>").
        let ending = context?.pointee.input?.pointee.cur.map { TagEnding(at: $0) } ?? TagEnding(length: 0, isEmpty: false)
        let end = parserOffset + ending.length
        // Notes up to the tag's "<" go before the event (a value for the element starts there), those
        // inside the tag after it: locations are worked out in order, and the cursor only moves forward.
        let notesInTag = nextNote < notes.count
        if notesInTag { releaseNotes(upTo: tagStartOffset + 1) }
        flushText()
        markupEnd = end
        if handOffDue { handOff() }
        let local = UInt(bitPattern: localname), prefix = UInt(bitPattern: prefix)
        if pipe == nil {
            replayer.start(local: local, prefix: prefix, end: end, ending: ending)
            if replayer.stopped { stop() }
        } else {
            batch.events.append(.start(local: local, prefix: prefix, end: end, ending: ending))
        }
        if notesInTag, nextNote < notes.count { releaseNotes(upTo: end) }
        _ = haltIfStopped()
    }

    /// The offset of the `<` of the start tag libxml2 has just read (it stands at the tag's end, and the
    /// whole tag is still in its input buffer).
    private var tagStartOffset: Int {
        guard let input = context?.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else { return 0 }
        return Int(input.pointee.consumed) + (Self.tagStart(before: cur, base: base) - base)
    }

    /// The `<` of the start tag that ends at `cur` in libxml2's input buffer (a tag holds no other `<`),
    /// or `base` when there is none before `cur`.
    static func tagStart(before cur: UnsafePointer<xmlChar>, base: UnsafePointer<xmlChar>) -> UnsafePointer<xmlChar> {
        var at = cur
        while at > base {
            at -= 1
            if at.pointee == UInt8(ascii: "<") { break }
        }
        return at
    }

    @inline(__always)
    func endElement() {
        if haltIfStopped() { return }
        // libxml2 stands on the end tag's closing ">" (or past an empty element's "/>").
        let offset = parserOffset
        sealInputOnceGiven()
        if nextNote < notes.count { releaseNotes(upTo: offset + 1) }
        flushText()
        markupEnd = offset
        if handOffDue { handOff() }
        if pipe == nil {
            replayer.end(at: offset)
            if replayer.stopped { stop() }
        } else {
            batch.events.append(.end(offset))
        }
        _ = haltIfStopped()
    }
}
