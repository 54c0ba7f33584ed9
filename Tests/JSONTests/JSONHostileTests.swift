import Diagnostics
import JSON
import TestSupport
import Testing

/// Input cut short, nested deep, huge, or not UTF-8: a problem with a position inside the input, never a
/// crash, a hang or a document that cannot be walked.
@Suite("JSON hostile input")
struct JSONHostileTests {
    /// A catalog-shaped file: CRLF, escapes, surrogate pairs, 2-, 3- and 4-byte UTF-8, every kind of value.
    static let catalog = """
        {\r
          "sourceLanguage" : "en",\r
          "strings" : {\r
            "Tab \\"%@\\"\\t/\\\\" : {\r
              "comment" : "Größe 😀 \\ud83d\\ude00 \\u00e9",\r
              "localizations" : {\r
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "自動ロック" } },\r
                "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "new", "value" : "" } } } } }\r
              },\r
              "shouldTranslate" : false\r
            },\r
            "Empty" : {\r
        \r
            }\r
          },\r
          "version" : "1.0",\r
          "numbers" : [0, -1, 2.5e-3, 1E+2, 12345678901234567890, null, true]\r
        }
        """
    static let message = #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a%20b/Root.plist"},"position":{"line":3,"character":12}}}"#
    static let config = "\u{FEFF}{\n\t\"rules\": {\"unknown-key\": \"off\"},\n\t\"strict\": true,\n\t\"exclude\": [\"Pods/**\", \"ü\"]\n}\n"

    @Test(arguments: [catalog, message, config])
    func everyPrefix(_ text: String) throws {
        let bytes = Array(text.utf8)
        let whole = JSONReader.parse(bytes)
        #expect(!whole.hasErrors, "\(whole.problemLines)")
        let end = whole.range(try #require(whole.root)).upperBound
        for length in 0...bytes.count {
            let prefix = Array(bytes[..<length])
            let document = JSONReader.parse(prefix)
            expectWellFormed(document, "prefix \(length)")
            if length < end {
                #expect(!document.isComplete, "prefix \(length)")
                #expect(document.problems.contains { $0.kind.stopsReading }, "prefix \(length)")
                #expect(document.problems.filter { $0.kind.stopsReading }.count == 1, "prefix \(length): \(document.problemLines)")
            } else {
                #expect(!document.hasErrors, "prefix \(length): \(document.problemLines)")
            }
        }
    }

    /// 100,000 open brackets: one problem at the 513th, nothing recursive anywhere.
    @Test func deepNesting() throws {
        let open = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let document = JSONReader.parse(open)
        #expect(document.problemLines == ["1:513: nesting deeper than 512 levels of arrays and objects"])
        expectWellFormed(document, "deep")
        // Allowed that deep, it is read, walked and written back without recursion.
        let limits = JSONLimits(maxDepth: 200_000)
        let truncated = JSONReader.parse(open, limits: limits)
        #expect(truncated.problems.map(\.kind) == [.unexpectedEnd])
        #expect(truncated.slotCount == 100_000)
        let whole = JSONReader.parse(open + [UInt8](repeating: UInt8(ascii: "]"), count: 100_000), limits: limits)
        #expect(whole.problems.isEmpty)
        #expect(JSONWriter.bytes(of: whole, style: .compact) == whole.bytes)
        var depth = 0
        var value = whole.root
        while let current = value {
            depth += 1
            value = whole.items(of: current).first(where: { _ in true })
        }
        #expect(depth == 100_000)
        let innermost = whole.value(containing: 99_999)
        #expect(innermost.map { whole.range($0) } == 99_999..<100_001)
    }

    @Test func aTwentyMegabyteString() throws {
        let length = 20 << 20
        var bytes: [UInt8] = [UInt8(ascii: "["), UInt8(ascii: "\"")]
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: length)
        bytes += Array("\", \"".utf8)
        for index in 0..<(length / 8) { bytes += index % 1000 == 0 ? Array("\\n\\u00e9é".utf8) : Array("ü€abcd".utf8) }
        bytes += Array("\"]".utf8)
        let document = JSONReader.parse(bytes)
        #expect(document.problems.isEmpty)
        let items = Array(document.items(of: try #require(document.root)))
        #expect(document.utf8(items[0])?.count == length)
        #expect(document.location(items[1]) == SourceLocation(line: 1, column: length + 6))
        #expect(try #require(document.string(items[1])).hasSuffix("ü€abcd"))
        let limited = JSONReader.parse(bytes, limits: JSONLimits(maxStringBytes: length - 1))
        #expect(limited.problemLines == ["1:2: string longer than \(length - 1) bytes"])
    }

    /// Any bytes in a string decode as Swift decodes them (one U+FFFD per maximal bad subpart), only the
    /// first bad one is reported, and columns count the bytes that are not continuation bytes, as
    /// `SourceLocation` and the project's other readers do (not the U+FFFD an editor shows).
    @Test func invalidUTF8DecodesAsSwiftDoes() throws {
        var generator = SplitMix64(seed: 8259)
        for round in 0..<2_000 {
            var content: [UInt8] = []
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                let byte = UInt8.random(in: 0x20...0xFF, using: &generator)
                if byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { content.append(byte) }
            }
            let bytes = Array("[\"".utf8) + content + Array("\", 1]".utf8)
            let document = JSONReader.parse(bytes)
            let expected = String(decoding: content, as: UTF8.self)
            let valid = String(validating: content, as: UTF8.self) != nil
            #expect(document.problems.map(\.kind) == (valid ? [] : [.invalidUTF8]), "round \(round): \(content)")
            let items = Array(document.items(of: try #require(document.root)))
            #expect(document.string(items[0]) == expected, "round \(round): \(content)")
            #expect(document.location(items[1]) == Self.location(of: document.range(items[1]).lowerBound, in: bytes))
            if let problem = document.problems.first {
                #expect(problem.location == Self.location(of: problem.range.lowerBound, in: bytes))
            }
        }
    }

    @Test(arguments: [
        (#""\uD83D\uDE00""#, "😀", 0), (#""\uDBFF\uDFFF""#, "\u{10FFFF}", 0), (#""\uD800""#, "\u{FFFD}", 1),
        (#""\uDC00\uD800""#, "\u{FFFD}\u{FFFD}", 2), (#""\uD800\uD800\uDC00""#, "\u{FFFD}𐀀", 1),
        (#""\uD800\n""#, "\u{FFFD}\n", 1), (#""x\uDFFFy""#, "x\u{FFFD}y", 1), (#""\u0000\u001f""#, "\u{0}\u{1F}", 0),
    ])
    func surrogates(_ input: String, _ expected: String, _ problems: Int) throws {
        let document = parse(input)
        #expect(document.problems.count == problems)
        #expect(document.problems.allSatisfy { $0.kind == .loneSurrogate })
        #expect(document.string(try #require(document.root)) == expected)
    }

    /// What a fuzz target will check: random bytes never crash the reader, every document walks, and
    /// whatever was read (even partly) is written as JSON that reads back to the same values.
    @Test func randomBytes() {
        var random = SplitMix64(seed: 20_26)
        let alphabet = Array("{}[]\",:  \n\r\t\\/0123456789-+.eEtrufalsnl\u{0}".utf8) + [0x80, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xEF, 0xBB, 0xBF, 0xFF]
        for round in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let document = JSONReader.parse(bytes)
            expectWellFormed(document, "round \(round)")
            guard document.root != nil else { continue }
            let written = JSONWriter.bytes(of: document, style: .compact)
            let reread = JSONReader.parse(written)
            #expect(reread.problems.allSatisfy { $0.kind == .duplicateKey || $0.kind == .numberOutOfRange }, "round \(round): \(bytes)")
            #expect(reread.tree == document.tree, "round \(round): \(bytes)")
        }
    }

    /// A file full of duplicate keys keeps the first problems and counts the rest.
    @Test func problemLimit() {
        let text = "{" + (0..<2_000).map { _ in "\"a\":0" }.joined(separator: ",") + "} x"
        let document = JSONReader.parse(Array(text.utf8), limits: JSONLimits(maxProblems: 10))
        #expect(document.problems.count == 11)
        #expect(document.problems.last?.kind == .contentAfterValue)
        #expect(document.omittedProblems == 1_989)
        #expect(JSONReader.parse(Array(text.utf8)).problems.count == 1_001)
    }

    @Test func inputLimit() {
        let document = JSONReader.parse(Array("[1, 2]".utf8), limits: JSONLimits(maxInputBytes: 5))
        #expect(document.problemLines == ["1:1: document larger than 5 bytes"])
        #expect(document.root == nil)
        #expect(JSONLimits(maxInputBytes: 1 << 40).maxInputBytes == JSONLimits.ceiling)
        #expect(JSONLimits().maxInputBytes == 256 << 20)
    }

    /// Every problem lies inside the input, and the (partial) document walks: every value's range is in
    /// the input, every string decodes, every container's count matches what it holds.
    func expectWellFormed(_ document: JSONDocument, _ label: String,
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for problem in document.problems {
            #expect(problem.range.lowerBound >= 0 && problem.range.upperBound <= document.bytes.count, "\(label)",
                    sourceLocation: sourceLocation)
            #expect(problem.location.line >= 1 && problem.location.column >= 1, "\(label): \(problem)",
                    sourceLocation: sourceLocation)
        }
        guard let root = document.root else { return }
        var pending = [root]
        var seen = 0
        while let value = pending.popLast() {
            seen += 1
            let range = document.range(value)
            #expect(range.lowerBound >= 0 && range.upperBound <= document.bytes.count, "\(label)", sourceLocation: sourceLocation)
            switch document.kind(value) {
            case .string: #expect(document.string(value) != nil, sourceLocation: sourceLocation)
            case .array:
                let items = Array(document.items(of: value))
                #expect(items.count == document.count(of: value), "\(label)", sourceLocation: sourceLocation)
                pending += items
            case .object:
                let members = Array(document.members(of: value))
                #expect(members.count == document.count(of: value), "\(label)", sourceLocation: sourceLocation)
                for member in members {
                    seen += 1
                    #expect(document.kind(member.key) == .string, sourceLocation: sourceLocation)
                    pending.append(member.value)
                }
            default: break
            }
        }
        #expect(seen == document.slotCount, "\(label)", sourceLocation: sourceLocation)
    }
}

extension JSONHostileTests {
    /// Line 1's column of `offset` by the byte rule of `SourceLocation.step`.
    static func location(of offset: Int, in bytes: [UInt8]) -> Diagnostics.SourceLocation {
        SourceLocation(line: 1, column: 1 + bytes[..<offset].count { $0 & 0xC0 != 0x80 })
    }
}

