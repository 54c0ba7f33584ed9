import Diagnostics

/// An element name, lent for the one call it is passed to (`XMLEventHandler.startElement`), with a
/// small number that is the same for the same name throughout one parse, so that handlers can look
/// names up by number instead of comparing strings on every element.
///
/// It holds libxml2's interned name, not a `String`: a `String` handed to the handler was retained and
/// released on every element. The text is made when asked for (`string`): once a name by a handler
/// that keeps what it learnt by `id`, and for a name it reports. Not copyable, so that no handler keeps
/// it past the call.
package struct XMLName: ~Copyable, Sendable {
    /// 0, 1, 2… in order of first appearance within one parse; nil past the first `numbered` names (a
    /// document with that many is no property list), which are not numbered, so never taken for another.
    package let id: Int?
    /// The addresses of libxml2's interned local name and prefix (0: none). Its dictionary of names
    /// outlives the parse, and the events that refer to them.
    private let local: UInt
    private let prefix: UInt

    /// How many distinct names of a parse are numbered.
    static let numbered = 64

    init(id: Int?, local: UInt, prefix: UInt) {
        self.id = id
        self.local = local
        self.prefix = prefix
    }

    /// "key", "dict", or "prefix:local" for a namespaced name.
    package var string: String {
        let name = UnsafePointer<UInt8>(bitPattern: local).map { String(cString: $0) } ?? ""
        guard let prefix = UnsafePointer<UInt8>(bitPattern: prefix) else { return name }
        return String(cString: prefix) + ":" + name
    }
}

/// Receives a document as located events, in document order.
package protocol XMLEventHandler: AnyObject {
    /// A start tag; `location` is its `<`. Return false to stop parsing at once.
    func startElement(_ name: borrowing XMLName, at location: SourceLocation) -> Bool
    /// The end of the innermost open element (its end tag, or the end of an empty-element tag). libxml2
    /// has checked that the names match; nothing is reported at end tags, so neither name nor
    /// location is worked out.
    func endElement()
    /// A run of character data between two tags, entities and CDATA already resolved to text, as UTF-8
    /// (well-formed: libxml2 has checked it), lent for this call only (`XMLText`): copy what you keep.
    /// White space alone is delivered only while `wantsWhitespace` is true. `location` is where the
    /// first character that is not white space is written (the run's end, when it is all white space),
    /// worked out only if it is called (during this call: most text is never reported).
    func text(_ text: borrowing XMLText, isWhitespace: Bool, at location: () -> SourceLocation)
    /// Whether white space here is content (inside a string) rather than layout (between elements).
    var wantsWhitespace: Bool { get }
    /// A well-formedness problem or a refused construct.
    func problem(_ problem: XMLProblem)
    /// Where the innermost element still open starts, if the handler keeps track of it: a mismatched
    /// or unclosed tag is reported with a note there (libxml2 knows only its line).
    var openElementLocation: SourceLocation? { get }
}

/// Supplies the bytes of a document, chunk by chunk.
package protocol XMLInputStream: AnyObject {
    /// Fills `buffer` (whose size is the most to read) from the start; returns the number of bytes
    /// read, 0 at the end, nil when reading failed (see `failureMessage`).
    func read(into buffer: inout [UInt8]) -> Int?
    /// Why the last `read` returned nil, e.g. "Is a directory".
    var failureMessage: String { get }
    /// How many bytes the stream will give, if known beforehand (a regular file, a buffer): a large
    /// document is parsed on a thread of its own (`XMLEventParser.parse`).
    var sizeHint: Int? { get }
}

extension XMLInputStream {
    package var sizeHint: Int? { nil }
}
