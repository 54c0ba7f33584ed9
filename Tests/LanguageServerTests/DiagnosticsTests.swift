import Foundation
import Testing
@testable import LanguageServer

/// Diagnostics pushed on open and change for the whole bundle of the edited file; unsaved buffers
/// read instead of the disk; closing a buffer falls back to the disk.
@Suite struct DiagnosticsTests {
    @Test func openingAPagePublishesTheWholeBundle() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = InProcessClient()
        client.open(bundle.root, text: SampleBundle.rootText(), version: 3)
        let published = client.publishes()
        let root = try #require(published[InProcessClient.uri(bundle.root)])
        #expect(root.map(\.code) == ["unknown-specifier-type"])
        #expect(root.first?.range() == [15, 3, 15, 42])
        #expect(root.first?["source"] as? String == "settingsc" && root.first?["severity"] as? Int == 1)
        // A page of the bundle that is not open: from the disk.
        let advanced = try #require(published[InProcessClient.uri(bundle.advanced)])
        #expect(advanced.map(\.code) == ["unknown-specifier-type", "unknown-specifier-type"])
        let publish = client.output.messages.first { ($0["params"] as? [String: Any])?["uri"] as? String
            == InProcessClient.uri(bundle.root) }
        #expect((publish?["params"] as? [String: Any])?["version"] as? Int == 3, "the open document's version")
    }

    @Test func aChangeIsCheckedAndPublishedWithItsVersion() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = InProcessClient()
        client.open(bundle.root, text: SampleBundle.rootText())
        _ = client.publishes()
        // Incremental: "Specifer" → "Specifier", by inserting an "x", then making it an "i".
        client.change(bundle.root, version: 7, changes: [["range": InProcessClient.range(15, 31, 15, 31), "text": "x"]])
        client.change(bundle.root, version: 8, changes: [["range": InProcessClient.range(15, 31, 15, 32), "text": "i"]])
        let published = client.publishes()
        #expect(published[InProcessClient.uri(bundle.root)]?.isEmpty == true)
        #expect(published[InProcessClient.uri(bundle.advanced)] == nil, "unchanged findings are not sent again")
        let publishes = client.output.messages.filter { $0.method == "textDocument/publishDiagnostics" }
        #expect(publishes.count == 1, "two changes in a row are checked once")
        #expect((publishes.first?["params"] as? [String: Any])?["version"] as? Int == 8)
        // Full sync: the whole text again, with the typo.
        client.change(bundle.root, version: 9, changes: [["text": SampleBundle.rootText()]])
        #expect(client.publishes()[InProcessClient.uri(bundle.root)]?.map(\.code) == ["unknown-specifier-type"])
    }

    @Test func anUnsavedBufferWinsAndClosingItFallsBackToTheDisk() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = InProcessClient()
        client.open(bundle.root, text: SampleBundle.rootText())
        #expect(client.publishes()[InProcessClient.uri(bundle.advanced)]?.count == 2)
        // Advanced.plist opened with both Types fixed, not saved: the bundle is checked with it.
        client.open(bundle.advanced, text: SampleBundle.advancedText(typos: false))
        let fixed = client.publishes()
        #expect(fixed[InProcessClient.uri(bundle.advanced)]?.isEmpty == true)
        // Root.plist's unsaved text wins over its disk copy too.
        client.change(bundle.root, version: 1, changes: [["text": SampleBundle.rootText(typo: false)]])
        #expect(client.publishes()[InProcessClient.uri(bundle.root)]?.isEmpty == true)
        // Closed without saving: the disk's Advanced.plist is read again.
        client.close(bundle.advanced)
        #expect(client.publishes()[InProcessClient.uri(bundle.advanced)]?.count == 2)
    }

    @Test func anUnsavedTableWinsForTheWholeBundle() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = InProcessClient()
        client.open(bundle.root, text: SampleBundle.rootText(typo: false))
        #expect(client.publishes()[InProcessClient.uri(bundle.strings)] == nil, "the table is fine on disk")
        client.open(bundle.strings, text: "\"Autoplay\" = \"Autoplay\"\n")
        let broken = client.publishes()
        #expect(broken[InProcessClient.uri(bundle.strings)]?.contains { $0.code == "strings-syntax" } == true)
        client.close(bundle.strings)
        #expect(client.publishes()[InProcessClient.uri(bundle.strings)]?.isEmpty == true, "cleared on close")
    }

    /// The nearest saved `.settingsc.json` applies as it does to `validate`, and a saved change to it
    /// is checked again.
    @Test func theSavedConfigurationApplies() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        try bundle.folder.write(#"{"rules": {"unknown-specifier-type": "warning"}}"#, to: "../.settingsc.json")
        let client = InProcessClient()
        client.open(bundle.root, text: SampleBundle.rootText())
        let root = try #require(client.publishes()[InProcessClient.uri(bundle.root)])
        #expect(root.map(\.code) == ["unknown-specifier-type"] && root.first?["severity"] as? Int == 2)
        try bundle.folder.write(#"{"rules": {"unknown-specifier-type": "off"}}"#, to: "../.settingsc.json")
        client.notify("textDocument/didSave", ["textDocument": ["uri": InProcessClient.uri(bundle.folder.file("../.settingsc.json"))]])
        #expect(client.publishes()[InProcessClient.uri(bundle.root)]?.isEmpty == true)
    }

    /// A broken configuration's problems are published on it, and nothing is checked under it until it
    /// is fixed (as `validate` refuses to run under it). Before, it published nothing and the bundle
    /// was checked under its valid half (here: the rule made a warning).
    @Test func aBrokenConfigurationIsADiagnosticAndNothingIsCheckedUnderIt() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let configuration = URL(fileURLWithPath: bundle.folder.file("../.settingsc.json")).standardized.path
        try bundle.folder.write(#"{"rules": {"unknown-specifier-type": "warning", "no-such-rule": "off"}}"#,
                                to: "../.settingsc.json")
        let client = InProcessClient()
        client.open(bundle.root, text: SampleBundle.rootText())
        var published = client.publishes()
        #expect(published[InProcessClient.uri(bundle.root)]?.isEmpty == true, "nothing checked under it")
        #expect(published[InProcessClient.uri(bundle.advanced)] == nil)
        let problems = try #require(published[InProcessClient.uri(configuration)])
        #expect(problems.count == 1 && problems.first?["severity"] as? Int == 1, "\(problems)")

        try bundle.folder.write(#"{"rules": {"unknown-specifier-type": "warning"}}"#, to: "../.settingsc.json")
        client.notify("textDocument/didSave", ["textDocument": ["uri": InProcessClient.uri(configuration)]])
        published = client.publishes()
        #expect(published[InProcessClient.uri(configuration)]?.isEmpty == true, "fixed: its diagnostics cleared")
        let root = try #require(published[InProcessClient.uri(bundle.root)])
        #expect(root.map(\.code) == ["unknown-specifier-type"] && root.first?["severity"] as? Int == 2)
    }

    /// An open configuration is checked as the client edits it; before, it was never checked.
    @Test func anOpenConfigurationIsCheckedAsItIsEdited() throws {
        let folder = try TemporaryFolder([:], bundle: "")
        defer { folder.remove() }
        let configuration = folder.file(".settingsc.json")
        let client = InProcessClient()
        client.open(configuration, text: #"{"rules": {"no-such-rule": "off"}}"#)
        #expect(client.publishes()[InProcessClient.uri(configuration)]?.count == 1)
        client.change(configuration, version: 1, changes: [["text": #"{"rules": {}}"#]])
        #expect(client.publishes()[InProcessClient.uri(configuration)]?.isEmpty == true)
    }

    /// A document refused because all open documents together would be too large says so, with that
    /// limit. Before, it was said to be over 64 MB (the limit for one document) whatever its size.
    @Test func aRefusedDocumentIsToldTheLimitItIsOver() {
        var store = DocumentStore(maxDocumentBytes: 100, maxTotalBytes: 250)
        #expect(store.open(uri: "untitled:a", version: 0, text: Array(repeating: 32, count: 101))?
            .contains("over 100 bytes, the limit for one document") == true)
        #expect(store.open(uri: "untitled:a", version: 0, text: Array(repeating: 32, count: 100)) == nil)
        #expect(store.open(uri: "untitled:b", version: 0, text: Array(repeating: 32, count: 100)) == nil)
        #expect(store.open(uri: "untitled:c", version: 0, text: Array(repeating: 32, count: 60))?
            .contains("over 250 bytes together") == true)
        var defaults = DocumentStore()
        #expect(defaults.open(uri: "untitled:d", version: 0, text: []) == nil)
    }

    /// Ranges count UTF-16 code units unless the client offers UTF-8 (then bytes) or UTF-32 (code points).
    @Test(arguments: [(nil, "utf-16", 13), (["utf-8", "utf-16"], "utf-8", 16), (["utf-32"], "utf-32", 12),
                      (["utf-7"], "utf-16", 13)])
    func positionsAreInTheNegotiatedEncoding(offered: [String]?, agreed: String, start: Int) throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = InProcessClient(initialize: false)
        var capabilities: [String: Any] = [:]
        if let offered { capabilities["general"] = ["positionEncodings": offered] }
        let reply = client.request("initialize", ["capabilities": capabilities])
        #expect(((reply["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["positionEncoding"] as? String == agreed)
        client.notify("initialized", [:])
        // "<!--😀é-->" before the misspelt Type: 😀 is 2 UTF-16 units, 4 bytes, 1 code point; é 1, 2, 1.
        let text = SampleBundle.rootText(prefix: "<!--😀é-->")
        client.open(bundle.root, text: text)
        let diagnostic = try #require(client.publishes()[InProcessClient.uri(bundle.root)]?.first)
        #expect(diagnostic.range() == [15, start, 15, start + 39])
        let actions = client.request("textDocument/codeAction", ["textDocument": ["uri": InProcessClient.uri(bundle.root)],
                                                                 "range": diagnostic["range"]!, "context": ["diagnostics": []]])
        let edit = try #require(Self.edits(in: actions).first)
        #expect(edit.range() == [15, start + 8, 15, start + 30])
        // A change in the same encoding lands where the client meant it.
        client.change(bundle.root, version: 1, changes: [["range": InProcessClient.range(15, start + 28, 15, start + 28),
                                                          "text": "x"]])
        client.change(bundle.root, version: 2, changes: [["range": InProcessClient.range(15, start + 28, 15, start + 29),
                                                          "text": "i"]])
        #expect(client.publishes()[InProcessClient.uri(bundle.root)]?.isEmpty == true)
    }

    /// The text edits of every action of a `codeAction` response, in order.
    static func edits(in response: [String: Any]) -> [[String: Any]] {
        let actions = response["result"] as? [[String: Any]] ?? []
        return actions.flatMap { action -> [[String: Any]] in
            let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]] ?? [:]
            return changes.values.flatMap { $0 }
        }
    }
}
