import Platform

/// What a stream read twice (`ChunkStream.rewind`) remembers of its first reading, and whether the
/// second gives the same bytes: a file being written while it is read must not be reported half from
/// one version and half from another.
struct StreamRereading {
    static let changedMessage = "the file changed while it was read"

    /// The bytes from the file in this reading (for a second reading: as far as the first went).
    var digest = System.ByteDigest()
    var ended = false
    /// The first reading's, once the stream has started again.
    var first: (digest: System.ByteDigest, ended: Bool)?
    /// From a pipe: the first reading's bytes, given again (from `keptOffset`) before anything new.
    var kept: [UInt8]?
    var keptOffset = 0
    /// Whether the file was asked if it can be read twice.
    var seekableKnown = false
    private(set) var changed = false

    /// The second reading begins. Bytes kept from a pipe are given again as they were: they count as read.
    mutating func startAgain() {
        first = (digest, ended)
        if kept == nil { digest = System.ByteDigest() }
        ended = false
        keptOffset = 0
    }

    /// Bytes read from the file (none: its end).
    mutating func take(_ bytes: ArraySlice<UInt8>) {
        if bytes.isEmpty { ended = true }
        guard let first else {
            digest.add(bytes)
            kept?.append(contentsOf: bytes)
            return
        }
        // As far as the first reading went, the same bytes; past it only if the first stopped before the end.
        let remaining = first.digest.count - digest.count
        if remaining > 0 {
            digest.add(bytes.prefix(remaining))
            if digest.count == first.digest.count && digest != first.digest { changed = true }
        }
        if first.ended && bytes.count > max(remaining, 0) { changed = true }
        if ended && digest.count < first.digest.count { changed = true }
    }
}
