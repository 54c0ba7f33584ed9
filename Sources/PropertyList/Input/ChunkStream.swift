import Platform
import XMLStream

/// Hands the parser a first chunk from memory, then the rest of a file in chunks.
final class ChunkStream: XMLInputStream {
    private let first: [UInt8]
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
        self.firstOffset = skipping
        self.descriptor = descriptor
        self.sighting = sighting
        sighting?.watch(first[...])
        if descriptor != nil, first.count >= SourceFile.headLength {
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
        guard let descriptor else { return 0 }
        guard let count = descriptor.read(into: &buffer) else {
            failureMessage = System.message(forErrno: System.lastErrno)
            return nil
        }
        if count > 0 { sighting?.watch(buffer[..<count]) }
        return count
    }
}
