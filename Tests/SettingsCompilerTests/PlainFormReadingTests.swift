import Foundation
import Testing
import TestSupport
@testable import XMLStream

/// Reading both ways (`PlainFormTests`) whatever the input does: every fixture, seeded mutations of plain
/// documents, reads of any size, a size that is wrong, a read that fails, a handler that stops, a check
/// that refuses, limits.
extension PlainFormTests {
    @Test func everyFixtureReadsTheSame() throws {
        let fixtures = Golden.root.appendingPathComponent("Tests/Fixtures")
        let files = try #require(FileManager.default.enumerator(atPath: fixtures.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".plist") || $0.hasSuffix(".xml") }.sorted()
        var scanned = 0
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(file)))
            if Self.expectSame(bytes, file) { scanned += 1 }
        }
        #expect(files.count > 150)
        // Most fixtures are written plainly; those that are not are about what is not.
        #expect(scanned > files.count / 3, "\(scanned) of \(files.count) scanned")
    }

    /// A plain document changed at a random place by a construct or a byte, five seeds × 400 times:
    /// whichever way each is read, the traces are the same.
    @Test(arguments: 1...5) func seededMutationsReadTheSame(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let base = Array(Self.document("""
            <plist version="1.0">
            <!-- settings -->
            <dict>
            \t<key>PreferenceSpecifiers</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>Title</key>
            \t\t\t<string>Caf\u{E9} &amp; \u{C124}\u{C815}</string>
            \t\t\t<key>DefaultValue</key>
            \t\t\t<true/>
            \t\t\t<integer>42</integer>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>
            """))
        let pieces = ["<", ">", "/", "&", ";", "&lt;", "&#65;", "]]>", "<!--", "-->", "--", "<!-- c -->", "<?pi?>", "\r", "\r\n",
                      "\n", " ", "\t", "\u{0}", "\u{1}", "<x>", "</x>", "<true/>", "</dict>", "<string>", "\u{E9}", "\"", "'",
                      "=", "a", "<![CDATA[", "version=\"1.0\"", "<!DOCTYPE x>"].map { Array($0.utf8) }
        var scanned = 0
        for round in 0..<400 {
            var bytes = base
            for _ in 0..<(1 + random.below(3)) {
                let at = random.below(bytes.count + 1)
                switch random.below(4) {
                case 0: bytes.insert(contentsOf: pieces[random.below(pieces.count)], at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                case 2: if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: random.below(256)) }
                default: bytes.insert(UInt8(truncatingIfNeeded: random.below(256)), at: at)
                }
            }
            if Self.expectSame(bytes, "seed \(seed) round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)") {
                scanned += 1
            }
        }
        // Both ways are taken many times.
        #expect(scanned > 20 && scanned < 380, "\(scanned) of 400 scanned")
    }

    /// Reads of any size after a first one as large as a file's (its head, 4 KB, or the whole of a smaller
    /// one: libxml2 misreads a declaration cut into pieces of a few bytes), a size that is wrong either
    /// way, and a read that fails, before or at the end: the same calls, the same problems where libxml2
    /// met them; the scanner's way taken only when the input is what its size said.
    @Test func readsOfAnyShapeReadTheSame() {
        let body = "<plist version=\"1.0\"><array>" + String(repeating: "<string>abc \u{E9}</string>\n", count: 400)
            + "</array></plist>"
        let long = Self.document(body)
        let short = Self.document("<plist version=\"1.0\"><string>a</string></plist>")
        #expect(long.count > 8_192)
        for bytes in [long, short] {
            let reads = [[], [4_096], [4_096, 1, 2, 3, 100, 7], [4_096] + Array(repeating: 1, count: bytes.count)]
            for shape in reads {
                Self.expectSame(bytes, "reads \(shape.prefix(4))", reads: shape)
                // More than the size said (the file grew), or less: libxml2 reads what there is.
                Self.expectSame(bytes, "grew, reads \(shape.prefix(4))", reads: shape, size: bytes.count - 10)
                Self.expectSame(bytes, "grew by one, reads \(shape.prefix(4))", reads: shape, size: bytes.count - 1)
                Self.expectSame(bytes, "shrank, reads \(shape.prefix(4))", reads: shape, size: bytes.count + 1)
                for failAt in 1...4 {
                    Self.expectSame(bytes, "fails at read \(failAt), reads \(shape.prefix(4))", reads: shape, failAtRead: failAt)
                }
            }
        }
        // A first read shorter than a file's head: libxml2 misreads a prolog cut into small pieces, and
        // reads such an input as it always did (both ways say the same, and the scanner is not tried).
        let prologs = [short, Self.document("<plist version=\"1.0\"><string>&#65;</string></plist>"),
                       Array("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<?xml version=\"1.0\"?><a/>".utf8)]
        for bytes in prologs {
            for shape in [[1], [60, 3], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]] {
                let reads = shape + Array(repeating: shape.last!, count: bytes.count)
                Self.expectSame(bytes, "small first read \(shape)", reads: reads)
            }
        }
        #expect(!Self.tookPlainWay(long, reads: [60] + Array(repeating: 3, count: long.count)))
        // Not plain, read in pieces after a whole head: libxml2 is served the same pieces either way.
        let notPlain = Self.document("<plist version=\"1.0\"><array>" + String(repeating: "<string>a&#65;</string>\n", count: 600)
            + "</array></plist>")
        #expect(notPlain.count > 8_192)
        for shape in [[4_096, 3], [4_096, 1], [4_096, 5_000, 7], [5_000, 100]] {
            let reads = shape + Array(repeating: shape.last!, count: notPlain.count)
            #expect(!Self.expectSame(notPlain, "not plain, reads \(shape)", reads: reads))
        }
        #expect(Self.tookPlainWay(long))
        #expect(Self.tookPlainWay(long, reads: [4_096]))
        #expect(Self.tookPlainWay(long, reads: [4_096, 1, 2, 3, 100, 7]))
        #expect(!Self.tookPlainWay(long, size: long.count - 1))
        #expect(!Self.tookPlainWay(long, reads: [4_096], size: long.count + 1))
        #expect(!Self.tookPlainWay(long, reads: [4_096], failAtRead: 3))
        // Too large for the scanner's one block, or for the limits: libxml2 reads it.
        let large = Self.document("<plist version=\"1.0\"><array>"
            + String(repeating: "<string>abcdefghijklmnopqrstuvwxyz</string>\n", count: 2_000) + "</array></plist>")
        #expect(large.count > 65_536)
        Self.expectSame(large, "larger than a block")
        #expect(!Self.tookPlainWay(large))
        Self.expectSame(long, "input limit", limits: .init(maxInputBytes: 1_000))
        #expect(!Self.tookPlainWay(long, limits: .init(maxInputBytes: long.count - 1)))
        Self.expectSame(long, "text limit", limits: .init(maxTextBytes: 8))
        #expect(!Self.tookPlainWay(long, limits: .init(maxTextBytes: long.count - 1)))
    }

    /// A handler that stops, or a check that refuses, at each point of a document: the calls up to there,
    /// and nothing after.
    @Test func stopsAndRefusalsReadTheSame() {
        let bytes = Self.document("""
            <plist version="1.0"><dict><key>a</key><string>x &amp; y</string><!-- c --><key>b</key><array>\
            <true/><string> </string></array></dict></plist>
            """)
        #expect(Self.scans(bytes))
        for point in 1...12 {
            Self.expectSame(bytes, "stop at start \(point)", stopAt: point)
            Self.expectSame(bytes, "refuse construct \(point)", refuseAt: point)
        }
    }
}
