/// Turns libxml2's byte offsets into line:column by scanning the bytes fed to it, exactly once.
///
/// The parser reports *where it is* (a byte offset just past a token); the start tag we want lies
/// behind that, at the last `<` scanned. Bytes are kept only until they are scanned, so memory stays
/// at about one read chunk however large the input is, and the total work is linear.
struct SourceCursor {
    private var window: [UInt8] = []
    /// Offset (in the whole input) of `window[0]`.
    private var windowStart = 0
    /// Index in `window` of the next byte to scan.
    private var next = 0
    private var previousByte: UInt8 = 0

    /// Location of the next byte to scan.
    private(set) var location = SourceLocation.start
    /// Location of the most recent `<` scanned: the start of the tag the parser just reported.
    private(set) var lastTagStart = SourceLocation.start
    /// Location of the most recent `&` scanned: the start of the reference the parser just reported.
    private(set) var lastReferenceStart = SourceLocation.start

    /// Offset (in the whole input) of the next byte to scan.
    var offset: Int { windowStart + next }

    /// Remembers bytes handed to the parser, so that they can be scanned when it reports on them.
    mutating func append(_ bytes: some Collection<UInt8>) {
        if next > 65_536 && next * 2 > window.count {
            window.removeFirst(next)
            windowStart += next
            next = 0
        }
        window.append(contentsOf: bytes)
    }

    /// Scans up to `target` (an offset in the whole input); offsets behind the cursor are ignored.
    mutating func advance(to target: Int) {
        let end = min(target - windowStart, window.count)
        guard end > next else { return }
        var location = self.location
        var previous = previousByte
        var tagStart = lastTagStart
        var referenceStart = lastReferenceStart
        var index = next
        while index < end {
            let byte = window[index]
            if byte == UInt8(ascii: "<") {
                tagStart = location
            } else if byte == UInt8(ascii: "&") {
                referenceStart = location
            }
            location.step(over: byte, after: previous)
            previous = byte
            index += 1
        }
        next = end
        self.location = location
        previousByte = previous
        lastTagStart = tagStart
        lastReferenceStart = referenceStart
    }

    /// Scans through the next `>`: libxml2 reports a start tag while it stands on the tag's `>`,
    /// and the element's content begins after it.
    mutating func advancePastTagEnd() {
        var index = next
        while index < window.count {
            if window[index] == UInt8(ascii: ">") {
                advance(to: windowStart + index + 1)
                return
            }
            index += 1
        }
    }
}
