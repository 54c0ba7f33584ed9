/// A document the client has open: its text as the client holds it (UTF-8), kept in step with every
/// change it sends.
struct TextDocument: Sendable {
    /// The URI as the client spells it (echoed in what the server sends about it).
    let uri: String
    /// The file it is, for a `file:` URI.
    let path: String?
    var version: Int
    private(set) var text: [UInt8]
    private(set) var lines: LineIndex

    init(uri: String, path: String?, version: Int, text: [UInt8]) {
        self.uri = uri
        self.path = path
        self.version = version
        self.text = text
        self.lines = LineIndex(text)
    }

    /// One `TextDocumentContentChangeEvent`: with a range, that range replaced; without, the whole text.
    struct Change {
        var range: LSPRange?
        var text: ArraySlice<UInt8>
    }

    /// Applies a notification's changes in order, each range read in the text the change before it
    /// left (clamped to it: a client may name the line after the last). The text is built once, with
    /// its line index, however many changes there are.
    mutating func apply(_ changes: [Change], encoding: PositionEncoding) {
        var edited = PieceText(text, lines: lines)
        for change in changes {
            guard let range = change.range else {
                edited.replaceAll(with: change.text)
                continue
            }
            var start = edited.offset(of: range.start, encoding: encoding)
            var end = edited.offset(of: range.end, encoding: encoding)
            if end < start { swap(&start, &end) }
            edited.replace(start, end, with: change.text)
        }
        (text, lines) = edited.built()
    }

    /// The byte offset of `position`.
    func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        lines.offset(of: position, in: text, encoding: encoding)
    }

    /// The position of a byte offset.
    func position(of offset: Int, encoding: PositionEncoding) -> LSPPosition {
        lines.position(of: offset, in: text, encoding: encoding)
    }

    /// Line `line` (0-based) without its break.
    func line(_ line: Int) -> ArraySlice<UInt8> { lines.line(line, of: text) }
}
