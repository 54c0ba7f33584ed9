internal import CLibXML2
import Platform

/// Input: blocks read from the stream, passed through the filter, served to libxml2 as it asks.
extension ParseSession {
    /// libxml2 asks for ~4 KB at a time; the input is read in blocks of this size, each recorded once
    /// (and handed over with the events before it), and libxml2's requests are served from the block.
    static let blockBytes = 64 << 10

    func read(into buffer: UnsafeMutablePointer<CChar>, length: Int) -> Int32 {
        guard !stopped else { return 0 }
        // The input ended and all of it was served (`readPlainly` read to its end before libxml2 ran).
        if filter == nil && inputEnded && blockFrom == blockCount { return 0 }
        // A filter may hold a whole block back (a value element longer than a block): read on until it
        // hands something over or the input ends.
        while blockFrom == blockCount {
            guard readBlock() else { return -1 }
            if stopped || inputEnded { break }
        }
        if stopped || blockFrom == blockCount { return 0 }
        // Served in the pieces it was read in (`readPlainly` may have put several reads in the block).
        var end = blockCount
        if nextRead < readEnds.count {
            while nextRead < readEnds.count && readEnds[nextRead] <= blockFrom { nextRead += 1 }
            if nextRead < readEnds.count { end = readEnds[nextRead] }
        }
        let count = min(length, end - blockFrom)
        let from = blockFrom
        (filter == nil ? chunk : filtered).withUnsafeBytes { raw in
            UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress! + from, byteCount: count)
        }
        blockFrom += count
        return Int32(count)
    }

    /// Reads the next block (none at the end of the input); false if reading failed or went over the limit.
    func readBlock() -> Bool {
        if chunk.count != Self.blockBytes {
            // Not zero-filled: `read` writes the bytes before anything reads them, and only those
            // (zero-filling 4 KB per file showed on 2,000 small files).
            chunk = [UInt8](unsafeUninitializedCapacity: Self.blockBytes) { _, initialized in initialized = Self.blockBytes }
        }
        // The read `readPlainly` made and left for libxml2 (the end of the input, more than the size said,
        // or a failure), if it did.
        let count: Int?
        if let next = pendingRead {
            pendingRead = nil
            if let next, next > 0 { takeSpare(next, at: 0) }
            count = next
        } else {
            count = input.read(into: &chunk)
        }
        guard let count else {
            refuse(.readFailed, message: "read failed: \(input.failureMessage)")
            return false
        }
        // The end of the input leaves the last block's bytes where they are.
        if count > 0 { chunkStart = bytesRead }
        bytesRead += count
        if bytesRead > limits.maxInputBytes {
            refuse(.inputTooLarge(limit: limits.maxInputBytes),
                   message: "input is larger than \(limits.maxInputBytes >> 20) MiB; refusing to read further")
            return false
        }
        blockFrom = 0
        blockCount = count
        readEnds.removeAll(keepingCapacity: true)
        nextRead = 0
        inputEnded = count == 0
        if textPending { handOffDue = true } else { handOff() }
        if pipe == nil {
            replayer.input(chunk[..<count], atEnd: count == 0)
            // Refused by the check: the parse ends here, quietly (the caller reads the document again).
            if replayer.stopped {
                stop()
                return false
            }
        } else {
            // The replayer shows the block to the check when it gets there, before the events read from it.
            chunk.withUnsafeBytes { batch.appendInput(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
        // The cursor counts the bytes as read; libxml2 reads them as the filter leaves them.
        if let filter {
            filtered.removeAll(keepingCapacity: true)
            filter.filter(chunk[..<count], into: &filtered, atEnd: count == 0)
            let taken = filter.takeNotes()
            if !taken.isEmpty {
                // In document order: a value element's own note comes after those found inside it.
                let pending = (notes[nextNote...] + taken).enumerated()
                    .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
                notes.replaceSubrange(nextNote..., with: pending)
            }
            blockCount = filtered.count
        }
        return true
    }

    /// Copies the first `count` bytes of `spare` (what `readPlainly` read) into the block at `offset`.
    func takeSpare(_ count: Int, at offset: Int) {
        chunk.withUnsafeMutableBytes { chunk in
            spare.withUnsafeBytes { (chunk.baseAddress! + offset).copyMemory(from: $0.baseAddress!, byteCount: count) }
        }
    }

    /// Seals the input (`sealInput`) once it has ended and libxml2 has been given every byte: a filter
    /// may hand over what it held back in several reads after the end. Called at every element event.
    @inline(__always)
    func sealInputOnceGiven() {
        if inputEnded && !inputSealed && blockFrom == blockCount { sealInput() }
    }

    /// Tells libxml2 it has all of the input: its input buffer loses its read callback, as a document
    /// parsed from memory has none. Otherwise libxml2 keeps asking for more, to its stand-in callback that
    /// answers nothing (`endOfInput`), whenever fewer than 250 bytes are left ahead of it: about a hundred
    /// times near the end of every small file (~30 K instructions a file, 5% of a `validate` of 200 of
    /// them). Every libxml2 release since 2.9 then returns at once: it does not grow an input buffer
    /// without a read callback or an encoder (the input is UTF-8: no encoder).
    ///
    /// It still calls its grow function at nearly every token of those last 250 bytes, to find nothing
    /// to grow (~110 calls and ~9 K instructions a 3 KB file). That call, and the shrinking of its buffer,
    /// are made only when the context is not `progressive`, a flag that in libxml2 2.9 a document read
    /// through a read callback consults for nothing else: it is set once the whole input is in the buffer
    /// (and cleared when the context is kept for the next document: `ParserContext.release`). Later
    /// releases move the flag's meaning into the input, so there the grow calls simply stay.
    private func sealInput() {
        inputSealed = true
        guard let context, let buffer = context.pointee.input?.pointee.buf, buffer.pointee.encoder == nil else { return }
        buffer.pointee.readcallback = nil
        if LIBXML_VERSION < 21000 { context.pointee.progressive = 1 }
    }

    /// Delivers the filter's notes that start before `offset` (libxml2 has parsed up to it).
    func releaseNotes(upTo offset: Int) {
        while nextNote < notes.count, notes[nextNote].start < offset {
            report(RecordedProblem(kind: .filtered(notes[nextNote]), message: "", place: .offset(notes[nextNote].start)))
            nextNote += 1
        }
        if nextNote > 256, nextNote * 2 > notes.count {
            notes.removeFirst(nextNote)
            nextNote = 0
        }
    }

    /// Where libxml2 is now: the offset in the UTF-8 input of the byte it stands on. This is what
    /// `xmlByteConsumed` computes when there is no encoder (there never is: the input is UTF-8),
    /// without a call per event.
    @inline(__always)
    var parserOffset: Int {
        // Field by field: binding `input.pointee` would copy the whole C structure on every event.
        guard let input = context?.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else { return 0 }
        return Int(input.pointee.consumed) + (cur - base)
    }
}
