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

    /// Applies one `TextDocumentContentChangeEvent`: with a range, that range replaced; without, the
    /// whole text. Ranges are clamped to the text (a client may name the line after the last).
    mutating func apply(range: LSPRange?, text replacement: ArraySlice<UInt8>, encoding: PositionEncoding) {
        guard let range else {
            text = Array(replacement)
            lines = LineIndex(text)
            return
        }
        var start = lines.offset(of: range.start, in: text, encoding: encoding)
        var end = lines.offset(of: range.end, in: text, encoding: encoding)
        if end < start { swap(&start, &end) }
        text.replaceSubrange(start..<end, with: replacement)
        lines = LineIndex(text)
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
