import Diagnostics

/// The placed fix-its of one file applied to its bytes, nothing else changed: every byte outside the
/// replaced ranges is kept (encoding, byte order mark, line endings, indentation, comments).
///
/// Fixes whose ranges overlap are all left out (which one is right is not certain); the same fix
/// proposed twice counts once. A fix whose bytes are no longer there (the file changed since it was
/// read) is left out too.
package struct FixPlan: Sendable {
    /// The fixes applied, in file order.
    package let applied: [FixIt]
    /// Fixes left out because their ranges overlap another's.
    package let overlapping: [FixIt]
    /// Fixes left out because the file does not hold the bytes they replace.
    package let stale: [FixIt]
    /// The file's bytes with `applied` made.
    package let bytes: [UInt8]

    /// Plans `fixes` (those without a span are ignored) on `stored`, the file's bytes as stored.
    package init(_ fixes: [FixIt], on stored: [UInt8]) {
        var placed: [(fix: FixIt, span: FixIt.Span)] = []
        for fix in fixes {
            guard let span = fix.span else { continue }
            if placed.contains(where: { $0.span.bytes == span.bytes && $0.span.replacementBytes == span.replacementBytes }) {
                continue
            }
            placed.append((fix, span))
        }
        placed.sort { $0.span.bytes.lowerBound < $1.span.bytes.lowerBound }
        var applied: [(fix: FixIt, span: FixIt.Span)] = []
        var overlapping: [FixIt] = []
        var stale: [FixIt] = []
        var index = 0
        while index < placed.count {
            // A run of fixes each overlapping the range covered so far.
            var end = placed[index].span.bytes.upperBound
            var next = index + 1
            while next < placed.count, placed[next].span.bytes.lowerBound < end {
                end = max(end, placed[next].span.bytes.upperBound)
                next += 1
            }
            if next - index > 1 {
                overlapping += placed[index..<next].map(\.fix)
            } else if placed[index].span.bytes.upperBound <= stored.count,
                      stored[placed[index].span.bytes].elementsEqual(placed[index].span.replacedBytes) {
                applied.append(placed[index])
            } else {
                stale.append(placed[index].fix)
            }
            index = next
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(stored.count)
        var copied = 0
        for (_, span) in applied {
            bytes += stored[copied..<span.bytes.lowerBound]
            bytes += span.replacementBytes
            copied = span.bytes.upperBound
        }
        bytes += stored[copied...]
        self.applied = applied.map(\.fix)
        self.overlapping = overlapping
        self.stale = stale
        self.bytes = bytes
    }
}
