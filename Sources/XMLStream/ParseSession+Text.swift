internal import CLibXML2

/// Character data: libxml2 hands a run between two tags over in one or more pieces; the session
/// gathers them (`batch.text[textFrom...]`) and delivers the run at the next tag (`flushText`).
///
/// Most runs come in one piece that a tag follows in libxml2's buffer (`wholeRunOffset`). On the caller's
/// thread such a run is not gathered: layout white space is dropped at once, and other text is handed
/// to the handler at once, lent from libxml2's buffer (gathering each run to deliver or drop it at the
/// tag cost ~70 instructions a run, on ~120,000 runs in the 150 pages of 50 bundles). The handler sees
/// the same events in the same order; what differs is when, if libxml2 then fails on that tag: the
/// text was delivered before the error, where a gathered run is dropped with the rest of the element.
/// (The reader reads a document that fails again, through its filter; with a filter, whose notes go
/// before the text, text is gathered as before.) On a large document, such a run is recorded as where
/// it is in the input (`EventBatch.Event.lentText`), and the replayer reads it there.
extension ParseSession {
    /// A CDATA section's text, handed over from a copy once libxml2 has read its `]]>`.
    func cdataBlock(_ chars: UnsafePointer<xmlChar>?, _ length: Int32) {
        readingCDATA = true
        characters(chars, length)
        readingCDATA = false
    }

    @inline(__always)
    func characters(_ chars: UnsafePointer<xmlChar>?, _ length: Int32) {
        if haltIfStopped() { return }
        guard let chars, length > 0 else { return }
        let run = UnsafeBufferPointer(start: chars, count: Int(length))
        if !textPending, pipe != nil, filter == nil, run.count <= limits.maxTextBytes, let offset = wholeRunOffset(run) {
            // Layout white space, most runs of a plist, is not delivered (`XMLEventHandler.layoutElements`):
            // left out here rather than recorded, handed over and dropped there (~45 instructions a run).
            if XMLWhitespace.contains(run[0]) && isInsideLayoutElement && XMLWhitespace.leadingCount(in: run) == run.count {
                return
            }
            // The replayer keeps the input it counts lines in, and reads the run there: neither copied
            // into the batch nor looked at here, on libxml2's thread (~70 instructions a run there).
            batch.events.append(.lentText(from: offset, count: run.count, anchor: markupEnd))
            return
        }
        // The piece's first byte that is not white space (`run.count`: none), while the run has none yet.
        let first = textPending && !textIsWhitespace ? 0 : XMLWhitespace.leadingCount(in: run)
        if !textPending {
            let whitespace = first == run.count
            if pipe == nil, run.count <= limits.maxTextBytes, wholeRunOffset(run) != nil {
                if !replayer.wantsText(isWhitespace: whitespace) { return }
                if filter == nil {
                    // Lent in place, the run is written as it is, just after the markup before it.
                    replayer.text(run, anchor: markupEnd, isWhitespace: whitespace)
                    return
                }
            }
            // Its line:column is worked out only if it is reported.
            textPending = true
            textFrom = batch.textCount
            textStart = markupEnd
            textIsWhitespace = whitespace
            // The run's first piece starts just after the markup before it; only a copy's line breaks
            // or a CDATA section's markup can stand between there and its first character.
            textAnchor = whitespace || (first == 0 && !readingCDATA)
                ? markupEnd : sourceOffset(of: run, at: first, from: markupEnd) - first
        } else if textIsWhitespace, first < run.count {
            // The piece starts where the white space before it ended.
            textIsWhitespace = false
            textAnchor = sourceOffset(of: run, at: first, from: markupEnd) - first - (batch.textCount - textFrom)
        }
        // While the run is all white space, where its source ends is where the next piece's begins.
        if textIsWhitespace { markupEnd = sourceEnd(of: run) }
        if batch.textCount - textFrom + run.count > limits.maxTextBytes {
            refuse(.textTooLong(limit: limits.maxTextBytes), message: "text longer than \(limits.maxTextBytes) bytes",
                   at: .offset(textStart))
            _ = haltIfStopped()
            return
        }
        batch.appendText(UnsafeRawBufferPointer(run))
    }

    /// Interns the names of the handler's layout elements in the dictionary of the context (kept from
    /// one parse to the next, so mostly found there): libxml2's current element is one of them exactly
    /// when its name is at one of these addresses.
    func internLayoutNames() {
        layoutNames.removeAll()
        guard !layoutElements.isEmpty, let dictionary = context?.pointee.dict else { return }
        for name in layoutElements {
            let interned = name.withCString { xmlDictLookup(dictionary, UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self), -1) }
            if let interned { layoutNames.append(UInt(bitPattern: interned)) }
        }
    }

    /// Whether the element libxml2 is reading the content of is one of the handler's layout elements.
    @inline(__always)
    private var isInsideLayoutElement: Bool {
        let name = UInt(bitPattern: context.unsafelyUnwrapped.pointee.name)
        for layout in layoutNames where layout == name { return true }
        return false
    }

    /// The input offset of `run`, the first piece of a run of text, when it is the whole run (else nil):
    /// libxml2 lent it in place, in its input buffer, and a tag follows it there (`<` and a name or `/`).
    /// A comment, a processing instruction or a CDATA section (`<!`, `<?`) may be followed by more text
    /// of the same run, and so may the end of what the buffer holds (its NUL), where the next bytes are
    /// not read yet. A run libxml2 copied (after a reference, or one it changed, such as a carriage
    /// return) is outside the buffer.
    @inline(__always)
    private func wholeRunOffset(_ run: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let offset = lentOffset(of: run) else { return nil }
        // libxml2 ends its buffer with a NUL, so the byte after the run can be read, and the one after
        // that when the first is not the NUL.
        let after = run.baseAddress.unsafelyUnwrapped + run.count
        guard after[0] == UInt8(ascii: "<") else { return nil }
        let next = after[1]
        return next != UInt8(ascii: "!") && next != UInt8(ascii: "?") && next != 0 ? offset : nil
    }

    /// Delivers the run of text gathered since the last tag (on the caller's thread), or records it as an
    /// event (with a pipe). Asked at every tag, and mostly there is none: that is decided inline.
    @inline(__always)
    func flushText() {
        if textPending { flushPendingText() }
    }

    private func flushPendingText() {
        textPending = false
        if pipe == nil {
            // Layout white space between elements, most text runs, is not delivered.
            if replayer.wantsText(isWhitespace: textIsWhitespace) {
                batch.withText(textFrom..<batch.textCount) { text in
                    replayer.text(text, anchor: textAnchor, isWhitespace: textIsWhitespace)
                }
            }
            batch.truncateText(to: textFrom)
        } else {
            batch.events.append(.text(from: textFrom, to: batch.textCount, anchor: textAnchor, isWhitespace: textIsWhitespace))
        }
    }
}
