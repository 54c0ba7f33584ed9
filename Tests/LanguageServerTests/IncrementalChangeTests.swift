import Foundation
import Testing
@testable import LanguageServer

/// A `didChange`'s changes applied in one pass (pieces of the text, built once) give exactly what
/// applying them one by one to the whole text gives: each range read in the text the change before
/// it left, clamped as LSP clients need. Before, each change rebuilt the whole text and its line
/// index (4,000 changes to a 2 MB page took 8 s, the session deaf meanwhile); the random edits here
/// pin the semantics that rewrite had to keep.
@Suite struct IncrementalChangeTests {
    /// The one-by-one reference: the whole text rebuilt after every change.
    private static func naive(_ text: [UInt8], _ changes: [TextDocument.Change], encoding: PositionEncoding) -> [UInt8] {
        var text = text
        for change in changes {
            guard let range = change.range else {
                text = Array(change.text)
                continue
            }
            let lines = LineIndex(text)
            var start = lines.offset(of: range.start, in: text, encoding: encoding)
            var end = lines.offset(of: range.end, in: text, encoding: encoding)
            if end < start { swap(&start, &end) }
            text.replaceSubrange(start..<end, with: change.text)
        }
        return text
    }

    /// A small deterministic generator (the same edits on every run).
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    /// Text made of what makes positions hard: line breaks of every kind (a CR and an LF that meet
    /// across two changes among them), and characters of 1 to 4 UTF-8 bytes.
    private static func snippet(_ random: inout Generator) -> [UInt8] {
        let parts = ["a", "bc", "\n", "\r", "\r\n", "é", "€", "😀", "<key>", "\t"]
        return (0..<Int.random(in: 0...6, using: &random)).flatMap { _ in Array(parts.randomElement(using: &random)!.utf8) }
    }

    @Test(arguments: PositionEncoding.allCases)
    func randomEditsMatchApplyingThemOneByOne(encoding: PositionEncoding) {
        var random = Generator(state: 29)
        for round in 0..<300 {
            let start = (0..<Int.random(in: 0...12, using: &random)).flatMap { _ in Self.snippet(&random) }
            var changes: [TextDocument.Change] = []
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                if Int.random(in: 0..<60, using: &random) == 0 {
                    changes.append(.init(range: nil, text: Self.snippet(&random)[...]))
                    continue
                }
                func position() -> LSPPosition {
                    LSPPosition(line: Int.random(in: 0...8, using: &random), character: Int.random(in: 0...9, using: &random))
                }
                changes.append(.init(range: LSPRange(start: position(), end: position()), text: Self.snippet(&random)[...]))
            }
            var document = TextDocument(uri: "untitled:a", path: nil, version: 0, text: start)
            document.apply(changes, encoding: encoding)
            let expected = Self.naive(start, changes, encoding: encoding)
            #expect(document.text == expected, "round \(round)")
            #expect(document.lines.starts == LineIndex(expected).starts, "round \(round): the line index")
        }
    }

    /// More changes than pieces are kept: the text is rebuilt on the way and still right.
    @Test func aNotificationOfThousandsOfChanges() {
        let line = Array("\t\t<string>Général 😀</string>\r\n".utf8)
        let text = (0..<2_000).flatMap { _ in line }
        var changes: [TextDocument.Change] = []
        for index in 0..<5_000 {
            let line = (index * 7919) % 2_100
            changes.append(.init(range: LSPRange(start: LSPPosition(line: line, character: index % 23),
                                                 end: LSPPosition(line: line + index % 3, character: index % 5)),
                                 text: Array((index % 4 == 0 ? "\n" : "x\r").utf8)[...]))
        }
        var document = TextDocument(uri: "untitled:a", path: nil, version: 0, text: text)
        document.apply(changes, encoding: .utf16)
        #expect(document.text == Self.naive(text, changes, encoding: .utf16))
    }

    /// A change whose range is no range is left out and logged; before, it was read as no range at
    /// all, and its text replaced the whole document.
    @Test func aChangeWithAnInvalidRangeIsIgnored() throws {
        let path = "/nowhere/settingsc-invalid-range/Root.plist"
        let text = SampleBundle.rootText()
        let client = InProcessClient()
        client.open(path, text: text)
        let start: [String: Any] = ["line": 1, "character": 0]
        let invalid: [[String: Any]] = [
            ["start": ["line": -1, "character": 0], "end": start],
            ["start": ["line": 1.5, "character": 0], "end": start],
            ["start": ["line": 1e19, "character": 0], "end": start],
            ["start": start, "end": ["line": 1, "character": 9_223_372_036_854_775_808.0]],
            ["start": start],
        ]
        for (version, range) in invalid.enumerated() {
            client.output.removeAll()
            client.change(path, version: version + 1, changes: [["range": range, "text": "x"]])
            let document = try #require(client.server.documents.document(InProcessClient.uri(path)))
            #expect(document.text == Array(text.utf8), "\(range)")
            let logged = client.output.messages.filter { $0["method"] as? String == "window/logMessage" }
            #expect(logged.count == 1, "\(range)")
        }
        // A valid change after them still applies.
        client.change(path, version: 9, changes: [["range": InProcessClient.range(0, 0, 0, 0), "text": "x"]])
        #expect(client.server.documents.document(InProcessClient.uri(path))?.text == Array(("x" + text).utf8))
    }
}
