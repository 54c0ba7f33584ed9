/// The `XMLInputCheck`'s view of the constructs libxml2 reads, shown to it where the handler is called:
/// each block of bytes before the events read from it, each construct before its event. A refusal stops
/// the delivery there (`stopped`), as a handler's own stop does, and the parse with it.
///
/// The check runs on the caller's thread, beside the handler, not on libxml2's: on a large document
/// libxml2's thread is the longer of the two (the parse alone is more than half of the work), so what the
/// check costs there (~9 M instructions of the 88 M that thread ran on a 1 MB file) was on the critical
/// path, and here it is not. How a start tag is written is read from the cursor's bytes, which hold the
/// tag: the `<` it starts with is looked for there anyway, for the tag's location.
extension EventReplayer {
    /// Whether the check accepts a start tag that ends at `end`, libxml2 having stood on its `>` or `/`
    /// (`ending`); `lt` is the offset of its `<` (the cursor's last before `end`), and `isPlain` whether
    /// nothing stands between the name and where libxml2 stood.
    func checkAccepts(name: ElementName, isPlain: Bool, lt: Int, end: Int, ending: TagEnding) -> Bool {
        let tag = XMLStartTag(shortName: name.shortName, isLetters: name.isLetters,
                              isEmpty: ending.isEmpty, isPlain: isPlain, end: end)
        guard check.accepts(tag) else { return refused() }
        if isPlain { return true }
        // Anything else: what is written after the name (nothing to go by with a prefix).
        let stood = end - ending.length
        let attributesStart = lt + 1 + name.length
        let written = cursor.holds(UInt8(ascii: "<"), at: lt) && name.prefix == 0 && attributesStart <= stood
            ? cursor.bytes(from: attributesStart, to: stood) : []
        return check.acceptsAttributes(written) || refused()
    }

    /// Whether the check accepts the end of an element, libxml2 standing at `offset`.
    @inline(__always)
    func checkAcceptsEnd(at offset: Int) -> Bool {
        !checking || check.acceptsEnd(at: offset) || refused()
    }

    /// A comment from `start` to `end` (its `<!--` to its `-->`), `isEmpty` when nothing is written inside.
    func comment(from start: Int, to end: Int, isEmpty: Bool) {
        guard checking, !stopped else { return }
        if !check.acceptsComment(from: start, to: end, isEmpty: isEmpty) { _ = refused() }
    }

    /// A processing instruction or a CDATA section.
    func instructionOrCDATA() {
        guard checking, !stopped else { return }
        if !check.acceptsInstructionOrCDATA() { _ = refused() }
    }

    /// Stops the delivery quietly (the caller reads the document again): always false.
    private func refused() -> Bool {
        stopped = true
        return false
    }
}
