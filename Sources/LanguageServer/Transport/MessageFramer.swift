/// Cuts a byte stream into LSP messages: a header block (`Content-Length: N`, CRLF-separated lines,
/// an empty line) and N bytes of body.
///
/// Never trusts the client: a header block longer than the limit, a missing, duplicated or
/// non-numeric length are reported once and skipped up to the next `Content-Length` at a line's start;
/// bytes that are no header at all (the rest of a body whose length was too short) are read again
/// from their second byte, so that the header they run into is found; a body over the limit is
/// reported at once and skipped as it streams past (never held); a body whose length lied (it
/// swallowed the next message) is given back by `recover(from:)`. Memory is bounded by the limits
/// whatever arrives.
package struct MessageFramer<Source: ByteSource> {
    /// What reading gave next.
    package enum Event: Equatable {
        case message([UInt8])
        /// Bytes that were no header; what is wrong with them.
        case malformed(String)
        /// A body of this many bytes was announced and skipped.
        case tooLarge(Int)
        /// The input ended (or could not be read).
        case end
    }

    private var source: Source
    private let limits: TransportLimits
    /// Bytes read and not yet used: `buffer[cursor...]`.
    private var buffer: [UInt8] = []
    private var cursor = 0
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var ended = false
    /// The bytes of a body refused for its size, still to be read past.
    private var unreadBody = 0

    package init(source: Source, limits: TransportLimits = TransportLimits()) {
        self.source = source
        self.limits = limits
    }

    /// What a header starts with, lowercased (matched ignoring case).
    private static var marker: [UInt8] { Array("content-length:".utf8) }

    /// The next message, or what went wrong instead.
    package mutating func next() -> Event {
        if unreadBody > 0 {
            skip(unreadBody)
            unreadBody = 0
        }
        while true {
            skipLineBreaks()
            let start = cursor
            if let end = find([13, 10, 13, 10], from: cursor, before: cursor + limits.maxHeaderBytes + 4) {
                let header = buffer[cursor..<end]
                cursor = end + 4
                switch Self.contentLength(in: header) {
                case .failure(let problem):
                    // A block of header lines is passed whole (its body after it is no header either);
                    // bytes that are no header may hold the start of the next one.
                    resynchronise(from: problem.isHeader ? cursor : start + 1)
                    return .malformed(problem.text)
                case .success(let length):
                    if length > limits.maxBodyBytes {
                        // Refused before its bytes are read past (the client hears of it at once).
                        unreadBody = length
                        return .tooLarge(length)
                    }
                    guard fill(length) else { return .end }
                    let body = Array(buffer[cursor..<(cursor + length)])
                    cursor += length
                    return .message(body)
                }
            }
            if buffer.count - cursor > limits.maxHeaderBytes {
                resynchronise(from: cursor + 1)
                return .malformed("no header ends within \(limits.maxHeaderBytes) bytes")
            }
            guard readMore() else { return .end }
        }
    }

    /// A body that was no JSON may hold the start of the next message, when its `Content-Length`
    /// promised more than the message had: what follows a `Content-Length` at a line's start in it is
    /// read again.
    package mutating func recover(from body: [UInt8]) {
        var from = 1
        while let found = Self.findMarker(in: body, from: from) {
            if Self.startsMessage(at: found, in: body) {
                compact()
                buffer.insert(contentsOf: body[found...], at: 0)
                return
            }
            from = found + 1
        }
    }

    // MARK: Headers

    /// The `Content-Length` of a header block; unknown fields are allowed, as LSP says, a second
    /// `Content-Length` is not (which one the client meant is unknown).
    static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, Problem> {
        var length: Int?
        for line in header.split(separator: 13, omittingEmptySubsequences: false) {
            var line = line
            if line.first == 10 { line = line.dropFirst() }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[..<colon].allSatisfy(\.isHeaderTokenByte) else {
                return .failure(Problem("a header line is no 'Name: value'", isHeader: false))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = line[(colon + 1)...].drop { $0 == 32 || $0 == 9 }
            if name == "content-length" {
                guard length == nil else { return .failure(Problem("the header has more than one Content-Length")) }
                guard !value.isEmpty, value.count <= 12, value.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
                    return .failure(Problem("Content-Length is not a number of bytes"))
                }
                length = value.reduce(0) { $0 * 10 + Int($1 - 48) }
            }
        }
        guard let length else { return .failure(Problem("the header has no Content-Length")) }
        return .success(length)
    }

    /// What is wrong with a header.
    struct Problem: Error {
        let text: String
        /// Whether the block was header lines (else it is bytes that are no header at all).
        let isHeader: Bool
        init(_ text: String, isHeader: Bool = true) {
            self.text = text
            self.isHeader = isHeader
        }
    }

    // MARK: Reading

    /// Blank lines between messages are tolerated (some clients end a body with a line break).
    private mutating func skipLineBreaks() {
        while true {
            while cursor < buffer.count, buffer[cursor] == 10 || buffer[cursor] == 13 { cursor += 1 }
            if cursor < buffer.count { return }
            guard readMore() else { return }
        }
    }

    /// Moves to the next `Content-Length:` at a line's start (or just after a body's closing brace) at
    /// or after `start`, reading on as far as it takes and holding only a few bytes.
    private mutating func resynchronise(from start: Int) {
        var start = start
        while true {
            var from = start
            while let found = Self.findMarker(in: buffer, from: from) {
                if Self.startsMessage(at: found, in: buffer) {
                    cursor = found
                    return
                }
                from = found + 1
            }
            // Keep what could be the start of the marker, and the byte before it.
            let next = max(start, buffer.count - Self.marker.count + 1)
            cursor = max(cursor, next - 1)
            let dropped = cursor
            guard readMore() else { return }
            start = next - dropped
        }
    }

    /// Whether a `Content-Length:` found at `index` starts a header: at the start, after a line
    /// break, or after the `}` that ends a body (the next message follows it directly).
    private static func startsMessage(at index: Int, in bytes: [UInt8]) -> Bool {
        index == 0 || bytes[index - 1] == 10 || bytes[index - 1] == 13 || bytes[index - 1] == UInt8(ascii: "}")
    }

    /// Makes `count` bytes after the cursor available; false if the input ends first.
    private mutating func fill(_ count: Int) -> Bool {
        while buffer.count - cursor < count {
            guard readMore() else { return false }
        }
        return true
    }

    /// Drops `count` bytes, read as they come and not kept.
    private mutating func skip(_ count: Int) {
        var left = count
        while true {
            let here = min(left, buffer.count - cursor)
            cursor += here
            left -= here
            if left == 0 { return }
            compact()
            guard let read = source.read(into: &chunk), read > 0 else {
                ended = true
                return
            }
            buffer.append(contentsOf: chunk[..<read])
        }
    }

    /// Appends the next bytes of the input; false at its end.
    private mutating func readMore() -> Bool {
        guard !ended else { return false }
        compact()
        guard let read = source.read(into: &chunk), read > 0 else {
            ended = true
            return false
        }
        buffer.append(contentsOf: chunk[..<read])
        return true
    }

    /// Drops the bytes before the cursor, so the buffer holds only what is unread.
    private mutating func compact() {
        guard cursor > 0 else { return }
        buffer.removeSubrange(0..<cursor)
        cursor = 0
        // After a large body, give its storage back rather than keep it for good.
        if buffer.capacity > 4 << 20, buffer.count < 1 << 16 {
            var smaller: [UInt8] = []
            smaller.reserveCapacity(1 << 16)
            smaller.append(contentsOf: buffer)
            buffer = smaller
        }
    }

    private func find(_ needle: [UInt8], from start: Int, before end: Int) -> Int? {
        let found = Self.find(needle, in: buffer, from: start)
        return found.flatMap { $0 < end ? $0 : nil }
    }

    /// The first `Content-Length:` (in any case) at or after `start`.
    static func findMarker(in haystack: [UInt8], from start: Int) -> Int? {
        let marker = Self.marker
        guard start >= 0, haystack.count >= marker.count else { return nil }
        var index = start
        while index <= haystack.count - marker.count {
            if haystack[index] | 0x20 == marker[0], (0..<marker.count).allSatisfy({ offset in
                let byte = haystack[index + offset]
                return (byte >= 65 && byte <= 90 ? byte | 0x20 : byte) == marker[offset]
            }) {
                return index
            }
            index += 1
        }
        return nil
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, haystack.count >= needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

private extension UInt8 {
    /// Whether a header field's name may hold this byte (an HTTP token's). Not a static method of the
    /// generic framer: passing that as a predicate captured `Source.Type`, which is not `Sendable`.
    var isHeaderTokenByte: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("!#$%&'*+-.^_`|~".utf8).contains(self)
        }
    }
}
