/// Looks at a document's bytes before libxml2 does, without changing them, and may end the parse: a
/// reader that knows when its own reading would differ from libxml2's (a property list reader reads as
/// CoreFoundation does) parses clean input once, and only input the check refuses again its own way.
///
/// A refusal stops the parse where it is, with no problem reported: the caller throws the events so
/// far away and reads the document again.
package protocol XMLInputCheck: AnyObject {
    /// Looks at the next bytes of the document (`atEnd`: there are no more, `block` is empty); false
    /// stops the parse before libxml2 reads them.
    func accepts(_ block: ArraySlice<UInt8>, atEnd: Bool) -> Bool
}
