/// Cuts a byte stream into LSP messages: a header block (`Content-Length: N`, CRLF-separated lines,
/// an empty line) and N bytes of body.
///
/// Never trusts the client: a header block longer than the limit, a line that is no `Name: value`, a
/// missing or non-numeric length are reported once and skipped up to the next `Content-Length`; a
/// body over the limit is reported and skipped as it streams past (never held); a body whose length
/// lied (it swallowed the next message) is given back by `recover(from:)`. Memory is bounded by the
/// limits whatever arrives.
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

    package init(source: Source, limits: TransportLimits = TransportLimits()) {
        self.source = source
        self.limits = limits
    }

    private static var marker: [UInt8] { Array("Content-Length".utf8) }

    /// The next message, or what went wrong instead.
    package mutating func next() -> Event {
        while true {
            skipLineBreaks()
            if let end = find([13, 10, 13, 10], from: cursor, before: cursor + limits.maxHeaderBytes + 4) {
                let header = buffer[cursor..<end]
                cursor = end + 4
                switch Self.contentLength(in: header) {
                case .failure(let problem):
                    // From just after the header block: the next message may start right there.
                    resynchronise(from: cursor)
                    return .malformed(problem.text)
                case .success(let length):
                    if length > limits.maxBodyBytes {
                        skip(length)
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
        while let found = Self.find(Self.marker, in: body, from: from) {
            if body[found - 1] == 10 || body[found - 1] == 13 || body[found - 1] == UInt8(ascii: "}") {
                compact()
                buffer.insert(contentsOf: body[found...], at: 0)
                return
            }
            from = found + 1
        }
    }

    // MARK: Headers

    /// The `Content-Length` of a header block; unknown fields are allowed, as LSP says.
    static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, Problem> {
        var length: Int?
        for line in header.split(separator: 13, omittingEmptySubsequences: false) {
            var line = line
            if line.first == 10 { line = line.dropFirst() }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
                return .failure(Problem("a header line is no 'Name: value'"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = line[(colon + 1)...].drop { $0 == 32 || $0 == 9 }
            if name == "content-length" {
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
        init(_ text: String) { self.text = text }
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

    /// Moves to the next `Content-Length` at or after `start` (reading on as far as it takes, holding
    /// only a few bytes).
    private mutating func resynchronise(from start: Int) {
        var start = start
        while true {
            if let found = find(Self.marker, from: start, before: buffer.count) {
                cursor = found
                return
            }
            // Keep what could be the start of the marker.
            cursor = max(cursor, buffer.count - Self.marker.count)
            guard readMore() else { return }
            start = cursor
        }
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
