/// Where each line of a UTF-8 text starts (LF, CR and CRLF end a line, as LSP and settingsc count),
/// for turning LSP positions into byte offsets and back.
struct LineIndex: Sendable {
    /// Offsets of line starts; the first is 0.
    private(set) var starts: [Int] = [0]

    init(_ text: [UInt8]) {
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            if byte == 13, index < text.count, text[index] == 10 { index += 1 }
            if byte == 10 || byte == 13 { starts.append(index) }
        }
    }

    var lineCount: Int { starts.count }

    /// The bytes of line `line` (0-based) without its line break; empty past the last line.
    func line(_ line: Int, of text: [UInt8]) -> ArraySlice<UInt8> {
        guard line >= 0, line < starts.count else { return text[text.count...] }
        var end = line + 1 < starts.count ? starts[line + 1] : text.count
        let start = starts[line]
        while end > start, text[end - 1] == 10 || text[end - 1] == 13 { end -= 1 }
        return text[start..<end]
    }

    /// The byte offset of `position`: a line past the last is the end of the text, a character past
    /// the line's end is that end (LSP clients send both, e.g. after a deleted last line).
    func offset(of position: LSPPosition, in text: [UInt8], encoding: PositionEncoding) -> Int {
        guard position.line < starts.count else { return text.count }
        let bytes = line(position.line, of: text)
        return bytes.startIndex + encoding.byteCount(ofUnits: position.character, in: bytes)
    }

    /// The position of the byte `offset`.
    func position(of offset: Int, in text: [UInt8], encoding: PositionEncoding) -> LSPPosition {
        let offset = min(max(offset, 0), text.count)
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let bytes = line(low, of: text)
        return LSPPosition(line: low, character: encoding.units(ofBytes: offset - bytes.startIndex, in: bytes))
    }
}
