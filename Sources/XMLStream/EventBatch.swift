import Platform

/// Events a parse has recorded and not yet delivered, in document order, with the bytes they refer to.
///
/// On a large document libxml2 runs on a thread of its own (`BatchPipe`): its callbacks record events
/// here, and `EventReplayer` delivers them a batch at a time on the caller's thread, while libxml2 reads on.
struct EventBatch: PipeBatch {
    enum Event: BitwiseCopyable {
        /// Bytes handed to libxml2 (`input[from..<to]`): locations are counted in them. (Offsets, not a
        /// `Range`, which is not `BitwiseCopyable`.)
        case input(from: Int, to: Int)
        /// A start tag that ends at input offset `end` (just after its `>`), and how (`TagEnding`). The
        /// name is libxml2's interned local name and prefix (addresses in its dictionary, which outlives
        /// the parse).
        case start(local: UInt, prefix: UInt, end: Int, ending: TagEnding)
        /// The end of the innermost open element, libxml2 standing at the offset.
        case end(Int)
        /// A comment from its `<!--` to its `-->`, and whether it is empty (for the input check only).
        case comment(from: Int, to: Int, isEmpty: Bool)
        /// A processing instruction or a CDATA section (for the input check only).
        case instructionOrCDATA
        /// A run of character data (`text[from..<to]`); `anchor` advanced by its leading white space is where its
        /// first character that is not white space is written (`EventReplayer.text`).
        case text(from: Int, to: Int, anchor: Int, isWhitespace: Bool)
        /// A run of character data that is the input's own bytes (`from`, `count` bytes: libxml2 lent it
        /// whole, in place), not copied into the batch: the replayer reads it where it keeps the input
        /// (`SourceCursor.kept`), and tells white space from text there.
        case lentText(from: Int, count: Int, anchor: Int)
        /// `problems[index]`.
        case problem(Int)
    }

    /// Not an `Array`: one of a type of ours costs the runtime ~7 K instructions of type set-up on its first
    /// use in a process (`PlainArray`), and appending to it asked twice, out of line, whether it was shared.
    var events = PlainArray<Event>()
    var problems: [RecordedProblem] = []
    /// Input as read, and character data as libxml2 delivered it (entities resolved): the first
    /// `inputCount` and `textCount` bytes. The arrays only grow, so that appending is one copy.
    private(set) var input: [UInt8] = []
    private(set) var inputCount = 0
    private(set) var text: [UInt8] = []
    private(set) var textCount = 0

    init() {}

    init(sizedLike other: EventBatch) {
        reserve(events: other.events.count, input: other.inputCount, text: other.textCount)
    }

    var isEmpty: Bool { events.isEmpty }

    /// Makes room, in an empty batch, for this many events and bytes of input and text, so that recording
    /// them does not grow the arrays on the way (each growth copies what they hold).
    mutating func reserve(events count: Int, input inputBytes: Int, text textBytes: Int) {
        events.reserveCapacity(count)
        EventBatch.reserve(inputBytes, in: &input)
        EventBatch.reserve(textBytes, in: &text)
    }

    mutating func appendProblem(_ problem: RecordedProblem) {
        events.append(.problem(problems.count))
        problems.append(problem)
    }

    mutating func appendInput(_ bytes: UnsafeRawBufferPointer) {
        let from = inputCount
        EventBatch.append(bytes, to: &input, count: &inputCount)
        events.append(.input(from: from, to: inputCount))
    }

    @inline(__always)
    mutating func appendText(_ bytes: UnsafeRawBufferPointer) {
        EventBatch.append(bytes, to: &text, count: &textCount)
    }

    /// Calls `body` with `text[range]`. Mutating, though it changes nothing: the text is then reached
    /// through the batch's own storage, where reading it from outside retained and released it.
    @inline(__always)
    mutating func withText<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Drops the text from `offset` on (a run that is not delivered).
    mutating func truncateText(to offset: Int) {
        textCount = min(textCount, offset)
    }

    /// Empties the batch for reuse, keeping its capacity.
    mutating func removeAll() {
        events.removeSubrange(0...)
        problems.removeAll()
        inputCount = 0
        textCount = 0
    }

    /// Replaces `array`, which holds nothing in use, by one of `count` bytes when it is smaller, not
    /// initialized: bytes are written before they are read (only the first `inputCount` and `textCount`).
    private static func reserve(_ count: Int, in array: inout [UInt8]) {
        guard count > array.count else { return }
        array = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// One copy into `array`, grown (by doubling, zero-filled) when full: `append(contentsOf:)` of a
    /// buffer took a slower generic path that showed in profiles.
    @inline(__always)
    private static func append(_ bytes: UnsafeRawBufferPointer, to array: inout [UInt8], count: inout Int) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let needed = count + bytes.count
        if needed > array.count {
            array.append(contentsOf: repeatElement(0, count: max(needed - array.count, array.count, 4096)))
        }
        let offset = count
        array.withUnsafeMutableBufferPointer {
            UnsafeMutableRawPointer($0.baseAddress! + offset).copyMemory(from: source, byteCount: bytes.count)
        }
        count = needed
    }
}
