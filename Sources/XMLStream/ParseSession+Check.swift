internal import CLibXML2

/// Comments, processing instructions and CDATA sections, which only the input check looks at (tags and
/// blocks reach it with their events): shown to it through the replayer, at once on a small document, in
/// their place among the events of a batch on a large one (`EventReplayer+Check`).
extension ParseSession {
    /// A comment: libxml2 stands just after its `-->`, and `value` is what was written inside.
    func comment(_ value: UnsafePointer<xmlChar>?) {
        guard replayer.checking, !stopped else { return }
        var length = 0
        while let value, value[length] != 0 { length += 1 }
        let end = parserOffset
        if pipe == nil {
            replayer.comment(from: end - length - 7, to: end, isEmpty: length == 0)
            if replayer.stopped { refusedByCheck() }
        } else {
            batch.events.append(.comment(from: end - length - 7, to: end, isEmpty: length == 0))
        }
    }

    /// A processing instruction or a CDATA section: whether to go on with it (on a large document the
    /// check's answer comes later, when the replayer gets there, and stops the delivery there).
    func instructionOrCDATA() -> Bool {
        guard replayer.checking else { return true }
        if pipe != nil {
            batch.events.append(.instructionOrCDATA)
            return true
        }
        replayer.instructionOrCDATA()
        if replayer.stopped { refusedByCheck() }
        return !stopped
    }

    /// Stops the parse quietly (the caller reads the document again) and halts libxml2.
    private func refusedByCheck() {
        stop()
        _ = haltIfStopped()
    }
}
