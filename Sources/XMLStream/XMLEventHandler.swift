import Diagnostics

/// An element name, lent for the one call it is passed to (`XMLEventHandler.startElement`), with its
/// short form packed into a number (`shortName`), so that handlers tell names apart without comparing
/// strings on every element.
///
/// It holds libxml2's interned name, not a `String`: a `String` handed to the handler was retained and
/// released on every element. The text is made when asked for (`string`), for a name a handler
/// reports. Not copyable, so that no handler keeps it past the call.
package struct XMLName: ~Copyable, Sendable {
    /// The addresses of libxml2's interned local name and prefix (0: none). Its dictionary of names
    /// outlives the parse, and the events that refer to them.
    private let local: UInt
    private let prefix: UInt
    /// The local name packed into a number when it is one to eight ASCII letters with no prefix, the
    /// first letter highest (`<dict>` is 0x64696374), as `XMLStartTag.shortName`; 0 otherwise. Every
    /// name of a property list is one: a handler tells them apart without making a string.
    package let shortName: UInt64

    init(local: UInt, prefix: UInt, shortName: UInt64) {
        self.local = local
        self.prefix = prefix
        self.shortName = shortName
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
    /// Elements that hold only elements (a property list's `<dict>`, `<array>` and `<plist>`): white
    /// space directly inside one is layout, and `wantsWhitespace` is false there, whatever the prefix.
    /// On a large document such a run is left out where libxml2 reads, not recorded and handed to the
    /// caller's thread to be dropped there (most runs of a plist). Read once a parse; none by default.
    var layoutElements: [String] { get }
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

extension XMLEventHandler {
    package var layoutElements: [String] { [] }
}

extension XMLInputStream {
    package var sizeHint: Int? { nil }
}
