/// Looks at a document's bytes before libxml2 does, and may change them: the same number of bytes, so
/// that every offset, line and column stays where it was (the source cursor counts the bytes as read).
///
/// A property list reader uses it to read as CoreFoundation reads: constructs CoreFoundation skips but
/// XML forbids (text before the declaration, `--` in a comment, attributes it ignores, content after
/// the root) are blanked for libxml2 and noted, and what CoreFoundation refuses though XML allows it is
/// noted too. Notes reach the handler as problems (`XMLProblem.Kind.filtered`) in document order, when
/// libxml2 has parsed up to where they are: one after a point where libxml2 stopped never arrives.
package protocol XMLInputFilter: AnyObject {
    /// Appends to `output` what libxml2 may read of `input` (the next bytes of the document) and of
    /// anything held back before. It may hold back the end of `input` until it sees what follows (a few
    /// bytes); with `atEnd` (there is no more input) it gives out everything. Over the whole document,
    /// exactly as many bytes go out as came in, each in its place.
    func filter(_ input: ArraySlice<UInt8>, into output: inout [UInt8], atEnd: Bool)

    /// What was noted since the last call, in document order.
    func takeNotes() -> [XMLFilterNote]
}

/// Something an input filter noted, at a place in the input. What it means is the filter's and its
/// handler's business: the parser only places it and delivers it.
package struct XMLFilterNote: Sendable, Equatable {
    /// The filter's own code for what it is.
    package var code: Int
    /// Where it starts and ends, as offsets in the document.
    package var start: Int
    package var end: Int
    /// What goes with it (a value as CoreFoundation decodes it, a name).
    package var bytes: [UInt8]

    package init(code: Int, start: Int, end: Int, bytes: [UInt8] = []) {
        self.code = code
        self.start = start
        self.end = end
        self.bytes = bytes
    }
}
