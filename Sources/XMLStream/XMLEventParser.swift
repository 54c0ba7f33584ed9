import Platform
internal import CLibXML2

/// A streaming XML parser over libxml2's SAX2 interface that never touches the network or the disk.
///
/// libxml2 runs with `XML_PARSE_NONET`, never loads a DTD or external entity (the global loader refuses
/// everything), and stops at the first entity declaration or non-predefined entity reference, so no
/// entity is ever expanded. The input must be UTF-8 (callers transcode first: see `XMLTranscoder`);
/// any encoding declaration inside it is ignored.
package enum XMLEventParser {
    /// Caps that keep hostile input cheap to reject.
    package struct Limits: Sendable {
        /// Longest document accepted, in bytes.
        package var maxInputBytes: Int
        /// Longest run of character data (libxml2's own SAX2 tree builder caps it at 10 MB too).
        package var maxTextBytes: Int

        package init(maxInputBytes: Int = 256 << 20, maxTextBytes: Int = 10_000_000) {
            self.maxInputBytes = maxInputBytes
            self.maxTextBytes = maxTextBytes
        }
    }

    /// From this size on (when the input knows its size: `XMLInputStream.sizeHint`), libxml2 reads on a
    /// thread of its own while the handler is called on the caller's. Measured on 2 cores against one
    /// thread: 300 KB and 600 KB the same, 1 MB 9.0 ms against 12.0, 8 MB 51 ms against 84.
    package static let concurrentFrom = 1 << 20

    /// Parses the whole input, reporting to `handler`. Returns false if parsing stopped early.
    ///
    /// The handler is always called on the caller's thread, one call at a time and in document order.
    /// An input of `concurrentFrom` bytes or more (nil: never) is parsed on another thread meanwhile. A
    /// small document in the plain form is read without libxml2 (`PlainDocumentScanner`) unless
    /// `plainForm` is false (for comparing the two readings).
    @discardableResult
    package static func parse(_ input: XMLInputStream, handler: XMLEventHandler, limits: Limits = Limits(),
                             concurrentFrom: Int? = XMLEventParser.concurrentFrom, filter: XMLInputFilter? = nil,
                             check: XMLInputCheck? = nil, plainForm: Bool = true) -> Bool {
        XMLLibrary.initialize()
        let replayer = EventReplayer(handler: handler, check: check)
        if let concurrentFrom, let size = input.sizeHint, size >= concurrentFrom {
            let pipe = BatchPipe<EventBatch> { batch in
                replayer.replay(batch)
                return !replayer.stopped
            }
            let session = ParseSession(input: input, replayer: replayer, limits: limits, pipe: pipe, filter: filter,
                                       layoutElements: handler.layoutElements)
            if pipe.run({ _ = session.run() }) { return session.wellFormed && !replayer.stopped }
        }
        return ParseSession(input: input, replayer: replayer, limits: limits, pipe: nil, filter: filter,
                            layoutElements: filter == nil && plainForm ? handler.layoutElements : [], plainForm: plainForm).run()
    }
}
