import Diagnostics

/// An element name, with a small number that is the same for the same name throughout one parse, so
/// that handlers can look names up by number instead of comparing strings on every element.
package struct XMLName: Sendable {
    /// "key", "dict", or "prefix:local" for a namespaced name.
    package let string: String
    /// 0, 1, 2… in order of first appearance within one parse.
    package let id: Int
}

/// Receives a document as located events, in document order.
package protocol XMLEventHandler: AnyObject {
    /// A start tag; `location` is its `<`. Return false to stop parsing at once.
    func startElement(_ name: XMLName, at location: SourceLocation) -> Bool
    /// The end of the innermost open element (its end tag, or the end of an empty-element tag). libxml2
    /// has checked that the names match; nothing is reported at end tags, so neither name nor
    /// location is worked out.
    func endElement()
    /// A run of character data between two tags, entities and CDATA already resolved to text, as UTF-8
    /// (well-formed: libxml2 has checked it), lent for this call only (`XMLText`): copy what you keep.
    /// White space alone is delivered only while `wantsWhitespace` is true. Where the text starts is
    /// worked out only if `location` is called (during this call: most text is never reported).
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
