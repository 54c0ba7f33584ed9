import Testing
@testable import LanguageServer

/// Framing against a client that lies about lengths: the framer finds the next message again, refuses
/// what it cannot take at once, and never lets one of two lengths win.
@Suite struct MessageFramerTests {
    /// Bytes handed over a few at a time (so that headers and markers fall across reads), counted.
    final class Source: ByteSource {
        let bytes: [UInt8]
        let chunk: Int
        private(set) var read = 0

        init(_ text: String, chunk: Int) {
            bytes = Array(text.utf8)
            self.chunk = chunk
        }

        func read(into buffer: inout [UInt8]) -> Int? {
            let count = min(chunk, buffer.count, bytes.count - read)
            buffer.replaceSubrange(0..<count, with: bytes[read..<(read + count)])
            read += count
            return count
        }
    }

    private static func events(_ text: String, chunk: Int) -> [MessageFramer<Source>.Event] {
        var framer = MessageFramer(source: Source(text, chunk: chunk))
        var events: [MessageFramer<Source>.Event] = []
        while events.count < 20 {
            let event = framer.next()
            events.append(event)
            if event == .end { break }
        }
        return events
    }

    private static func frame(_ body: String, length: Int? = nil) -> String {
        "Content-Length: \(length ?? body.utf8.count)\r\n\r\n" + body
    }

    private static let first = #"{"jsonrpc":"2.0","id":1,"method":"a"}"#
    private static let second = #"{"jsonrpc":"2.0","id":2,"method":"b"}"#

    /// A length too short by any amount: what is left of the body is no header, and the request after
    /// it is read. Before, the bytes up to the next blank line (the next message's header) were
    /// skipped as one broken header, and that request was lost.
    @Test(arguments: [1, 7, 1 << 16])
    func aLengthTooShortLosesNoMessage(chunk: Int) {
        for short in 1..<Self.first.utf8.count {
            let events = Self.events(Self.frame(Self.first, length: Self.first.utf8.count - short) + Self.frame(Self.second),
                                     chunk: chunk)
            #expect(events.contains(.message(Array(Self.second.utf8))), "\(short) bytes short: \(events)")
            #expect(events.last == .end)
        }
    }

    /// A length over the limit is refused before its body is read past. Before, the whole body was
    /// read (and dropped) first, so the client heard nothing for as long as it took to send it.
    @Test func anOversizedLengthIsRefusedAtOnce() {
        var limits = TransportLimits()
        limits.maxBodyBytes = 1_000
        let body = String(repeating: " ", count: 50_000)
        let source = Source(Self.frame(body) + Self.frame(Self.second), chunk: 4_096)
        var framer = MessageFramer(source: source, limits: limits)
        #expect(framer.next() == .tooLarge(50_000))
        #expect(source.read < 50_000, "refused before the body was read")
        #expect(framer.next() == .message(Array(Self.second.utf8)))
        #expect(framer.next() == .end)
    }

    /// Two `Content-Length` headers: refused, the message skipped, the next one read. Before, the second
    /// silently won.
    @Test func aSecondContentLengthIsRefused() {
        let text = "Content-Length: \(Self.first.utf8.count)\r\nContent-Length: 2\r\n\r\n" + Self.first + Self.frame(Self.second)
        let events = Self.events(text, chunk: 5)
        #expect(events == [.malformed("the header has more than one Content-Length"), .message(Array(Self.second.utf8)), .end])
    }

    /// A header found again after garbage is one at a line's start: a `Content-Length:` inside a line
    /// of garbage is not taken for one.
    @Test func onlyAHeaderAtALineStartIsFoundAgain() {
        let text = "garbage Content-Length: 3\r\n\r\nabc\r\n" + Self.frame(Self.second)
        let events = Self.events(text, chunk: 3)
        #expect(events.filter { if case .message = $0 { true } else { false } } == [.message(Array(Self.second.utf8))], "\(events)")
    }
}
