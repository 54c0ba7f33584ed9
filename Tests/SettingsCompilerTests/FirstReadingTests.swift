import Diagnostics
import Foundation
import TestSupport
@testable import PropertyList
import Testing

/// Clean XML is read once, by libxml2 alone; anything CoreFoundation might read otherwise is read again
/// through `CFReadingFilter`, and the findings are exactly those of a reading through the filter alone.
///
/// Before the first reading without the filter existed, every document was read through the filter once
/// (`readings` was always 1 and a clean document paid for the filter on every byte): the tests that
/// expect a second reading for risky input, and the changed-file tests, failed then.
@Suite("Reading clean XML once")
struct FirstReadingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What the two ways of reading must agree on: every diagnostic (wording, place, fix-its), the value,
    /// and the root array's elements when they are streamed (each handed over once, in order).
    ///
    /// Read on the caller's thread (`concurrentFrom` nil), the document is also read on a thread of its
    /// own, as a large one is, and that must come out the same, read as many times: there the check is
    /// shown the blocks and tags from the batches libxml2's thread recorded, and most text is read from
    /// the replayer's copy of the input, not libxml2's buffer.
    static func agree(_ bytes: [UInt8], concurrentFrom: Int? = nil) -> (same: Bool, readings: Int) {
        let fast = PlistReader.parse(bytes, name: "t.plist", concurrentFrom: concurrentFrom)
        let filtered = PlistReader.parse(bytes, name: "t.plist", concurrentFrom: concurrentFrom, filterOnly: true)
        var same = fast.diagnostics == filtered.diagnostics && fast.root.map(ParityValue.canonical) == filtered.root.map(ParityValue.canonical)
            && fast.documentElementIsPlist == filtered.documentElementIsPlist
        if concurrentFrom == nil {
            let threaded = PlistReader.parse(bytes, name: "t.plist", concurrentFrom: 0)
            same = same && threaded.diagnostics == fast.diagnostics && threaded.readings == fast.readings
                && threaded.root.map(ParityValue.canonical) == fast.root.map(ParityValue.canonical)
        }
        let streamedFast = streamed(bytes, concurrentFrom: concurrentFrom, filterOnly: false)
        let streamedFiltered = streamed(bytes, concurrentFrom: concurrentFrom, filterOnly: true)
        return (same && streamedFast.elements == streamedFiltered.elements && streamedFast.diagnostics == streamedFiltered.diagnostics,
                fast.readings)
    }

    static func streamed(_ bytes: [UInt8], concurrentFrom: Int?, filterOnly: Bool) -> (elements: [String], diagnostics: [Diagnostic]) {
        var elements: [String] = []
        let document = PlistReader.parse(SourceFile(bytes: bytes, displayName: "t.plist"), concurrentFrom: concurrentFrom,
                                         rootArrayElement: { values, index in elements.append(ParityValue.canonical(values.node(index))) },
                                         filterOnly: filterOnly)
        return (elements, document.diagnostics)
    }

    static func plist(_ body: String) -> [UInt8] {
        Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
            + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n" + body + "\n</plist>\n").utf8)
    }

    @Test func theSampleIsReadOnce() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.repository.appendingPathComponent("Samples/Settings.plist")))
        let outcome = Self.agree(bytes)
        #expect(outcome.same)
        #expect(outcome.readings == 1)
    }

    /// A byte order mark is dropped before the parser sees the text: the rest is clean.
    @Test func aFileWithAByteOrderMarkIsReadOnce() {
        #expect(Self.agree([0xEF, 0xBB, 0xBF] + Self.plist("<array/>")) == (true, 1))
    }

    /// Comments between elements and after the root are skipped by XML and CoreFoundation alike.
    @Test(arguments: ["<!-- c --><array/>", "<array><!-- c --></array>", "<array/><!-- <x> & ]]> -->", "<dict><!-- - --></dict>"])
    func commentsBetweenElementsAreReadOnce(_ body: String) {
        #expect(Self.agree(Self.plist(body)) == (true, 1))
        #expect(Self.agree(Array(("<plist>" + body + "</plist><!-- after -->").utf8)) == (true, 1))
    }

    @Test func cleanValuesAreReadOnce() {
        let body = "<dict><key>a &amp; b</key><string>x &lt; y &gt; z &quot;&apos;</string><key>n</key><integer>3</integer>"
            + "<key>t</key><true/><key>d</key><data>AAEC</data><key>e</key><array/><key>r</key><real>1.5</real></dict>"
        let outcome = Self.agree(Self.plist(body))
        #expect(outcome.same)
        #expect(outcome.readings == 1)
    }

    @Test(arguments: [
        "<string>a\r\nb</string>", "<string>a&#10;b</string>", "<string>a<!-- c -->b</string>", "<array><!-- a -- b --></array>",
        "<array><!-- a\u{1} --></array>", "<array><!----></array>", "<array><!-- a---></array>", "<array><!-- a\r --></array>",
        "<string><![CDATA[x]]></string>", "<string>a]]>b</string>", "<dict ></dict>", "<string a=\"1\">x</string>",
        "<true> </true>", "<data/>", "<integer>&amp;1</integer>", "<string>\u{FEFF}</string>", "<string>\u{1}</string>",
        "<?pi x?><array/>", "<string>&#1;</string>", "<data>AA&amp;</data>", "<foo:string xmlns:foo=\"u\">x</foo:string>",
        "<string>x</strin>", "<string>\u{FFFE}</string>",
    ])
    func riskyInputIsReadAgainThroughTheFilter(_ body: String) {
        let outcome = Self.agree(Self.plist(body))
        #expect(outcome.same)
        #expect(outcome.readings == 2)
    }

    /// The check looks at tags and comments as libxml2 hands them over, and places each reference and
    /// `]]>` the bytes held: in a value, between elements, or in a comment (where both readers skip it).
    @Test(arguments: [
        ("<array><integer>1</integer><string>&amp;</string></array>", 1), ("<dict><!-- & ]]> &#1; --></dict>", 1),
        ("<array><string>a</string><!-- &amp; --><integer>2</integer></array>", 1), ("<dict>&#10;</dict>", 2),
        ("<dict>&amp;</dict>", 1), ("<string\n>x</string>", 2), ("<key >k</key>", 2), ("<date>&lt;</date>", 2),
        ("<array><string>a</string>]]></array>", 2), ("<false></false>", 2), ("<string>x</string\n>", 1),
        ("<array><string>" + String(repeating: "&amp;", count: 70_000) + "</string></array>", 2),
        // Where a comment starts is worked out from its text: a reference right after `<!--` is inside it,
        // through libxml2's ASCII path and its other one.
        ("<dict><!--&#1;--></dict>", 1), ("<dict><!--é&#1;ü--></dict>", 1), ("<dict>&#1;<!--x--></dict>", 2),
    ])
    func tagsCommentsAndReferencesAreLookedAtWhereTheyStand(_ body: String, readings: Int) {
        let outcome = Self.agree(Self.plist(body))
        #expect(outcome.same)
        #expect(outcome.readings == readings)
    }

    @Test(arguments: [
        " <?xml version=\"1.0\"?><plist/>", "<array>\u{FEFF}</array>", "{ a = b; }", "x", "", "<plist/>junk", "<plist/><!-- a -- b -->",
        "<!----><plist/>", "<!DOCTYPE plist [<!ENTITY a \"b\">]><plist/>", "<?xml version=\"1.1\"?><plist/>",
    ])
    func riskyPrologsAndEpilogsAreReadAgain(_ text: String) {
        let outcome = Self.agree(Array(text.utf8))
        #expect(outcome.same)
        #expect(outcome.readings == 2)
    }

    /// A long document, read on a thread of its own, with what sends it through the filter near its end
    /// (after many root elements were delivered in the first reading).
    @Test func aLongDocumentReadOnItsOwnThreadStartsAgain() {
        let items = String(repeating: "<dict><key>Type</key><string>PSGroupSpecifier</string></dict>\n", count: 40_000)
        #expect(Self.agree(Self.plist("<array>" + items + "<string>a\rb</string></array>"), concurrentFrom: 0) == (true, 2))
        #expect(Self.agree(Self.plist("<array>" + items + "</array>"), concurrentFrom: 0) == (true, 1))
    }

    /// Constructs cut by the end of a 64 KB block are looked at whole, with the next block.
    @Test(arguments: ["&#10;", "<!-- c -->", "<!-- c\u{1} -->", "]]>", "\u{FEFF}", "<![CDATA[x]]>", "&amp;", "</string><string>", "<true/>",
                       "</string><!-- a comment between elements --><string>", "</string><!-- a -- b --><string>"])
    func constructsAcrossBlocksAreSeenWhole(_ construct: String) {
        let head = Self.plist("<array><string>").dropLast("\n</plist>\n".utf8.count)
        for cut in 0...8 {
            let padding = [UInt8](repeating: UInt8(ascii: "a"), count: 65_536 - head.count - cut)
            let bytes = Array(head) + padding + Array(construct.utf8) + Array("</string></array>\n</plist>\n".utf8)
            let outcome = Self.agree(bytes)
            #expect(outcome.same, "cut \(cut)")
            let clean = ["&amp;", "</string><string>", "<true/>", "</string><!-- a comment between elements --><string>"].contains(construct)
            #expect(outcome.readings == (clean ? 1 : 2), "cut \(cut)")
        }
    }

    /// Elements handed over before the first reading was refused are not handed over again.
    @Test func streamedElementsAreHandedOverOnce() {
        let items = String(repeating: "<string>s</string>\n", count: 20_000)
        let bytes = Self.plist("<array>" + items + "<!-- c --><string>last</string></array>")
        for concurrentFrom in [nil, 0] {
            let streamed = Self.streamed(bytes, concurrentFrom: concurrentFrom, filterOnly: false)
            #expect(streamed.elements.count == 20_001)
            #expect(streamed.elements.last == Self.streamed(bytes, concurrentFrom: concurrentFrom, filterOnly: true).elements.last)
        }
    }

    /// Every parity case, and seeded mutations of each, read both ways.
    @Test func everyParityCaseReadsAsThroughTheFilter() throws {
        var random = SplitMix64(seed: 20_261_128)
        var differing: [String] = []
        var once = 0
        for (file, _) in ParityCorpusTests.cases where !file.hasSuffix(".strings") {
            let original = [UInt8](try Data(contentsOf: ParityCorpusTests.root.appendingPathComponent(file)))
            var inputs = [(original, "as is")]
            for _ in 0..<6 {
                let mutated = ParityMutationTests.mutate(original, &random)
                inputs.append((mutated.bytes, mutated.name))
            }
            for (bytes, name) in inputs {
                let outcome = Self.agree(bytes)
                if !outcome.same { differing.append("\(file) \(name)") }
                if outcome.readings == 1 { once += 1 }
            }
        }
        #expect(differing.isEmpty, Comment(rawValue: differing.prefix(40).joined(separator: "\n")))
        #expect(once > 100)
    }

    // MARK: A file read twice

    static func streamOf(_ path: String) throws -> ChunkStream {
        let file = try SourceFile.open(path).get()
        guard case .stream(let stream) = file.openStream(limit: 1 << 20) else { throw CocoaError(.fileReadUnknown) }
        return stream
    }

    /// Reads the stream to its end: its bytes, or the failure.
    static func drain(_ stream: ChunkStream) -> Result<[UInt8], CocoaError> {
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            guard let count = stream.read(into: &buffer) else { return .failure(CocoaError(.fileReadUnknown)) }
            if count == 0 { return .success(all) }
            all += buffer[..<count]
        }
    }

    /// A file streamed (80 KB: larger than what is read whole) and changed before the second reading.
    @Test(arguments: ["rewritten", "grown", "shortened", "unchanged"])
    func aFileChangedBetweenReadingsFailsTheSecond(_ change: String) throws {
        let path = NSTemporaryDirectory() + "first-reading-\(change)-\(getpid()).plist"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let original = Self.plist("<array>" + String(repeating: "<string>abc</string>\n", count: 4_000) + "</array>")
        #expect(original.count >= FileStart.wholeBelow)
        try Data(original).write(to: URL(fileURLWithPath: path))
        let stream = try Self.streamOf(path)
        stream.prepareRewind()
        #expect(try Self.drain(stream).get() == original)
        var changed = original
        switch change {
        case "rewritten": changed[original.count - 30] = UInt8(ascii: "x")
        case "grown": changed += Array("\n".utf8)
        case "shortened": changed.removeLast(20)
        default: break
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(changed))
        try handle.close()
        #expect(stream.rewind())
        let second = Self.drain(stream)
        if change == "unchanged" {
            #expect(try second.get() == original)
            #expect(!stream.changed)
        } else {
            #expect(stream.changed)
            #expect(stream.failureMessage == StreamRereading.changedMessage)
        }
    }

    /// A file smaller than the parser's block is read whole at once: both readings are of the bytes the
    /// first read gave, whatever is written to the file between them, and it is not read again.
    @Test(arguments: ["rewritten", "grown", "shortened"])
    func aSmallFileIsReadOnceForBothReadings(_ change: String) throws {
        let path = NSTemporaryDirectory() + "first-reading-small-\(change)-\(getpid()).plist"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let original = Self.plist("<array>" + String(repeating: "<string>abc</string>\n", count: 1_000) + "</array>")
        #expect(original.count < FileStart.wholeBelow)
        try Data(original).write(to: URL(fileURLWithPath: path))
        let stream = try Self.streamOf(path)
        stream.prepareRewind()
        #expect(stream.sizeHint == original.count)
        #expect(try Self.drain(stream).get() == original)
        var changed = original
        switch change {
        case "rewritten": changed[original.count - 30] = UInt8(ascii: "x")
        case "grown": changed += Array("\n".utf8)
        default: changed.removeLast(20)
        }
        try Data(changed).write(to: URL(fileURLWithPath: path))
        #expect(stream.rewind())
        #expect(try Self.drain(stream).get() == original)
        #expect(!stream.changed)
    }
}
