import Platform
import XMLStream

/// Hands the parser a first chunk from memory, then the rest of a file in chunks.
final class ChunkStream: XMLInputStream {
    private let first: [UInt8]
    private let skipping: Int
    private var firstOffset: Int
    private let descriptor: System.FileDescriptor?
    private(set) var failureMessage = ""
    /// Where a file's bytes are watched for `Suppressions.marker` (nil: the bytes are in memory and
    /// can be searched later).
    private let sighting: MarkerSighting?

    /// Streams `first` from offset `skipping` (past a byte order mark: not copied to drop it), then
    /// the rest of `descriptor`, a regular file of `size` bytes or nil for a stream.
    init(first: [UInt8], skipping: Int = 0, descriptor: System.FileDescriptor?, size: Int? = nil,
         sighting: MarkerSighting? = nil) {
        self.first = first
        self.skipping = skipping
        self.firstOffset = skipping
        self.descriptor = descriptor
        self.sighting = sighting
        sighting?.watch(first[...])
        if descriptor != nil, first.count >= FileStart.headLength {
            sizeHint = size.map { $0 - skipping }
        } else {
            // Read whole, or a head shorter than asked for: the end of the file (no `fstat` for it).
            sizeHint = first.count - skipping
        }
    }

    /// What is left of `first`, and the rest of a regular file (its size less what `first` took from it).
    let sizeHint: Int?

    func read(into buffer: inout [UInt8]) -> Int? {
        if firstOffset < first.count {
            let count = min(buffer.count, first.count - firstOffset)
            buffer.replaceSubrange(0..<count, with: first[firstOffset..<(firstOffset + count)])
            firstOffset += count
            return count
        }
        if let replayed = replayKept(into: &buffer) { return replayed }
        guard let descriptor else { return 0 }
        guard let count = descriptor.read(into: &buffer) else {
            failureMessage = System.message(forErrno: System.lastErrno)
            return nil
        }
        if count > 0 { sighting?.watch(buffer[..<count]) }
        if rereading != nil, !follow(buffer[..<count]) {
            failureMessage = StreamRereading.changedMessage
            return nil
        }
        return count
    }

    // MARK: Reading twice

    /// Set by `prepareRewind`: what has come from the file, to tell a second reading from the first.
    private var rereading: StreamRereading?

    /// Makes the stream able to start again (`rewind`): what comes from the file after `first` is
    /// digested (and kept, from a pipe, which cannot be read twice). Call before the first read.
    func prepareRewind() {
        rereading = StreamRereading()
    }

    /// Starts the stream again from its first byte; false when it cannot. A second reading that does not
    /// give the bytes the first gave fails (`changed`).
    func rewind() -> Bool {
        guard var state = rereading else { return false }
        if let descriptor, state.digest.count > 0, state.kept == nil {
            guard descriptor.seek(to: first.count) else { return false }
        }
        state.startAgain()
        rereading = state
        firstOffset = skipping
        return true
    }

    /// Whether a second reading found the file changed since the first.
    var changed: Bool { rereading?.changed ?? false }

    /// Takes in bytes read from the file (none: its end); false once a second reading differs from the first.
    private func follow(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard var state = rereading else { return true }
        // A pipe cannot be read twice: its bytes are kept for the second reading (asked once, on the first bytes).
        if state.first == nil, !state.seekableKnown, !bytes.isEmpty {
            state.seekableKnown = true
            if descriptor?.isSeekable == false { state.kept = [] }
        }
        state.take(bytes)
        rereading = state
        return !state.changed
    }

    /// On a second reading of a pipe, the bytes the first reading kept, before anything new is read.
    private func replayKept(into buffer: inout [UInt8]) -> Int? {
        guard var state = rereading, state.first != nil, let kept = state.kept, state.keptOffset < kept.count else { return nil }
        let count = min(buffer.count, kept.count - state.keptOffset)
        buffer.replaceSubrange(0..<count, with: kept[state.keptOffset..<(state.keptOffset + count)])
        state.keptOffset += count
        rereading = state
        return count
    }
}
