import Platform
import Synchronization

/// Whether `Suppressions.marker` went past in a file's bytes as they were streamed to the parser, so
/// that a file's comments are read for suppressions only when it has some. Written by the stream (on
/// the parsing thread of a large document), read once the parse is over.
///
/// `@unchecked Sendable`: `carry` is touched by the one stream that feeds it, on one thread at a time
/// (the parse hands its input from thread to thread only through `BatchPipe`, which orders it); a
/// lock here would cost a generic type made at start-up for nothing.
final class MarkerSighting: @unchecked Sendable {
    let seen = Atomic<Bool>(false)
    /// The end of the previous block, so that a marker across two blocks is seen.
    private var carry: [UInt8] = []

    /// Notes whether `block` (after the end of the previous one) holds the marker.
    func watch(_ block: ArraySlice<UInt8>) {
        guard !seen.load(ordering: .relaxed) else { return }
        let marker = Suppressions.marker
        let keep = marker.count - 1
        var seam = carry
        seam.append(contentsOf: block[block.startIndex..<min(block.endIndex, block.startIndex + keep)])
        if System.contains(marker, in: block) || System.contains(marker, in: seam[...]) {
            seen.store(true, ordering: .releasing)
        }
        if block.count >= keep {
            carry = Array(block[(block.endIndex - keep)...])
        } else {
            carry.append(contentsOf: block)
            carry.removeFirst(max(0, carry.count - keep))
        }
    }
}
