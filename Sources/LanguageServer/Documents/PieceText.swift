/// A text being edited by a notification's changes: pieces of the texts it was made of (the document
/// as it was, then each replacement), so that a change costs the number of pieces and the length of
/// the line it is on, not the size of the document. The text is built once, when every change is in.
///
/// Lines are found as `LineIndex` finds them (LF, CR and CRLF each end one), positions as
/// `LineIndex.offset(of:in:encoding:)` reads them, whatever the pieces a line is cut into.
struct PieceText {
    /// A text pieces are cut from, with where its lines start.
    private struct Source {
        let bytes: [UInt8]
        let lines: LineIndex
    }

    /// `count` bytes of `sources[source]` from `start`, and the line breaks in them seen alone (a CR
    /// at the end counts, an LF at the start too).
    private struct Piece {
        var source: Int
        var start: Int
        var count: Int
        var breaks: Int
    }

    /// More pieces than this and the text is built again as one (a notification of very many changes
    /// costs pieces × changes otherwise).
    static let maxPieces = 1_024

    private var sources: [Source]
    private var pieces: [Piece] = []
    /// The text's length.
    private(set) var count: Int

    init(_ text: [UInt8], lines: LineIndex) {
        sources = [Source(bytes: text, lines: lines)]
        count = text.count
        if !text.isEmpty { pieces = [piece(of: 0, start: 0, count: text.count)] }
    }

    /// The text, and where its lines start.
    func built() -> (text: [UInt8], lines: LineIndex) {
        if pieces.count == 1, pieces[0].start == 0, pieces[0].count == sources[pieces[0].source].bytes.count {
            return (sources[pieces[0].source].bytes, sources[pieces[0].source].lines)
        }
        var text: [UInt8] = []
        text.reserveCapacity(count)
        for piece in pieces {
            text.append(contentsOf: sources[piece.source].bytes[piece.start..<(piece.start + piece.count)])
        }
        return (text, LineIndex(text))
    }

    /// Replaces the text (a change without a range).
    mutating func replaceAll(with replacement: ArraySlice<UInt8>) {
        let text = Array(replacement)
        self = PieceText(text, lines: LineIndex(text))
    }

    /// Replaces the bytes from `start` to `end` (offsets in the text as it is now).
    mutating func replace(_ start: Int, _ end: Int, with replacement: ArraySlice<UInt8>) {
        let first = split(at: start)
        let last = split(at: end)
        var inserted: [Piece] = []
        if !replacement.isEmpty {
            let text = Array(replacement)
            sources.append(Source(bytes: text, lines: LineIndex(text)))
            inserted.append(piece(of: sources.count - 1, start: 0, count: replacement.count))
        }
        pieces.replaceSubrange(first..<last, with: inserted)
        count += replacement.count - (end - start)
        if pieces.count > Self.maxPieces {
            let (text, lines) = built()
            self = PieceText(text, lines: lines)
        }
    }

    // MARK: Positions

    /// The offset of `position`, read as `LineIndex` reads it: a line past the last is the end of the
    /// text, a character past the line's end is that end, a position inside a character its start.
    func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        guard let lineStart = offset(ofLine: position.line) else { return count }
        var cursor = Cursor(text: self, offset: lineStart)
        var counted = 0
        while let byte = cursor.byte, byte != 10, byte != 13 {
            let width = encoding.units(ofScalarStartingWith: byte)
            if counted + width > position.character { break }
            counted += width
            cursor.advance()
            while let next = cursor.byte, next & 0xC0 == 0x80 { cursor.advance() }
        }
        return cursor.offset
    }

    /// Where line `line` (0-based) starts; nil past the last line.
    private func offset(ofLine line: Int) -> Int? {
        guard line > 0 else { return 0 }
        var remaining = line
        var offset = 0
        var previousEndsWithCR = false
        for (index, piece) in pieces.enumerated() {
            // A CR that ended the piece before and this LF are one break, counted with the CR.
            let leadingLF = previousEndsWithCR && byte(0, of: piece) == 10
            let breaks = piece.breaks - (leadingLF ? 1 : 0)
            if remaining <= breaks {
                var start = offset + breakEnd(remaining + (leadingLF ? 1 : 0), in: piece)
                if start == offset + piece.count, byte(piece.count - 1, of: piece) == 13, index + 1 < pieces.count,
                   byte(0, of: pieces[index + 1]) == 10 {
                    start += 1
                }
                return start
            }
            remaining -= breaks
            offset += piece.count
            previousEndsWithCR = byte(piece.count - 1, of: piece) == 13
        }
        return nil
    }

    /// The offset in `piece` after its `number`th line break (1-based, the piece seen alone).
    private func breakEnd(_ number: Int, in piece: Piece) -> Int {
        let starts = sources[piece.source].lines.starts
        let index = Self.firstStart(after: piece.start, in: starts) + number - 1
        if index < starts.count, starts[index] <= piece.start + piece.count { return starts[index] - piece.start }
        // The break is a CR at the piece's end whose LF was cut off.
        return piece.count
    }

    private func byte(_ offset: Int, of piece: Piece) -> UInt8 {
        sources[piece.source].bytes[piece.start + offset]
    }

    // MARK: Pieces

    /// A piece of source `source`, its breaks counted from the source's line starts.
    private func piece(of source: Int, start: Int, count: Int) -> Piece {
        let text = sources[source]
        let end = start + count
        var breaks = Self.firstStart(after: end, in: text.lines.starts) - Self.firstStart(after: start, in: text.lines.starts)
        // A CR at the end whose LF is not in the piece ends a line in it.
        if text.bytes[end - 1] == 13, end < text.bytes.count, text.bytes[end] == 10 { breaks += 1 }
        return Piece(source: source, start: start, count: count, breaks: breaks)
    }

    /// The index of the first line start after `offset`.
    private static func firstStart(after offset: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Cuts the piece holding `offset` there; the index of the first piece at or after it.
    private mutating func split(at offset: Int) -> Int {
        var start = 0
        for (index, piece) in pieces.enumerated() {
            if offset == start { return index }
            if offset < start + piece.count {
                let head = offset - start
                pieces[index] = self.piece(of: piece.source, start: piece.start, count: head)
                pieces.insert(self.piece(of: piece.source, start: piece.start + head, count: piece.count - head), at: index + 1)
                return index + 1
            }
            start += piece.count
        }
        return pieces.count
    }

    /// Reads the text forward from an offset, piece by piece.
    private struct Cursor {
        let text: PieceText
        private(set) var offset: Int
        private var piece = 0
        private var within: Int

        init(text: PieceText, offset: Int) {
            self.text = text
            self.offset = offset
            within = offset
            while piece < text.pieces.count, within >= text.pieces[piece].count {
                within -= text.pieces[piece].count
                piece += 1
            }
        }

        var byte: UInt8? { piece < text.pieces.count ? text.byte(within, of: text.pieces[piece]) : nil }

        mutating func advance() {
            offset += 1
            within += 1
            if within == text.pieces[piece].count {
                piece += 1
                within = 0
            }
        }
    }
}
