import Diagnostics
import Foundation
import Testing
@testable import XMLStream

/// A small document in the plain form is read without libxml2 (`PlainDocumentScanner`); anything else
/// is libxml2's. Both readings of the same bytes must give a handler and an input check the same calls,
/// in the same order, with the same names, locations, texts and offsets: every document here is read
/// both ways and the two traces compared whole. The scanner's own answer is checked too, so that the
/// plain shapes really take the scanner's way and the others really do not.
@Suite("Plain form")
struct PlainFormTests {
    // MARK: The trace

    /// Records every call a parse makes to the handler and the check. Blocks of input are kept apart
    /// (the scanner's way shows the check every block before the events, libxml2's as it reads on): their
    /// bytes together and their end must be the same.
    final class Recorder: XMLEventHandler, XMLInputCheck {
        var calls: [String] = []
        var input: [UInt8] = []
        var ends = 0
        /// How many calls had been made when the end of the input reached the check.
        var endSeenAt: Int?
        var open: [(name: String, location: Diagnostics.SourceLocation)] = []
        /// Stops the parse at this start tag (counted from 1), as the handler; refuses this construct
        /// (counted from 1 among tags, ends, comments), as the check.
        let stopAt: Int?
        let refuseAt: Int?
        var starts = 0
        var constructs = 0

        init(stopAt: Int? = nil, refuseAt: Int? = nil) {
            self.stopAt = stopAt
            self.refuseAt = refuseAt
        }

        func startElement(_ name: borrowing XMLName, at location: Diagnostics.SourceLocation) -> Bool {
            calls.append("start \(name.string) \(name.shortName) \(location)")
            open.append((name.string, location))
            starts += 1
            return starts != stopAt
        }
        func endElement() {
            calls.append("end")
            if !open.isEmpty { open.removeLast() }
        }
        func text(_ text: borrowing XMLText, isWhitespace: Bool, at location: () -> Diagnostics.SourceLocation) {
            calls.append("text \(text.string.debugDescription) \(isWhitespace) \(location())")
        }
        var wantsWhitespace: Bool { !["dict", "array", "plist"].contains(open.last?.name ?? "") }
        var layoutElements: [String] { ["dict", "array", "plist"] }
        func problem(_ problem: XMLProblem) {
            calls.append("problem \(problem.kind) \(problem.isWarning) \(problem.location) \(problem.message)"
                + (problem.openedAt.map { " opened \($0)" } ?? ""))
        }
        var openElementLocation: Diagnostics.SourceLocation? { open.last?.location }

        func accepts(_ block: ArraySlice<UInt8>, atEnd: Bool) -> Bool {
            input += block
            if atEnd {
                ends += 1
                endSeenAt = endSeenAt ?? calls.count
            }
            return true
        }
        func accepts(_ tag: XMLStartTag) -> Bool {
            calls.append("check tag \(tag.shortName) \(tag.isLetters) \(tag.isEmpty) \(tag.isPlain) \(tag.end)")
            return construct()
        }
        func acceptsAttributes(_ written: [UInt8]) -> Bool {
            calls.append("check attributes \(String(decoding: written, as: UTF8.self).debugDescription)")
            return true
        }
        func acceptsEnd(at offset: Int) -> Bool {
            calls.append("check end \(offset)")
            return construct()
        }
        func acceptsComment(from start: Int, to end: Int, isEmpty: Bool) -> Bool {
            calls.append("check comment \(start) \(end) \(isEmpty)")
            return construct()
        }
        func acceptsInstructionOrCDATA() -> Bool {
            calls.append("check instruction or CDATA")
            return construct()
        }
        private func construct() -> Bool {
            constructs += 1
            return constructs != refuseAt
        }
    }

    /// Gives a document in reads of the sizes listed (the rest in one), says it is `size` bytes (nil: the
    /// document's length), and fails a read when asked.
    final class Stream: XMLInputStream {
        let bytes: [UInt8]
        var offset = 0
        var reads: [Int]
        let sizeHint: Int?
        let failAtRead: Int?
        var readCount = 0
        let failureMessage = "Input/output error"

        init(_ bytes: [UInt8], reads: [Int] = [], size: Int? = nil, failAtRead: Int? = nil) {
            self.bytes = bytes
            self.reads = reads
            self.sizeHint = size ?? bytes.count
            self.failAtRead = failAtRead
        }

        func read(into buffer: inout [UInt8]) -> Int? {
            readCount += 1
            if readCount == failAtRead { return nil }
            let wanted = reads.isEmpty ? buffer.count : reads.removeFirst()
            let count = min(wanted, buffer.count, bytes.count - offset)
            buffer.replaceSubrange(0..<count, with: bytes[offset..<(offset + count)])
            offset += count
            return count
        }
    }

    struct Trace: Equatable {
        var calls: [String]
        var input: [UInt8]
        var ends: Int
        var endSeenAt: Int?
        var clean: Bool
    }

    static func trace(_ bytes: [UInt8], plain: Bool, reads: [Int] = [], size: Int? = nil, failAtRead: Int? = nil,
                      stopAt: Int? = nil, refuseAt: Int? = nil, limits: XMLEventParser.Limits = .init()) -> Trace {
        let recorder = Recorder(stopAt: stopAt, refuseAt: refuseAt)
        let stream = Stream(bytes, reads: reads, size: size, failAtRead: failAtRead)
        let clean = XMLEventParser.parse(stream, handler: recorder, limits: limits, check: recorder, plainForm: plain)
        return Trace(calls: recorder.calls, input: recorder.input, ends: recorder.ends, endSeenAt: recorder.endSeenAt, clean: clean)
    }

    /// Whether the scanner reads `bytes` (as the session hands them over: a NUL after them).
    static func scans(_ bytes: [UInt8]) -> Bool {
        var batch = EventBatch()
        let padded = bytes + [0]
        return padded.withUnsafeBufferPointer { buffer in
            PlainDocumentScanner.scan(UnsafeBufferPointer(rebasing: buffer[..<bytes.count]), layoutNames: [],
                                      into: &batch) { name in UInt(bitPattern: name.baseAddress) }
        }
    }

    /// Reads `bytes` both ways and compares the traces; returns whether the scanner reads the bytes (when
    /// they come as a file's do: `tookPlainWay` tells for other reads).
    @discardableResult
    static func expectSame(_ bytes: [UInt8], _ name: String, reads: [Int] = [], size: Int? = nil, failAtRead: Int? = nil,
                           stopAt: Int? = nil, refuseAt: Int? = nil, limits: XMLEventParser.Limits = .init(),
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        let libxml2 = trace(bytes, plain: false, reads: reads, size: size, failAtRead: failAtRead, stopAt: stopAt,
                            refuseAt: refuseAt, limits: limits)
        let plain = trace(bytes, plain: true, reads: reads, size: size, failAtRead: failAtRead, stopAt: stopAt,
                          refuseAt: refuseAt, limits: limits)
        #expect(plain.calls == libxml2.calls, "\(name)", sourceLocation: sourceLocation)
        // The scanner's way reads the whole input before any event; libxml2 may stop reading before the
        // end (a fatal error), the check having seen less of it by then.
        #expect(plain.clean == libxml2.clean && plain.input.starts(with: libxml2.input) && plain.ends >= libxml2.ends,
                "\(name)", sourceLocation: sourceLocation)
        if libxml2.clean || plain.clean {
            #expect(plain.input == libxml2.input && plain.ends == libxml2.ends, "\(name)", sourceLocation: sourceLocation)
        }
        if plain.calls != libxml2.calls {
            for (index, (left, right)) in zip(plain.calls, libxml2.calls).enumerated() where left != right {
                Issue.record("\(name): first difference at call \(index): plain \(left) | libxml2 \(right)",
                             sourceLocation: sourceLocation)
                break
            }
        }
        return scans(bytes)
    }

    /// Whether the reading with the scanner read the whole input before any call, where libxml2's did not
    /// (a document larger than what libxml2 reads at first, ~4 KB).
    static func tookPlainWay(_ bytes: [UInt8], reads: [Int] = [], size: Int? = nil, failAtRead: Int? = nil,
                             limits: XMLEventParser.Limits = .init()) -> Bool {
        let libxml2 = trace(bytes, plain: false, reads: reads, size: size, failAtRead: failAtRead, limits: limits)
        let plain = trace(bytes, plain: true, reads: reads, size: size, failAtRead: failAtRead, limits: limits)
        precondition(libxml2.endSeenAt.map { $0 > 0 } ?? true, "too short to tell the ways apart")
        return plain.endSeenAt == 0
    }

    static func document(_ body: String, prolog: String = PlainFormTests.prolog, epilog: String = "\n") -> [UInt8] {
        Array((prolog + body + epilog).utf8)
    }

    static let prolog = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">

        """
}
