import PropertyList
@testable import SettingsCompiler
import Testing

/// `invalid-language-tag` on catalogs large enough to be decoded on two threads: each language is
/// reported once, where it is first met, whichever half met it.
@Suite("invalid-language-tag")
struct InvalidLanguageTagTests {
    static func catalog(entries: Int, language: (Int) -> String) -> [UInt8] {
        let members = (0..<entries).map { index in
            "\"Text \(index)\" : { \"localizations\" : { \"\(language(index))\" : { \"stringUnit\" : "
                + "{ \"state\" : \"translated\", \"value\" : \"T\(index)\" } } } }"
        }
        return Array(("{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : {\n"
            + members.joined(separator: ",\n") + "\n} }\n").utf8)
    }

    // New with the rule (before it, such a catalog decoded without a word and its languages became folders).
    @Test func eachLanguageOnceOnEitherThread() {
        let count = CatalogDecoder.parallelEntries * 2
        // '../x' in both halves, '/y' only in the second.
        let secondHalf = count * 3 / 4
        let bytes = Self.catalog(entries: count) { (index: Int) -> String in
            if index % 3 == 0 { return "../x" }
            return index > secondHalf && index % 3 == 1 ? "/y" : "de"
        }
        let document = CatalogDocument.parse(bytes, name: "Root.xcstrings")
        let found = document.diagnostics.filter { $0.rule == .invalidLanguageTag }
        #expect(found.map(\.message).map { String($0.prefix(7)) } == ["'../x' ", "'/y' is"])
        #expect(found.map(\.location.line) == [2, 2 + count * 3 / 4 + 1])
        #expect(document.catalog == nil, "a catalog with an error is not used")
    }
}
