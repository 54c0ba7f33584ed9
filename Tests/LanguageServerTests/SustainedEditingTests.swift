import Foundation
import Testing
@testable import LanguageServer

/// 10,000 changes to an open page (SPEC §13, issue 29's bad input): the server's copy of the text
/// stays the client's, what it holds does not grow with the number of changes, and under ASan/LSan
/// (`make test-asan`) nothing leaks.
@Suite struct SustainedEditingTests {
    /// This process's resident memory, in bytes (Linux), or nil.
    private static func residentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }

    /// Whether this process runs with AddressSanitizer (its runtime is linked in).
    private static let underAddressSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    @Test func tenThousandChangesKeepTheTextAndTheMemoryFlat() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = InProcessClient()
        let text = SampleBundle.rootText(typo: false)
        client.open(bundle.root, text: text)
        #expect(client.publishes()[InProcessClient.uri(bundle.root)]?.isEmpty == true)
        var baseline: Int?
        for version in 1...10_000 {
            // An empty line in after <dict>, then out again; checked every 250 changes, as a burst of
            // typing is checked once.
            let insert = version % 2 == 1
            client.change(bundle.root, version: version, changes: [[
                "range": InProcessClient.range(3, 0, insert ? 3 : 4, 0), "text": insert ? "\n" : ""]])
            if version % 250 == 0 {
                #expect(client.publishes()[InProcessClient.uri(bundle.root)]?.isEmpty == true)
                client.output.removeAll()
                if version == 1_000 { baseline = Self.residentBytes() }
            }
        }
        let document = try #require(client.server.documents.document(InProcessClient.uri(bundle.root)))
        #expect(document.text == Array(text.utf8) && document.version == 10_000)
        // Under AddressSanitizer freed memory sits in its quarantine (256 MB) and resident memory says
        // nothing; LeakSanitizer checks that run instead (make test-asan).
        if let baseline, let now = Self.residentBytes(), !Self.underAddressSanitizer {
            #expect(now - baseline < 16 << 20, "resident memory grew by \((now - baseline) >> 20) MB over 9,000 changes")
        }
    }
}
