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
    mutating func append(_ bytes: ArraySlice<UInt8>) {
        if next > 65_536 && next * 2 > window.count {
            window.removeFirst(next)
            windowStart += next
            next = 0
        }
        window.append(contentsOf: bytes)
    }

    /// What a scan carries from one byte to the next.
    private struct ScanState {
        var line: Int
        var column: Int
        var previous: UInt8
        var tagStart: SourceLocation
        var referenceStart: SourceLocation
    }

    /// Scans up to `target` (an offset in the whole input); offsets behind the cursor are ignored.
    ///
    /// One pass, byte by byte: the stretch between two parser events is ~10 bytes on average, too
    /// short for counting loops to pay (a vectorised two-pass version measured 2.4× slower).
    mutating func advance(to target: Int) {
        let end = min(target - windowStart, window.count)
        guard end > next else { return }
        let start = ScanState(line: location.line, column: location.column, previous: previousByte,
                              tagStart: lastTagStart, referenceStart: lastReferenceStart)
        let from = next
        let state = window.withUnsafeBufferPointer { SourceCursor.scan($0, from: from, to: end, start) }
        next = end
        location = SourceLocation(line: state.line, column: state.column)
        previousByte = state.previous
        lastTagStart = state.tagStart
        lastReferenceStart = state.referenceStart
    }

    /// The hot loop, kept free of captured variables so that its state stays in registers.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int, _ start: ScanState) -> ScanState {
        var state = start
        var column = start.column
        var previous = start.previous
        var index = from
        while index < end {
            let byte = bytes[index]
            index &+= 1
            // Letters, digits and most punctuation: one column, nothing else to note.
            if byte > 0x3C && byte < 0x80 {
                column &+= 1
                previous = byte
                continue
            }
            switch byte {
            case 0x3C: // <
                state.tagStart = SourceLocation(line: state.line, column: column)
                column &+= 1
            case 0x26: // &
                state.referenceStart = SourceLocation(line: state.line, column: column)
                column &+= 1
            case 0x0A: // LF, unless it ends a CRLF
                if previous != 0x0D {
                    state.line &+= 1
                    column = 1
                }
            case 0x0D: // CR
                state.line &+= 1
                column = 1
            case 0x80...0xBF: // UTF-8 continuation: the character was counted at its first byte
                break
            default:
                column &+= 1
            }
            previous = byte
        }
        state.column = column
        state.previous = previous
        return state
    }
}
