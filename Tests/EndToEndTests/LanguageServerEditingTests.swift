import Foundation
import Testing

/// `settingsc lsp` under a heavy edit: one `didChange` of thousands of changes to a large page.
@Suite("settingsc lsp: large edits")
struct LanguageServerEditingTests {
    /// 4,000 changes to a 2 MB page in one notification are applied in one pass (under a second in a
    /// debug build), and the session goes on. Before, each change rebuilt the whole text and its
    /// line index: 8 s in a release build, far longer than the time allowed here in a debug one, and
    /// `shutdown` and `exit` waited meanwhile.
    @Test func thousandsOfChangesInOneNotification() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = directory.appendingPathComponent("Edited.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let uri = bundle.appendingPathComponent("Root.plist").absoluteString
        let page = LSPTranscript.largePage(items: 9_500)
        var client = LSPTranscript()
        client.initialize()
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "xml", "version": 1, "text": page]])
        // Spread over the page: an "x" typed into an item's title (line 5 + 10 × item + 4, after "<string>T").
        let changes: [[String: Any]] = (0..<4_000).map { index in
            let position = ["line": 5 + 10 * ((index * 7_919) % 9_500) + 4, "character": 12]
            return ["range": ["start": position, "end": position], "text": "x"]
        }
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": changes])
        client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]], id: 2)
        client.request("shutdown", id: 3)
        // No `exit`: sent before the answers came (this transcript does not wait for them), it would
        // end the server while it still checks the page. The input's end waits for them.
        // Under AddressSanitizer every run is several times slower; the old way took minutes there. So it
        // is under ThreadSanitizer: this run takes 11 s of processor time there, and 20 s allowed failed
        // make test-tsan (killed, status 9, no answer to documentSymbol) while other tests ran beside it.
        let sanitized = Tools.addressSanitized || Tools.threadSanitized
        let result = try Settingsc.run(["lsp"], stdin: client.bytes, timeout: sanitized ? 120 : 20)
        #expect(!result.timedOut, "the changes were not applied in time")
        #expect(result.status == 0, "\(result.stderr)")
        let messages = LSPTranscript.messages(in: result.stdout)
        let answer = try #require(messages.first { $0.id == 2 })
        let symbols = try #require(answer["result"] as? [[String: Any]], "\(answer["error"] ?? "")")
        #expect(symbols.count == 9_500, "every item is still there")
        #expect(symbols.filter { ($0["name"] as? String)?.hasPrefix("Tx") == true }.count == 4_000, "every change was applied")
    }
}
