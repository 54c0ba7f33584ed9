import Diagnostics
import PropertyList
import Foundation
import SettingsCompiler
import Testing
import XMLStream

/// From `XMLEventParser.concurrentFrom` bytes on, libxml2 reads a document on a thread of its own while
/// the caller's thread takes its events. Whatever the document (clean, broken, hostile, stopped
/// part-way), what comes out is exactly what parsing on one thread gives: every fixture is parsed both
/// ways (the second thread from the first byte), and the sections decoded as they complete.
@Suite("Concurrent delivery")
struct ConcurrentDeliveryTests {
    /// Everything a parse produced, as text: diagnostics (with notes), the root, and each streamed
    /// section's decoded form or problems, plus the threads the sections were decoded on.
    private struct Outcome: Equatable {
        var lines: [String] = []
        var threads: Set<UInt> = []
    }

    private static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location) [\(diagnostic.rule.id)] \(diagnostic.message)"
            + diagnostic.notes.map { " | \($0.location) \($0.message)" }.joined()
    }

    private func outcome(_ bytes: [UInt8], concurrentFrom: Int?, limits: XMLEventParser.Limits = .init()) -> Outcome {
        final class Collector: @unchecked Sendable {
            var outcome = Outcome()
            var decoder = CellStyleDecoder()
        }
        let collector = Collector()
        let document = PlistReader.parse(SourceFile(bytes: bytes, displayName: "doc"), limits: limits,
                                         concurrentFrom: concurrentFrom) { values, index in
            collector.outcome.threads.insert(Self.currentThread)
            collector.outcome.lines.append("element \(values.node(index))")
            if let section = collector.decoder.decodeSection(values, index) {
                collector.outcome.lines.append("section \(section)")
            }
        }
        var outcome = collector.outcome
        outcome.lines += document.diagnostics.map(Self.describe)
        outcome.lines += collector.decoder.diagnostics.map(Self.describe)
        outcome.lines.append("root \(String(describing: document.root))")
        return outcome
    }

    /// Both ways; the outcomes must be the same line for line. Returns the concurrent one.
    @discardableResult
    private func expectSame(_ bytes: [UInt8], limits: XMLEventParser.Limits = .init(), _ name: String,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Outcome {
        let alone = outcome(bytes, concurrentFrom: nil, limits: limits)
        let concurrent = outcome(bytes, concurrentFrom: 0, limits: limits)
        #expect(concurrent.lines == alone.lines, "\(name)", sourceLocation: sourceLocation)
        return concurrent
    }

    @Test func everyFixtureGivesTheSameOutcome() throws {
        let fixtures = Golden.root.appendingPathComponent("Tests/Fixtures")
        let files = try #require(FileManager.default.enumerator(atPath: fixtures.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".plist") || $0.hasSuffix(".xml") || $0.hasSuffix(".bplist") }.sorted()
        #expect(files.count > 150)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(file)))
            expectSame(bytes, file)
        }
    }

    /// A definition of a few megabytes, so that many batches cross: problems all through it (reported
    /// after waiting for the events before them), then a mismatched tag (libxml2's fatal error).
    @Test func aLargeDefinitionWithProblemsThroughoutGivesTheSameOutcome() throws {
        let document = Self.largeDefinition(sections: 6_000, ending: "</array>\n</dcit>\n")
        let concurrent = expectSame(document, "large")
        // Decoded on the caller's thread either way (and the problems are really there).
        #expect(concurrent.threads == [Self.currentThread])
        let problems = concurrent.lines.filter { $0.contains(" [") && !$0.hasPrefix("element") }
        #expect(problems.contains { $0.hasPrefix("28:3 [unknown-key] unknown section key 'Colour'") })
        #expect(problems.contains { $0.contains("[duplicate-key]") })
        #expect(problems.contains { $0.contains("[xml-syntax]") && $0.contains("dcit") })
    }

    /// The same definition as a binary plist: decoded on a thread of its own, its sections copied into
    /// batches for the caller's thread.
    @Test func aLargeBinaryDefinitionGivesTheSameOutcome() throws {
        let xml = PlistReader.parse(Self.largeDefinition(sections: 4_000, ending: "</array>\n</plist>\n"))
        let root = try #require(xml.root)
        let binary = try BinaryPlistWriter.data(root.value)
        #expect(binary.count > 500_000)
        let concurrent = expectSame(binary, "binary")
        #expect(concurrent.threads == [Self.currentThread])
        #expect(concurrent.lines.filter { $0.hasPrefix("section ") }.count > 3_900)
        #expect(concurrent.lines.contains { $0.contains("[unknown-key] unknown section key 'Colour'") })
    }

    /// The handler stops the parse (nesting too deep) while later batches are already recorded: nothing
    /// after that point is delivered or reported.
    @Test func aStopPartWayGivesTheSameOutcome() {
        let deep = String(repeating: "<array>", count: 140) + String(repeating: "</array>", count: 140)
        let document = Self.largeDefinition(sections: 3_000, ending: deep + "\n<unknown/>\n</array>\n</plist>\n")
        let outcome = expectSame(document, "stopped")
        #expect(outcome.lines.contains { $0.contains("[limit-exceeded] values are nested more than 128 levels deep") })
        #expect(!outcome.lines.contains { $0.contains("[unknown-element]") })
    }

    /// Limits refused mid-document (text too long, an entity reference) stop the parse the same way.
    @Test func aRefusalPartWayGivesTheSameOutcome() {
        let long = "<dict><key>SectionTitle</key><string>" + String(repeating: "x", count: 5_000) + "</string></dict>\n"
        expectSame(Self.largeDefinition(sections: 3_000, ending: long + "</array>\n</plist>\n"),
                   limits: .init(maxTextBytes: 4_096), "text too long")
        expectSame(Self.largeDefinition(sections: 3_000, ending: "<string>&bogus;</string>\n</array>\n</plist>\n"), "entity")
    }

    /// On the caller's thread, a run of text that a tag follows is not gathered: layout white space is
    /// dropped and other text delivered at once (with a second thread it is gathered, and dropped or
    /// delivered at the tag). Text next to every other construct, inside and between values, at a
    /// refused length, before a tag libxml2 refuses, gives the same outcome both ways.
    @Test func textNextToEveryConstructGivesTheSameOutcome() {
        let pieces = ["\n\t", " ", "\r\n", "\r", "<!-- c -->", "<?pi x?>", "<![CDATA[ ]]>", "&#32;", "&#10;", "stray",
                      "&amp;", "é"]
        let places = ["<array>R<string>a</string>R<true/>R</array>", "<dict>R<key>k</key>R<string>R</string>R</dict>",
                      "<array><true>R</true><false>R</false>R</array>", "<array/>R", "<array><string>R</strng>R</array>",
                      "<array>R<string a>b</string></array>"]
        for first in pieces {
            for second in pieces {
                for place in places {
                    let body = place.replacing("R", with: "\n\t" + first + "  " + second + "\n")
                    let document = Array(("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">" + body + "</plist>\n").utf8)
                    expectSame(document, body)
                    expectSame(document, limits: .init(maxTextBytes: 4), "\(body), text up to 4 bytes")
                }
            }
        }
    }

    /// An input that notes the thread that reads it.
    private final class ThreadNotingStream: XMLInputStream, @unchecked Sendable {
        let bytes: [UInt8]
        var offset = 0
        var readers: Set<UInt> = []
        let failureMessage = ""
        var sizeHint: Int? { bytes.count }

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func read(into buffer: inout [UInt8]) -> Int? {
            readers.insert(ConcurrentDeliveryTests.currentThread)
            let count = min(buffer.count, bytes.count - offset)
            buffer.replaceSubrange(0..<count, with: bytes[offset..<(offset + count)])
            offset += count
            return count
        }
    }

    /// Counts start tags, noting the threads it is called on.
    private final class CountingHandler: XMLEventHandler, @unchecked Sendable {
        var starts = 0
        var threads: Set<UInt> = []
        var problems: [XMLProblem] = []
        func startElement(_ name: borrowing XMLName, at location: Diagnostics.SourceLocation) -> Bool {
            threads.insert(ConcurrentDeliveryTests.currentThread)
            starts += 1
            return true
        }
        func endElement() {}
        func text(_ text: borrowing XMLText, isWhitespace: Bool, at location: () -> Diagnostics.SourceLocation) {}
        var wantsWhitespace: Bool { false }
        func problem(_ problem: XMLProblem) { problems.append(problem) }
        var openElementLocation: Diagnostics.SourceLocation? { nil }
    }

    @Test func aLargeInputIsReadOnAThreadOfItsOwnAndItsEventsReachTheCaller() {
        let document = Self.largeDefinition(sections: 2_000, ending: "</array>\n</plist>\n")
        // Every start tag of the document: each "<" that does not open an end tag or the declaration.
        let startTags = document.indices.dropLast().filter {
            document[$0] == UInt8(ascii: "<") && document[$0 + 1] != UInt8(ascii: "/") && document[$0 + 1] != UInt8(ascii: "?")
        }.count
        for concurrentFrom in [nil, 0, document.count, document.count + 1] {
            let stream = ThreadNotingStream(document)
            let handler = CountingHandler()
            #expect(XMLEventParser.parse(stream, handler: handler, concurrentFrom: concurrentFrom))
            #expect(handler.starts == startTags)
            #expect(handler.problems.isEmpty)
            #expect(handler.threads == [Self.currentThread])
            let concurrent = concurrentFrom.map { $0 <= document.count } ?? false
            #expect(stream.readers.contains(Self.currentThread) != concurrent, "concurrentFrom \(String(describing: concurrentFrom))")
            #expect(stream.readers.count == 1)
        }
    }

    fileprivate static var currentThread: UInt {
        UInt(pthread_self())
    }

    /// `sections` sections of a cell-style definition; every 97th has an unknown key, every 89th a
    /// duplicate key; `ending` follows the last one.
    private static func largeDefinition(sections: Int, ending: String) -> [UInt8] {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n"
        for index in 0..<sections {
            text += "\t<dict>\n\t\t<key>SectionTitle</key>\n\t\t<string>Section \(index) 설정 &amp; more</string>\n"
            text += "\t\t<key>Data</key>\n\t\t<array>\n"
            for row in 0..<3 {
                text += "\t\t\t<dict>\n\t\t\t\t<key>CellStyle</key>\n\t\t\t\t<string>SettingSwitchCell</string>\n"
                text += "\t\t\t\t<key>Content</key>\n\t\t\t\t<string>Row \(index).\(row)</string>\n"
                if index % 89 == 1 && row == 2 { text += "\t\t\t\t<key>Content</key>\n\t\t\t\t<string>again</string>\n" }
                text += "\t\t\t</dict>\n"
            }
            text += "\t\t</array>\n"
            if index % 97 == 0 { text += "\t\t<key>Colour</key>\n\t\t<string>red</string>\n" }
            text += "\t</dict>\n"
        }
        return Array((text + ending).utf8)
    }
}
