import Diagnostics

/// Delivers events to the handler, always on the caller's thread: works out their locations and names
/// on the way, places problems and leaves out libxml2's echoes, shows the input check what it reads
/// (`EventReplayer+Check`), and stops delivering once the handler asks to stop or the check refuses.
///
/// It is the only thing that touches the handler, the check and the source cursor. On a small document
/// `ParseSession` calls it event by event; on a large one it replays batches (`EventBatch`) recorded by
/// libxml2's thread.
final class EventReplayer {
    let handler: XMLEventHandler
    // Touched on every event by one thread at a time (see above): the runtime exclusivity check is skipped.
    @exclusivity(unchecked) var cursor = SourceCursor()
    /// Set once the handler returned false from `startElement`, or the check refused something: nothing
    /// after that is delivered.
    @exclusivity(unchecked) var stopped = false
    /// The names met so far, numbered by their place here (`id(_:_:)`): the first `nameCount` are set.
    /// A document with more distinct names than this holds is no property list; they are not numbered.
    /// Held in place, not in an `Array`: an array of a type of ours costs the runtime ~7 K instructions
    /// of type set-up on its first use in a process, a tenth of what reading a small file takes.
    @exclusivity(unchecked) private var names = InlineArray<64, ElementName>(repeating: ElementName(local: 0, prefix: 0))
    @exclusivity(unchecked) private var nameCount = 0
    /// The number of a name last met among those whose addresses hash alike, a byte for each of 16 slots
    /// (a guess: checked in `names`; 0xFF none). In two words, not a vector or an array: a vector was
    /// copied whole to be indexed, and an array is an allocation for every parse.
    @exclusivity(unchecked) private var nameSlots: (UInt64, UInt64) = (.max, .max)
    /// Sees each block before the events read from it and each construct before its event, and may stop
    /// the delivery (`EventReplayer+Check`); when none was given (`checking` false) one that accepts
    /// everything stands in. Not an optional: calling through an optional existential retained and
    /// released it on every event.
    let check: XMLInputCheck
    let checking: Bool
    /// Where the last libxml2 error was reported, and whether an error has put libxml2's idea of the
    /// open elements in doubt: later errors at the same place, or about tags after that, are echoes.
    private var lastErrorLocation: SourceLocation?
    private var structureBroken = false

    init(handler: XMLEventHandler, check: XMLInputCheck? = nil) {
        self.handler = handler
        self.check = check ?? Self.acceptingEverything
        self.checking = check != nil
    }

    /// Delivers every event of `batch` in order.
    func replay(_ batch: EventBatch) {
        // A copy the text can be lent from (`EventBatch.withText`): one retain a batch, not one a run.
        var batch = batch
        // Where lent runs of text are read: the cursor's bytes as they stand after the last input.
        var kept = cursor.kept
        for index in 0..<batch.events.count {
            guard !stopped else { return }
            switch batch.events[index] {
            case .input(let from, let to):
                let range = from..<to
                // Let go of the cursor's bytes first, so that it appends to them in place, not to a copy.
                kept = ([], 0)
                input(batch.input[range], atEnd: range.isEmpty)
                kept = cursor.kept
            case .start(let local, let prefix, let end, let ending):
                start(local: local, prefix: prefix, end: end, ending: ending)
            case .end(let offset):
                end(at: offset)
            case .comment(let start, let end, let isEmpty):
                comment(from: start, to: end, isEmpty: isEmpty)
            case .instructionOrCDATA:
                instructionOrCDATA()
            case .text(let from, let to, let anchor, let isWhitespace):
                if wantsText(isWhitespace: isWhitespace) {
                    batch.withText(from..<to) { text($0, anchor: anchor, isWhitespace: isWhitespace) }
                }
            case .lentText(let from, let count, let anchor):
                lentText(from: from - kept.start, count: count, in: kept.bytes, anchor: anchor)
            case .problem(let index):
                problem(batch.problems[index])
            }
        }
    }

    /// Bytes handed to libxml2, in order (`atEnd`: there are no more, and `bytes` is empty): where line
    /// breaks are, for the locations of what follows, and what the check makes of them.
    @inline(__always)
    func input(_ bytes: ArraySlice<UInt8>, atEnd: Bool) {
        bytes.withUnsafeBytes { cursor.append($0) }
        if checking && !stopped && !check.accepts(bytes, atEnd: atEnd) { stopped = true }
    }

    // `start`, `end` and `text` are not inlined into `ParseSession`: called from there, each call to the
    // handler retained and released it (it is a field of a field).

    /// A start tag that ends at input offset `end`, libxml2 having stood on its `>` or `/` (`ending`);
    /// `local` and `prefix` are libxml2's interned names.
    func start(local: UInt, prefix: UInt, end: Int, ending: TagEnding) {
        let id = id(local, prefix)
        let name = id.map { names[$0] } ?? ElementName(local: local, prefix: prefix)
        // Nearly every tag is `<name>` or `<name/>`: its `<` stands just before the name. Otherwise, the
        // tag holds no other "<" (attribute values cannot), so the last one before its end is where it
        // starts.
        let plain = end - ending.length - name.length - 1
        let isPlain = prefix == 0 && cursor.holds(UInt8(ascii: "<"), at: plain)
        let lt = isPlain ? plain : cursor.offset(ofLast: UInt8(ascii: "<"), before: end)
        if checking {
            guard checkAccepts(name: name, isPlain: isPlain, lt: lt, end: end, ending: ending) else { return }
        }
        let xmlName = XMLName(local: local, prefix: prefix, shortName: name.shortName)
        if !handler.startElement(xmlName, at: cursor.location(at: lt)) { stopped = true }
        cursor.keep(from: end)
    }

    /// The end of an element, libxml2 standing at `offset` (on the end tag's `>`, or past an empty
    /// element's `/>`).
    func end(at offset: Int) {
        if checkAcceptsEnd(at: offset) { handler.endElement() }
        cursor.keep(from: offset)
    }

    /// Whether a run of character data is delivered: layout white space between elements (most text
    /// runs) is not.
    func wantsText(isWhitespace: Bool) -> Bool {
        !isWhitespace || handler.wantsWhitespace
    }

    /// A run of character data that is `bytes[from..<(from + count)]`, the cursor's bytes (the run
    /// follows the last tag, from whose end they are kept).
    private func lentText(from: Int, count: Int, in bytes: [UInt8], anchor: Int) {
        bytes.withUnsafeBufferPointer { bytes in
            guard from >= 0, count <= bytes.count - from else {
                // Not kept: cannot happen (see above); stops rather than deliver other text.
                problem(RecordedProblem(kind: .readFailed, message: "text at offset \(anchor) was not kept",
                                        place: .offset(anchor)))
                stopped = true
                return
            }
            let run = UnsafeBufferPointer(rebasing: bytes[from..<(from + count)])
            let isWhitespace = XMLWhitespace.leadingCount(in: run) == count
            if wantsText(isWhitespace: isWhitespace) { text(run, anchor: anchor, isWhitespace: isWhitespace) }
        }
    }

    /// A run of character data, which `wantsText` said to deliver. `anchor` advanced by the run's leading
    /// white space is the input offset of its first character that is not white space: the run's start
    /// when nothing but its bytes stands there (a comment or a reference may).
    func text(_ bytes: UnsafeBufferPointer<UInt8>, anchor: Int, isWhitespace: Bool) {
        handler.text(XMLText(bytes), isWhitespace: isWhitespace) {
            cursor.location(at: anchor + XMLWhitespace.leadingCount(in: bytes))
        }
    }

    /// A problem: placed, left out if it is an echo of the one before, reported with where the element
    /// it concerns was opened when the handler knows.
    func problem(_ problem: RecordedProblem) {
        let location: SourceLocation
        switch problem.place {
        case .offset(let offset): location = cursor.location(at: offset)
        case .lastBefore(let byte, let offset): location = cursor.location(at: cursor.offset(ofLast: byte, before: offset))
        case .location(let given): location = given
        }
        var openedAt: SourceLocation?
        if case .malformed(let syntax) = problem.kind {
            if location == lastErrorLocation || (structureBroken && syntax.isStructural) { return }
            lastErrorLocation = location
            if syntax.breaksStructure { structureBroken = true }
            switch syntax {
            case .mismatchedEndTag(_, _, let line, _), .unclosedElement(_, let line):
                // The handler's innermost open element is libxml2's when it starts on the line libxml2 names.
                if let open = handler.openElementLocation, open.line == line { openedAt = open }
            default:
                break
            }
        }
        handler.problem(XMLProblem(kind: problem.kind, isWarning: problem.isWarning, message: problem.message,
                                   location: location, openedAt: openedAt))
    }

    /// The number of a name, given to it when first met; nil past the first `names.count` (a
    /// document with thousands of distinct names, never a plist, is not searched through each time).
    @inline(__always)
    private func id(_ local: UInt, _ prefix: UInt) -> Int? {
        // Most names are found in one step, at the slot their address hashes to.
        let slot = ((local ^ (prefix &* 31)) &* 0x9E37_79B9_7F4A_7C15) >> 60
        let shift = (slot & 7) &* 8
        let guess = Int(truncatingIfNeeded: (slot < 8 ? nameSlots.0 : nameSlots.1) >> shift & 0xFF)
        if guess < nameCount, names[guess].local == local, names[guess].prefix == prefix { return guess }
        var found: Int?
        for index in 0..<nameCount where names[index].local == local && names[index].prefix == prefix {
            found = index
            break
        }
        if found == nil, nameCount < names.count {
            names[nameCount] = ElementName(local: local, prefix: prefix)
            found = nameCount
            nameCount += 1
        }
        guard let found else { return nil }
        let cleared = ~(UInt64(0xFF) << shift), set = UInt64(found) << shift
        if slot < 8 { nameSlots.0 = nameSlots.0 & cleared | set } else { nameSlots.1 = nameSlots.1 & cleared | set }
        return found
    }

    /// Stands in for the check of a parse that has none (`checking` is then false, and it is not asked).
    static let acceptingEverything = AcceptingEverything()

    final class AcceptingEverything: XMLInputCheck, Sendable {
        func accepts(_ block: ArraySlice<UInt8>, atEnd: Bool) -> Bool { true }
        func accepts(_ tag: XMLStartTag) -> Bool { true }
        func acceptsAttributes(_ written: [UInt8]) -> Bool { true }
        func acceptsEnd(at offset: Int) -> Bool { true }
        func acceptsComment(from start: Int, to end: Int, isEmpty: Bool) -> Bool { true }
        func acceptsInstructionOrCDATA() -> Bool { true }
    }
}
