import Diagnostics
import JSON
import Testing

/// Every kind of problem: its message, line:column and byte range, one problem per cause.
@Suite("JSON problems")
struct JSONProblemTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: [UInt8]
        let kind: JSONProblem.Kind
        let at: String
        let message: String
        var limits = JSONLimits()

        init(_ input: String, _ kind: JSONProblem.Kind, _ at: String, _ message: String, limits: JSONLimits = JSONLimits()) {
            self.init(Array(input.utf8), kind, at, message, limits: limits)
        }

        init(_ input: [UInt8], _ kind: JSONProblem.Kind, _ at: String, _ message: String, limits: JSONLimits = JSONLimits()) {
            self.input = input
            self.kind = kind
            self.at = at
            self.message = message
            self.limits = limits
        }

        var testDescription: String { "\(kind): \(String(decoding: input.prefix(30), as: UTF8.self).debugDescription)" }
    }

    static let cases: [Case] = [
        Case("[1234]", .tooLarge, "1:1", "document larger than 4 bytes", limits: JSONLimits(maxInputBytes: 4)),
        Case([0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00], .notUTF8, "1:1",
             "the document looks like UTF-16 (little-endian); JSON must be UTF-8 (RFC 8259 §8.1): save it as UTF-8"),
        Case([0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD, 0x5B, 0x5D], .notUTF8, "1:1",
             "the document starts with two U+FFFD: a UTF-16 byte order mark converted to UTF-8 byte by byte, "
             + "which mangles the rest too; convert the original from UTF-16 to UTF-8"),
        Case("\u{FEFF}{}", .byteOrderMark, "1:1", "UTF-8 byte order mark at the start; RFC 8259 says not to write "
             + "one and some JSON readers refuse it: save the file without it"),
        Case(" \n ", .empty, "2:2", "empty document; a JSON document holds one value, such as {}"),
        Case("{}\n{}", .contentAfterValue, "2:1", "content after the JSON value ('{'); a document holds one value"),
        Case("{\"a\": [1,\n  2", .unexpectedEnd, "2:4", "the document ends inside the array opened at 1:7; expected ',' or ']'"),
        Case("{\"a\":\n", .unexpectedEnd, "2:1", "the document ends inside the object opened at 1:1; expected a value for the key 'a'"),
        Case("[1, tr", .unexpectedEnd, "1:7", "the document ends inside 'tr' (true?)"),
        Case("[1, }", .expectedValue, "1:5", "expected a value, found '}'"),
        Case("[\u{A0}1]", .expectedValue, "1:2", "expected a value, found U+00A0"),
        Case("['a']", .expectedValue, "1:2", "expected a value, found '''; strings are written in double quotes"),
        Case("[// note\n1]", .expectedValue, "1:2", "comments are not allowed in JSON; remove it"),
        Case("[True]", .invalidLiteral, "1:2", "'True' is not JSON; write true"),
        Case("[nul]", .invalidLiteral, "1:2", "'nul' is not JSON; did you mean null?"),
        Case("[NaN]", .invalidLiteral, "1:2", "'NaN' is not a JSON number; write null, or the value as a string"),
        Case("[007]", .invalidNumber, "1:2", "number with leading zero '007'; remove the zero (JSON has no octal)"),
        Case("[1.]", .invalidNumber, "1:2", "expected a digit after '.' in '1.'"),
        Case("[+1]", .invalidNumber, "1:2", "'+' before a number; remove it"),
        Case("[.5]", .invalidNumber, "1:2", "number without a digit before '.'; write 0.5"),
        Case("{\n  \"a\": 1,\n}", .trailingComma, "2:9", "trailing comma before '}'; remove it"),
        Case("[1,]", .trailingComma, "1:3", "trailing comma before ']'; remove it"),
        Case("{\n  \"a\": 1\n  \"b\": 2\n}", .expectedSeparator, "3:3", "expected ',' or '}' after the object member, found '\"'"),
        Case("[1 2]", .expectedSeparator, "1:4", "expected ',' or ']' after the array item, found '2'"),
        Case("{a: 1}", .expectedKey, "1:2", "expected a key in double quotes, found 'a'"),
        Case("{\"a\" = 1}", .expectedColon, "1:6", "expected ':' after the key 'a', found '='"),
        Case("[\"é\", \"abc", .unterminatedString, "1:7", "unterminated string: the document ends before its closing '\"'"),
        Case("[\"line\nbreak\"]", .controlCharacter, "1:7",
             "control character U+000A in a string; write \\n, or end the string that starts at 1:2 with '\"'"),
        Case("[\"tab\there\"]", .controlCharacter, "1:6", "control character U+0009 in a string; write \\t"),
        Case("[\"\u{1B}\"]", .controlCharacter, "1:3", "control character U+001B in a string; write \\u001B"),
        Case("[\"a\\x\"]", .invalidEscape, "1:4",
             "invalid escape '\\x'; write \\\\ for a backslash (escapes: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
        Case("[\"\\u00G1\"]", .invalidEscape, "1:3", "invalid escape '\\u00G'; \\u takes four hex digits"),
        Case("[[[[1]]]]", .tooDeep, "1:4", "nesting deeper than 3 levels of arrays and objects", limits: JSONLimits(maxDepth: 3)),
        Case("[\"12345\"]", .stringTooLong, "1:2", "string longer than 4 bytes", limits: JSONLimits(maxStringBytes: 4)),
        Case([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x2C, 0x22, 0xE9, 0x22, 0x5D], .invalidUTF8, "1:3",
             "invalid UTF-8 (byte 0xC3); JSON must be UTF-8 (was the file saved as Latin-1 or Windows-1252?): save it "
             + "as UTF-8; until then every such byte reads as U+FFFD"),
        Case("[\"😀\\uD800\"]", .loneSurrogate, "1:4",
             "lone surrogate \\uD800: a high surrogate must be followed by a low one (\\uDC00–\\uDFFF); it reads as U+FFFD"),
        Case("[\"\\uDC00\"]", .loneSurrogate, "1:3",
             "lone surrogate \\uDC00: a low surrogate must follow a high one (\\uD800–\\uDBFF); it reads as U+FFFD"),
        Case("[1e400]", .numberOutOfRange, "1:2",
             "number '1e400' is beyond the range of a Double (±1.8e308); write it as a string"),
        Case("{\n  \"x\": 1,\n  \"y\": 2,\n  \"x\": 3\n}", .duplicateKey, "4:3",
             "duplicate key 'x' (first at 2:3); the last one is used: remove the other"),
    ]

    @Test(arguments: cases)
    func messageAndPosition(_ test: Case) throws {
        let document = JSONReader.parse(test.input, limits: test.limits)
        #expect(document.problems.count == 1, "\(document.problemLines)")
        let problem = try #require(document.problems.first)
        #expect(problem.kind == test.kind)
        #expect(problem.message == test.message)
        #expect(problem.location.description == test.at)
        #expect(problem.severity == (test.kind == .byteOrderMark ? .warning : .error))
        #expect(document.isComplete == !test.kind.stopsReading || test.kind == .contentAfterValue)
        // The location is that of the range's first byte (a byte order mark takes no column).
        let start = problem.range.lowerBound
        if start >= 3 || test.input.first != 0xEF {
            let skipped = test.input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let before = String(decoding: test.input[skipped..<max(start, skipped)], as: UTF8.self)
            #expect(SourceLocation.start.advanced(over: before[...].utf8) == problem.location)
        }
    }

    @Test func everyKindHasACase() {
        #expect(Set(Self.cases.map(\.kind)) == Set(JSONProblem.Kind.allCases))
    }

    /// Duplicates: each later occurrence once, pointing at the first; lookup finds the last.
    @Test func duplicateKeys() throws {
        let document = parse(#"{"a": 1, "b": 2, "a": 3, "\u0061": 4, "A": 5}"#)
        #expect(document.problemLines == [
            "1:18: duplicate key 'a' (first at 1:2); the last one is used: remove the other",
            "1:26: duplicate key 'a' (first at 1:2); the last one is used: remove the other",
        ])
        #expect(document.problems.map(\.related) == [SourceLocation(line: 1, column: 2), SourceLocation(line: 1, column: 2)])
        #expect(document.int(document.at("a")!) == 4)
        #expect(document.count(of: document.root!) == 5)
        #expect(document.members(of: document.root!).map { document.int($0.value)! } == [1, 2, 3, 4, 5])
        #expect(document.isComplete && document.hasErrors)
    }

    /// Large objects go through the hash table: same findings.
    @Test func duplicateKeysInALargeObject() {
        var text = "{"
        for index in 0..<500 { text += "\"k\(index % 400)\": \(index)," }
        // A key written with an escape is the same key as the one written plainly (its decoded bytes are
        // compared); "e" with a combining accent is not "é".
        text += "\"k\\u0031\": 1, \"e\\u0301\": 1, \"é\": 2}"
        let document = parse(text)
        #expect(document.problems.count == 101)
        #expect(document.problems.last?.message.hasPrefix("duplicate key 'k1' (first at 1:") == true)
        #expect(document.problems.allSatisfy { $0.kind == .duplicateKey })
        #expect(document.int(document.at("k7")!) == 407)
        #expect(document.problems.first?.message.hasPrefix("duplicate key 'k0' (first at 1:2)") == true)
    }

    /// Problems that do not stop the reading each count once; later syntax still stops it.
    @Test func readingGoesOnAfterRepairableProblems() {
        let bytes = Array(#"{"a": ["\uD800", 1e999, ""#.utf8) + [0xE9, 0xE9] + Array(#"", {"b": 1, "b": 2}], "c" 1}"#.utf8)
        let document = JSONReader.parse(bytes)
        #expect(document.problems.map(\.kind) == [.loneSurrogate, .numberOutOfRange, .invalidUTF8, .duplicateKey, .expectedColon])
        #expect(!document.isComplete)
        #expect(document.string(document.at("a", 0)!) == "\u{FFFD}")
        #expect(document.double(document.at("a", 1)!) == .infinity)
        #expect(document.string(document.at("a", 2)!) == "\u{FFFD}\u{FFFD}")
    }
}
