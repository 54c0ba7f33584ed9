import Foundation
import TestSupport
import PropertyList
import Testing

/// The parity corpus, mutated: every valid case of Tests/Fixtures/parity is broken in seeded ways (a byte
/// changed, removed or inserted; the file cut short; a construct that readers disagree about spliced
/// in) and read by CoreFoundation and by settingsc, which must agree as in `ParityCorpusTests`. The
/// mutations are the same on every run (a fixed seed), so a disagreement is reproducible: the message
/// names the case and the mutation.
@Suite("Parity with CoreFoundation: mutations")
struct ParityMutationTests {
    /// What is spliced in: the constructs where XML, CoreFoundation and settingsc most often part ways.
    static let splices: [[UInt8]] = [
        "<", ">", "&", "&amp;", "&#1;", "]]>", "<!--", "-->", "--", "<![CDATA[", "<?pi?>", "\"", "'", "=", ";",
        "<key>k</key>", "<string>", "</string>", "<dict>", "</array>", "\r", "\n", " ", "\\", "/*", "*/", "\u{FEFF}",
    ].map { Array($0.utf8) } + [[0x00], [0x01], [0x1B], [0x7F], [0x80], [0xC3], [0xE9], [0xFF], [0xEF, 0xBB, 0xBF]]

    /// One mutation of `bytes`, and how to name it.
    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> (bytes: [UInt8], name: String) {
        var bytes = bytes
        let at = random.below(bytes.count + 1)
        switch random.below(5) {
        case 0 where !bytes.isEmpty:
            let offset = min(at, bytes.count - 1)
            let old = bytes[offset]
            bytes[offset] = UInt8(truncatingIfNeeded: random.next())
            return (bytes, "byte \(offset) \(old) → \(bytes[offset])")
        case 1 where !bytes.isEmpty:
            let offset = min(at, bytes.count - 1)
            bytes.remove(at: offset)
            return (bytes, "byte \(offset) removed")
        case 2:
            return (Array(bytes.prefix(at)), "cut at \(at)")
        default:
            let splice = splices[random.below(splices.count)]
            bytes.insert(contentsOf: splice, at: at)
            return (bytes, "\(String(decoding: splice, as: UTF8.self).debugDescription) at \(at)")
        }
    }

    /// Disagreements of a kind that is deliberate or known (see `ParityCorpusTests.knownDifferences` and the
    /// README's "Input" section): dates
    /// outside 0–9999, keyed-archiver UIDs, and a lone byte 0xA9, which CF on Linux alone of all bytes
    /// that are not UTF-8 reads as U+FFFD (measured; any other refuses the file, as settingsc does).
    /// Also: bytes 0x80–0xA0 before an integer's digits (white space to CF), and encoding names ICU
    /// matches more loosely than settingsc can tell (`windows-1252 junk` is Windows-1252 to CF).
    /// The bytes that start no valid UTF-8 sequence, in order.
    static func invalidUTF8Bytes(_ bytes: [UInt8]) -> [UInt8] {
        var invalid: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3
                : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
            let end = index + length
            if length > 0, end <= bytes.count, String(validating: bytes[index..<end], as: UTF8.self) != nil {
                index = end
            } else {
                invalid.append(lead)
                index += 1
            }
        }
        return invalid
    }

    static func isKnown(_ disagreement: String, file: String, bytes: [UInt8]) -> Bool {
        let invalid = invalidUTF8Bytes(bytes)
        let loneA9 = !invalid.isEmpty && invalid.allSatisfy { $0 == 0xA9 }
        return disagreement.contains("settingsc reads years 0 to 9999") || disagreement.contains("_NSKeyedArchiverUID")
            || loneA9 || disagreement.contains("[encoding] unsupported encoding")
            || (file.hasPrefix("integer/") && disagreement.contains("is not UTF-8"))
    }

    @Test func mutatedCasesAgreeWithCoreFoundation() throws {
        var random = SplitMix64(seed: 20_261_125)
        var disagreements: [String] = []
        var runs = 0
        for (file, _) in ParityCorpusTests.cases where ParityCorpusTests.knownDifferences[file] == nil {
            let original = [UInt8](try Data(contentsOf: ParityCorpusTests.root.appendingPathComponent(file)))
            for _ in 0..<16 {
                let (bytes, mutation) = Self.mutate(original, &random)
                let outcome = file.hasSuffix(".strings") ? ParityCheck.strings(bytes) : ParityCheck.plist(bytes)
                runs += 1
                if let disagreement = outcome.disagreement, !Self.isKnown(disagreement, file: file, bytes: bytes) {
                    disagreements.append("\(file) with \(mutation): \(disagreement)")
                }
            }
        }
        #expect(runs >= 5_000)
        #expect(disagreements.isEmpty, Comment(rawValue: "\(disagreements.count) of \(runs) disagree:\n"
            + disagreements.prefix(60).joined(separator: "\n")))
    }
}
