/// Receives a document as located events, in document order.
public protocol XMLEventHandler: AnyObject {
    /// A start tag; `location` is its `<`. Return false to stop parsing at once.
    func startElement(_ name: String, at location: SourceLocation) -> Bool
    /// An end tag (or the end of an empty-element tag).
    func endElement(_ name: String, at location: SourceLocation)
    /// A run of character data between two tags, entities and CDATA already resolved to text.
    func text(_ text: String, isWhitespace: Bool, at location: SourceLocation)
    /// A well-formedness problem or a refused construct.
    func problem(_ problem: XMLProblem)
}

/// Supplies the bytes of a document, chunk by chunk.
public protocol XMLInputStream: AnyObject {
    /// Up to `maxLength` bytes; empty at the end; `nil` when reading failed (see `failureMessage`).
    func read(maxLength: Int) -> [UInt8]?
    /// Why the last `read` returned nil, e.g. "Is a directory".
    var failureMessage: String { get }
}
