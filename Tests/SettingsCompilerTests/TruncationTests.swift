import PropertyList
import Foundation
import SettingsCompiler
import Testing

/// Every prefix of the sample, byte by byte, is rejected with a placed diagnostic: no crash, no hang,
/// no prefix mistaken for a whole definition.
@Suite("Truncation sweep")
struct TruncationTests {
    @Test func everyPrefixOfTheSampleIsRejected() throws {
        let bytes = [UInt8](try Data(contentsOf: Golden.root.appendingPathComponent("Samples/Settings.plist")))
        let end = try #require(bytes.lastRange(of: Array("</plist>".utf8))?.upperBound)
        let lines = bytes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        for length in 0..<end {
            let report = DefinitionCompiler.compileReport(SourceFile(bytes: Array(bytes[..<length]), displayName: "prefix"))
            #expect(report.hasErrors, "prefix of \(length) bytes was accepted")
            for diagnostic in report.diagnostics {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.line <= lines && diagnostic.location.column >= 1,
                        "prefix of \(length): \(diagnostic.location)")
            }
        }
        // The whole document is the first prefix that is valid.
        #expect(!DefinitionCompiler.compileReport(SourceFile(bytes: Array(bytes[..<end]), displayName: "whole")).hasErrors)
    }
}

extension Array where Element == UInt8 {
    func lastRange(of needle: [UInt8]) -> Range<Int>? {
        guard needle.count <= count else { return nil }
        for start in stride(from: count - needle.count, through: 0, by: -1) where self[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }
}
