import Foundation
import Testing

/// The hand-made parity corpus (Tests/Fixtures/parity, made by scripts/make-parity-fixtures.py): one or
/// more inputs for every class of difference between XML and what CoreFoundation reads, each read by CoreFoundation and by settingsc.
@Suite("Parity with CoreFoundation: corpus")
struct ParityCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/parity")

    /// `file → class` from cases.tsv.
    static let cases: [(file: String, kind: String)] = {
        let text = (try? String(contentsOf: root.appendingPathComponent("cases.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return (String(fields[0]), String(fields[1]))
        }
    }()

    /// Where settingsc knowingly reads otherwise than CoreFoundation, beyond the deliberate list
    /// (docs/input-and-hardening.md lists them): corners no real file was found in, that would cost
    /// settingsc its UTF-8 text or its date type to follow.
    static let knownDifferences: [String: String] = [
        "date/year_neg.plist": "a date before year 0: settingsc's dates hold the years 0 to 9999",
        "date/year5.plist": "a date after year 9999: settingsc's dates hold the years 0 to 9999",
        "stricter/cf_uid_dict.plist": "a dictionary holding only CF$UID is a keyed-archiver UID to CF, a dictionary to settingsc",
        "integer/lead_byte_85.plist": "a byte 0x80-0xA0 before an integer's digits is white space to CF; settingsc reads "
            + "text as UTF-8 and calls the file 8-bit",
        "encoding/ascii_declared_high_bytes.plist": "declared US-ASCII with bytes from 0x80: Latin-1 to CF on Linux "
            + "(unverified on Apple's platforms), an 8-bit file to settingsc",
    ]

    @Test func everyCaseAgreesWithCoreFoundation() throws {
        #expect(Self.cases.count >= 300)
        var disagreements: [String] = []
        var agreeingNow: [String] = []
        for (file, kind) in Self.cases {
            let bytes = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent(file)))
            let outcome = file.hasSuffix(".strings") ? ParityCheck.strings(bytes) : ParityCheck.plist(bytes)
            switch (outcome.disagreement, Self.knownDifferences[file]) {
            case (let disagreement?, nil): disagreements.append("\(file) [\(kind)]: \(disagreement)")
            case (nil, .some): agreeingNow.append(file)
            default: break
            }
        }
        #expect(disagreements.isEmpty, Comment(rawValue: "\(disagreements.count) disagreements:\n" + disagreements.joined(separator: "\n")))
        // A known difference that is gone is taken off the list (and out of docs/input-and-hardening.md).
        #expect(agreeingNow.isEmpty, "no longer differ: \(agreeingNow)")
        #expect(Set(Self.knownDifferences.keys).isSubset(of: Self.cases.map(\.file)))
    }
}
