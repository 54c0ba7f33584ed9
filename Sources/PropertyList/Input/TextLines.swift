import Diagnostics

/// A document's text (UTF-8, as parsed) with where each of its lines starts, as the parser counts them
/// (CR, LF and CRLF end a line): the line a diagnostic shows in context, and the offset of a
/// line:column where a fix goes, and the line:column of an offset (a suppression comment's). Made by
/// `SourceFile` the first time a diagnostic or the suppressions ask, and kept there for both.
struct TextLines {
    let text: [UInt8]
    /// Offsets in `text` where each line starts.
    private let starts: [Int]

    init(_ text: [UInt8]) {
        self.text = text
        var starts = [0]
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < text.count, text[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
        self.starts = starts
    }

    /// Line `number` (1-based) without its line break.
    func line(_ number: Int) -> String? {
        guard number >= 1, number <= starts.count else { return nil }
        var end = number < starts.count ? starts[number] : text.count
        let start = starts[number - 1]
        while end > start, text[end - 1] == UInt8(ascii: "\n") || text[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: text[start..<end], as: UTF8.self)
    }

    /// The 1-based line holding `offset`.
    func lineNumber(at offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Line and column (Unicode scalars, as every position) of `offset`.
    func location(at offset: Int) -> SourceLocation {
        let line = lineNumber(at: offset)
        let scalars = text[starts[line - 1]..<offset].count { $0 & 0xC0 != 0x80 }
        return SourceLocation(line: line, column: scalars + 1)
    }

    /// The offset of the character at `location`'s line and column, if the text reaches it.
    func offset(of location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= starts.count else { return nil }
        var offset = starts[location.line - 1]
        var column = 1
        while column < location.column {
            guard offset < text.count else { return nil }
            offset += 1
            // Continuation bytes belong to the character before.
            while offset < text.count, text[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }
}
