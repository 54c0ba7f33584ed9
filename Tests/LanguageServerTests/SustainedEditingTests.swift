import Foundation
import Testing
@testable import LanguageServer

/// 10,000 changes to an open page: the server's copy of the text
/// stays the client's, and under ASan/LSan (`make test-asan`) nothing leaks. Resident memory is measured
/// on the built server, a process of its own (EndToEndTests' LanguageServerMemoryTests): this process's
/// is shared with every suite running beside it.
@Suite struct SustainedEditingTests {
    @Test func tenThousandChangesKeepTheText() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = InProcessClient()
        let text = SampleBundle.rootText(typo: false)
        client.open(bundle.root, text: text)
        #expect(client.publishes()[InProcessClient.uri(bundle.root)]?.isEmpty == true)
        for version in 1...10_000 {
            // An empty line in after <dict>, then out again; checked every 250 changes, as a burst of
            // typing is checked once.
            let insert = version % 2 == 1
            client.change(bundle.root, version: version, changes: [[
                "range": InProcessClient.range(3, 0, insert ? 3 : 4, 0), "text": insert ? "\n" : ""]])
            if version % 250 == 0 {
                #expect(client.publishes()[InProcessClient.uri(bundle.root)]?.isEmpty == true)
                client.output.removeAll()
            }
        }
        let document = try #require(client.server.documents.document(InProcessClient.uri(bundle.root)))
        #expect(document.text == Array(text.utf8) && document.version == 10_000)
    }
}
