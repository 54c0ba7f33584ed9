internal import CLibXML2

/// A streaming XML parser over libxml2's SAX2 interface that never touches the network or the disk.
///
/// libxml2 runs with `XML_PARSE_NONET`, never loads a DTD or external entity (the global loader refuses
/// everything), and stops at the first entity declaration or non-predefined entity reference, so no
/// entity is ever expanded. The input must be UTF-8 (callers transcode first: see `XMLTranscoder`);
/// any encoding declaration inside it is ignored.
public enum XMLEventParser {
    /// Caps that keep hostile input cheap to reject.
    public struct Limits: Sendable {
        /// Longest document accepted, in bytes.
        public var maxInputBytes: Int
        /// Longest run of character data (libxml2's own SAX2 tree builder caps it at 10 MB too).
        public var maxTextBytes: Int

        public init(maxInputBytes: Int = 256 << 20, maxTextBytes: Int = 10_000_000) {
            self.maxInputBytes = maxInputBytes
            self.maxTextBytes = maxTextBytes
        }
    }

    /// Below this much input a parse delivers its events on its own thread; from there on, on a thread
    /// of their own (large documents only: starting a thread costs more than a small one takes).
    public static let concurrentFrom = 512 << 10

    /// Parses the whole input, reporting to `handler`. Returns false if parsing stopped early.
    ///
    /// Once `concurrentFrom` bytes have been read (nil: never), the handler is called on another
    /// thread, one call at a time and in document order, while libxml2 reads on; `parse` returns once
    /// every event has been delivered.
    @discardableResult
    public static func parse(_ input: XMLInputStream, handler: XMLEventHandler, limits: Limits = Limits(),
                             concurrentFrom: Int? = XMLEventParser.concurrentFrom) -> Bool {
        XMLLibrary.initialize()
        let session = ParseSession(input: input, handler: handler, limits: limits, concurrentFrom: concurrentFrom)
        return session.run()
    }
}
