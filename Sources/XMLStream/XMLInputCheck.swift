/// Looks at a document as libxml2 reads it, without changing it, and may end the parse: a reader that
/// knows when its own reading would differ from libxml2's (a property list reader reads as CoreFoundation
/// does) parses clean input once, and only input the check refuses again its own way.
///
/// The check sees each block of bytes before the events libxml2 reads from it (for what libxml2
/// normalises away or reads silently: line breaks, byte order marks, control bytes, references), and
/// each construct as libxml2 has read it (how a tag is written, a comment, a processing instruction, a
/// CDATA section), in document order and on the thread the handler is called on: on a large document,
/// libxml2 may have read on meanwhile, on its own thread.
///
/// A refusal stops the parse where it is, with no problem reported: no event after it reaches the
/// handler, and the caller throws the events so far away and reads the document again.
package protocol XMLInputCheck: AnyObject {
    /// Looks at the next bytes of the document (`atEnd`: there are no more, `block` is empty); false
    /// stops the parse before any event read from them is delivered.
    func accepts(_ block: ArraySlice<UInt8>, atEnd: Bool) -> Bool
    /// A start tag libxml2 has just read; false stops the parse before its element is delivered.
    func accepts(_ tag: XMLStartTag) -> Bool
    /// What is written between the name and the end of the start tag just accepted when it is not plain
    /// (attributes, white space; empty when it could not be told).
    func acceptsAttributes(_ written: [UInt8]) -> Bool
    /// An end tag libxml2 has just read, ending at `offset`.
    func acceptsEnd(at offset: Int) -> Bool
    /// A comment libxml2 has just read, from `start` to `end` (its `<!--` to its `-->`), `isEmpty` when
    /// nothing is written between the two.
    func acceptsComment(from start: Int, to end: Int, isEmpty: Bool) -> Bool
    /// A processing instruction or a CDATA section libxml2 has just read.
    func acceptsInstructionOrCDATA() -> Bool
}
