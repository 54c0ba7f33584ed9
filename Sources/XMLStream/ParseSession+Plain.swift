internal import CLibXML2

/// A small document in the plain form (`PlainDocumentScanner`) is read without libxml2: read whole, as
/// libxml2's reads would have read it (read by read, each shown to the input check as it is read, then
/// the end of the input), into one block, its events recorded by the scanner and delivered by the
/// replayer as those of a large document are. The check sees the same bytes, tags and ends in the same
/// order, except that every block and the end reach it before the events (a refusal then stops the
/// parse before any, and the caller reads the document again, as after a refusal anywhere).
///
/// Anything else is libxml2's to read, from the start, with nothing delivered: it is served what was
/// read, in the pieces it was read in (`readEnds`), and meets what the next read gave (the end of the
/// input, more than the size said, a failure) when it asks for more, as it would have.
extension ParseSession {
    /// The least a first read must give for the scanner to be tried: a file's head, as `SourceFile` reads
    /// it (or the whole of a smaller input). libxml2 misreads a prolog handed over a few bytes at a time
    /// (a declaration or a DOCTYPE cut across its reads); such an input is left to it, read as before.
    static let plainFirstRead = 4_096

    /// Whether the parse was done here: the document's events delivered, or the parse stopped before
    /// any (the input could not be read, or the check refused it). False: libxml2 is to read it.
    /// (No run of text is longer than the document: the scanner need not count against `maxTextBytes`.)
    func readPlainly() -> Bool {
        guard plainForm, pipe == nil, filter == nil, let size = input.sizeHint, size > 0, size < Self.blockBytes,
              size <= limits.maxInputBytes, size <= limits.maxTextBytes else { return false }
        guard readBlock(), !stopped else { return true }
        guard !inputEnded, blockCount <= size, blockCount >= min(size, Self.plainFirstRead) else { return false }
        readEnds.append(blockCount)
        if spare.count != Self.blockBytes {
            spare = [UInt8](unsafeUninitializedCapacity: Self.blockBytes) { _, initialized in initialized = Self.blockBytes }
        }
        while true {
            let count = input.read(into: &spare)
            guard let count, count > 0, blockCount + count <= size else {
                pendingRead = .some(count)
                break
            }
            // Within the size: taken into the block, and shown to the check as read.
            takeSpare(count, at: blockCount)
            bytesRead += count
            blockCount += count
            readEnds.append(blockCount)
            replayer.input(spare[..<count], atEnd: false)
            if replayer.stopped {
                stop()
                return true
            }
        }
        // The next read gave more than the size said, or failed: libxml2 meets it where it would have.
        guard blockCount == size, pendingRead == .some(0) else { return false }
        let ends = readEnds
        // The end of the input, as libxml2 would have met it.
        guard readBlock(), !stopped else { return true }
        // If the scanner says no, libxml2 is served the block from its start, in the same pieces.
        blockFrom = 0
        blockCount = size
        readEnds = ends
        guard let dictionary = context?.pointee.dict else { return false }
        // The scanner reads a NUL after the document as its end (the block has room: `size` is less).
        chunk[size] = 0
        let scanned = chunk.withUnsafeBufferPointer { bytes in
            PlainDocumentScanner.scan(UnsafeBufferPointer(rebasing: bytes[..<size]),
                                      layoutNames: layoutNames, into: &batch) { name in
                UInt(bitPattern: xmlDictLookup(dictionary, name.baseAddress, Int32(name.count)))
            }
        }
        guard scanned else { return false }
        replayer.replay(batch)
        if replayer.stopped { stop() }
        return true
    }
}
