import JSON

/// A place in a text document as LSP counts it: a 0-based line and a 0-based offset in the line, in
/// code units of the negotiated `PositionEncoding`.
package struct LSPPosition: Hashable, Comparable, Sendable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    /// `{line, character}` of `value`; nil unless both are whole numbers of at least 0.
    init?(_ value: JSONValue?, in document: JSONDocument) {
        guard let line = document.int(at: ["line"], in: value), let character = document.int(at: ["character"], in: value),
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("line", line)
            writer.member("character", character)
        }
    }
}

/// A span of a text document, its end exclusive.
package struct LSPRange: Hashable, Sendable {
    package var start: LSPPosition
    package var end: LSPPosition

    package init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    /// The empty range at the start of a document.
    static let documentStart = LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0))

    /// `{start, end}` of `value`, if both are positions.
    init?(_ value: JSONValue?, in document: JSONDocument) {
        guard let start = LSPPosition(document.value(at: ["start"], in: value), in: document),
              let end = LSPPosition(document.value(at: ["end"], in: value), in: document) else { return nil }
        self.init(start: start, end: end)
    }

    /// Whether the two share a position (ranges that only touch count: a cursor at a word's end is on it).
    func touches(_ other: LSPRange) -> Bool {
        start <= other.end && other.start <= end
    }

    func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("start")
            start.write(to: &writer)
            writer.key("end")
            end.write(to: &writer)
        }
    }
}
