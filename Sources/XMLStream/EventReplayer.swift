import Diagnostics

/// Delivers events to the handler, always on the caller's thread: works out their locations and names
/// on the way, places problems and leaves out libxml2's echoes, and stops delivering once the handler
/// asks to stop.
///
/// It is the only thing that touches the handler and the source cursor. On a small document
/// `ParseSession` calls it event by event; on a large one it replays batches (`EventBatch`) recorded by
/// libxml2's thread.
final class EventReplayer {
    let handler: XMLEventHandler
    // Touched on every event by one thread at a time (see above): the runtime exclusivity check is skipped.
    @exclusivity(unchecked) var cursor = SourceCursor()
    /// Set once the handler returned false from `startElement`: nothing after that is delivered.
    @exclusivity(unchecked) private(set) var stopped = false
    /// libxml2 interns element names for the whole parse, so the addresses of a name's local part and
    /// prefix stand for it: the names met so far, numbered by their place here (`XMLName.id`).
    @exclusivity(unchecked) private var names: [(local: UInt, prefix: UInt)] = []
    /// Where the last libxml2 error was reported, and whether an error has put libxml2's idea of the
    /// open elements in doubt: later errors at the same place, or about tags after that, are echoes.
    private var lastErrorLocation: SourceLocation?
    private var structureBroken = false

    init(handler: XMLEventHandler) {
        self.handler = handler
    }

    /// Delivers every event of `batch` in order.
    func replay(_ batch: EventBatch) {
        // A copy the text can be lent from (`EventBatch.withText`): one retain a batch, not one a run.
        var batch = batch
        for event in batch.events {
            guard !stopped else { return }
            switch event {
            case .input(let range):
                batch.input.withUnsafeBytes { input(UnsafeRawBufferPointer(rebasing: $0[range])) }
            case .start(let local, let prefix, let end):
                start(local: local, prefix: prefix, end: end)
            case .end:
                end()
            case .text(let range, let anchor, let isWhitespace):
                if wantsText(isWhitespace: isWhitespace) {
                    batch.withText(range) { text($0, anchor: anchor, isWhitespace: isWhitespace) }
                }
            case .problem(let index):
                problem(batch.problems[index])
            }
        }
    }

    /// Bytes handed to libxml2, in order: where line breaks are, for the locations of what follows.
    @inline(__always)
    func input(_ bytes: UnsafeRawBufferPointer) {
        cursor.append(bytes)
    }

    // `start`, `end` and `text` are not inlined into `ParseSession`: called from there, each call to the
    // handler retained and released it (it is a field of a field).

    /// A start tag that ends at input offset `end`; `local` and `prefix` are libxml2's interned names.
    func start(local: UInt, prefix: UInt, end: Int) {
        // The tag holds no other "<" (attribute values cannot), so the last one before its end is where
        // it starts.
        let location = cursor.location(at: cursor.offset(ofLast: UInt8(ascii: "<"), before: end))
        if !handler.startElement(XMLName(id: id(local, prefix), local: local, prefix: prefix), at: location) { stopped = true }
    }

    func end() {
        handler.endElement()
    }

    /// Whether a run of character data is delivered: layout white space between elements (most text
    /// runs) is not.
    func wantsText(isWhitespace: Bool) -> Bool {
        !isWhitespace || handler.wantsWhitespace
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

    /// The number of a name, given to it when first met; nil past the first `XMLName.numbered` (a
    /// document with thousands of distinct names, never a plist, is not searched through each time).
    private func id(_ local: UInt, _ prefix: UInt) -> Int? {
        for index in names.indices where names[index].local == local && names[index].prefix == prefix { return index }
        guard names.count < XMLName.numbered else { return nil }
        names.append((local, prefix))
        return names.count - 1
    }
}
