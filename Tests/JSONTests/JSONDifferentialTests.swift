import Diagnostics
import Foundation
import JSON
import Testing

/// The reader against Foundation's `JSONSerialization` (swift-corelibs-foundation on Linux) on random
/// valid documents and random mutations of them: both accept or both refuse, and what both accept has
/// the same values, except where settingsc is stricter on purpose:
/// - a trailing comma (`[1,]`, `{"a":1,}`): Foundation accepts it, settingsc refuses it (RFC 8259;
///   Python's `json`, JavaScript's `JSON.parse` and jq refuse it too);
/// - a duplicate key: Foundation keeps the last silently; settingsc reports an error and
///   its lookups also find the last;
/// - UTF-16 and UTF-32: Foundation detects and reads them; settingsc says the file is not UTF-8.
/// Foundation on Linux also drops a raw U+FEFF that starts a run of unescaped text in a string
/// (`"\u{FEFF}a"` reads as `"a"`); settingsc keeps every character, so the values of an input with a raw
/// U+FEFF past its start are not compared. And it misrounds numbers with long mantissas (by up to
/// ~2e-15); settingsc's are correctly rounded (`Double(String)`), so numbers compare within 1e-14.
/// Foundation merges keys that are canonically equivalent ("é" and "e\u{301}"), as Swift dictionaries
/// do; settingsc keeps both, compared by bytes as CoreFoundation does (compared here as Foundation does).
@Suite("JSON against JSONSerialization")
struct JSONDifferentialTests {
    enum Outcome: String, CaseIterable {
        case bothAccept, bothRefuse, trailingComma, duplicateKey, notUTF8
    }

    @Test func randomDocumentsAndMutations() throws {
        var generator = RandomJSON(seed: 0x8259)
        var outcomes: [Outcome: Int] = [:]
        let started = ContinuousClock.now
        for round in 0..<5_000 {
            let original = generator.document()
            let outcome = try compare(original, label: "document \(round)")
            #expect(outcome == .bothAccept || outcome == .duplicateKey, "document \(round) must be valid")
            outcomes[outcome, default: 0] += 1
            for mutation in 0..<4 {
                let mutated = generator.mutate(original)
                outcomes[try compare(mutated, label: "document \(round), mutation \(mutation)"), default: 0] += 1
            }
        }
        print("JSON differential: \(Outcome.allCases.map { "\($0.rawValue) \(outcomes[$0, default: 0])" }.joined(separator: ", ")) in \(ContinuousClock.now - started)")
        #expect(outcomes[.bothAccept, default: 0] > 5_000)
        #expect(outcomes[.bothRefuse, default: 0] > 5_000)
        #expect(outcomes[.trailingComma, default: 0] > 100)
        #expect(outcomes[.duplicateKey, default: 0] > 100)
    }

    /// Inputs chosen by hand where the two could differ.
    @Test(arguments: [
        "[1,]", "{\"a\":1,}", "{\"a\":1,\"a\":2}", "\u{FEFF}[1]", "\u{FEFF}\u{FEFF}[1]", "[1e400]", "[1e-400]", "[-0]",
        "[\"\\ud800\"]", "[\"\\udc00\"]", "[\"\u{7F}\"]", "[\"\\u0000\"]", "123456789012345678901234567890", "\"x\"", " ",
        "[01]", "[1.]", "[.5]", "[+1]", "[\u{0}]", "[1] [2]", "{\"é\":1,\"e\u{301}\":2}", "[\"a\u{2028}b\"]",
        String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
        String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
    ])
    func chosenInputs(_ text: String) throws {
        _ = try compare(Array(text.utf8), label: text.debugDescription)
    }

    /// Foundation's quirk, pinned: a raw U+FEFF that starts a run of text is dropped there, kept here.
    @Test func byteOrderMarkCharacterInAString() throws {
        for text in ["\"\u{FEFF}a\"", "\"\\n\u{FEFF}a\""] {
            let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? String
            #expect(foundation?.unicodeScalars.contains("\u{FEFF}") == false)
            #expect(parse(text).string(parse(text).root!)?.unicodeScalars.contains("\u{FEFF}") == true)
        }
    }

    @Test func utf16IsADeliberateDifference() throws {
        let utf16: [UInt8] = [0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00]
        #expect(try compare(utf16, label: "UTF-16") == .notUTF8)
        #expect(try compare([0xFF, 0xFE] + utf16, label: "UTF-16 with BOM") == .notUTF8)
        #expect(try compare([0x30, 0x00], label: "UTF-16 '0'") == .notUTF8)
        #expect(try compare([0x00, 0x31, 0x37], label: "UTF-16 '1' and a byte") == .notUTF8)
        #expect(try compare([0x00, 0x00, 0x00, 0x31], label: "UTF-32 '1'") == .notUTF8)
    }

    /// Parses `bytes` both ways and checks that they agree, or differ only as documented.
    func compare(_ bytes: [UInt8], label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Outcome {
        let document = JSONReader.parse(bytes)
        let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        let errors = Set(document.problems.filter { $0.severity == .error }.map(\.kind))
        let shown = "\(label): \(String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription) \(document.problemLines)"
        let byteOrderMarkInside = (1..<max(bytes.count - 2, 1)).contains { bytes[$0...].starts(with: [0xEF, 0xBB, 0xBF]) }
        switch (errors.isEmpty, foundation) {
        case (true, let value?):
            if !byteOrderMarkInside {
                #expect(document.tree?.foundationShaped == JSONTree(foundation: value).foundationShaped, "\(shown)",
                        sourceLocation: sourceLocation)
            }
            return .bothAccept
        case (false, nil):
            return .bothRefuse
        case (false, let value?):
            if errors == [.notUTF8] { return .notUTF8 }
            if errors.isSubset(of: [.trailingComma, .duplicateKey]), errors.contains(.trailingComma) { return .trailingComma }
            if errors == [.duplicateKey] {
                if !byteOrderMarkInside {
                    #expect(document.tree?.foundationShaped == JSONTree(foundation: value).foundationShaped, "\(shown)",
                            sourceLocation: sourceLocation)
                }
                return .duplicateKey
            }
            Issue.record("settingsc refuses what Foundation reads: \(shown)", sourceLocation: sourceLocation)
            return .bothRefuse
        case (true, nil):
            Issue.record("settingsc reads what Foundation refuses: \(shown)", sourceLocation: sourceLocation)
            return .bothAccept
        }
    }
}
