import Foundation
import Testing
@testable import LanguageServer

/// Code actions, completion, hover, definition and document symbols on a bundle.
@Suite struct FeatureTests {
    private func opened(_ bundle: SampleBundle) -> InProcessClient {
        let client = InProcessClient()
        client.open(bundle.root, text: SampleBundle.rootText())
        _ = client.publishes()
        return client
    }

    private func at(_ path: String, _ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": InProcessClient.uri(path)], "position": InProcessClient.position(line, character)]
    }

    @Test func aQuickFixAppliedClearsItsDiagnostic() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = opened(bundle)
        let uri = InProcessClient.uri(bundle.root)
        let response = client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": InProcessClient.range(15, 5, 15, 5),
            "context": ["diagnostics": [], "only": ["quickfix"]]])
        let actions = try #require(response["result"] as? [[String: Any]])
        #expect(actions.count == 1)
        let action = try #require(actions.first)
        #expect(action["kind"] as? String == "quickfix")
        #expect((action["title"] as? String)?.contains("PSToggleSwitchSpecifier") == true)
        #expect((action["diagnostics"] as? [[String: Any]])?.first?.code == "unknown-specifier-type")
        let edits = try #require(((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[uri])
        #expect(edits.count == 1 && edits[0]["newText"] as? String == "PSToggleSwitchSpecifier")
        // Applied as an editor applies it: a change of that range.
        client.change(bundle.root, version: 1, changes: [["range": edits[0]["range"]!, "text": edits[0]["newText"]!]])
        #expect(client.publishes()[uri]?.isEmpty == true)
        let none = client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": InProcessClient.range(0, 0, 30, 0), "context": ["diagnostics": []]])
        #expect((none["result"] as? [Any])?.isEmpty == true, "nothing left to fix")
    }

    @Test func fixAllAppliesEveryFixItOfTheFile() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = InProcessClient()
        client.open(bundle.advanced, text: SampleBundle.advancedText())
        #expect(client.publishes()[InProcessClient.uri(bundle.advanced)]?.count == 2)
        let response = client.request("textDocument/codeAction", [
            "textDocument": ["uri": InProcessClient.uri(bundle.advanced)], "range": InProcessClient.range(0, 0, 0, 0),
            "context": ["diagnostics": [], "only": ["source.fixAll"]]])
        let actions = try #require(response["result"] as? [[String: Any]])
        #expect(actions.map { $0["kind"] as? String } == ["source.fixAll.settingsc"])
        let edits = DiagnosticsTests.edits(in: response)
        #expect(edits.map { $0["newText"] as? String } == ["PSGroupSpecifier", "PSTitleValueSpecifier"])
        // Applied from the last to the first, so the earlier ranges still hold.
        var version = 1
        for edit in edits.reversed() {
            client.change(bundle.advanced, version: version, changes: [["range": edit["range"]!, "text": edit["newText"]!]])
            version += 1
        }
        #expect(client.publishes()[InProcessClient.uri(bundle.advanced)]?.isEmpty == true)
    }

    @Test func completionOffersTypesKeysAndPages() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = opened(bundle)
        func labels(_ line: Int, _ character: Int) -> [String] {
            let response = client.request("textDocument/completion", at(bundle.root, line, character))
            let items = (response["result"] as? [String: Any])?["items"] as? [[String: Any]]
                ?? response["result"] as? [[String: Any]] ?? []
            return items.compactMap { $0["label"] as? String }
        }
        // A Type's value.
        let types = labels(15, 11)
        #expect(types.contains("PSToggleSwitchSpecifier") && types.contains("PSChildPaneSpecifier"))
        // A child pane's File: the bundle's pages.
        #expect(labels(29, 11).contains("Advanced"))
        // The keys a switch takes, in a <key> of its dict, but for those it has.
        client.change(bundle.root, version: 1, changes: [["range": InProcessClient.range(22, 0, 22, 0),
                                                          "text": "\t\t\t<key></key>\n"]])
        let keys = labels(22, 8)
        #expect(keys.contains("TrueValue") && keys.contains("FalseValue"), "\(keys)")
        #expect(!keys.contains("DefaultValue") && !keys.contains("Title"), "\(keys)")
    }

    @Test func completionOffersRuleIDsInTheConfiguration() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = InProcessClient()
        let configuration = bundle.folder.file("../.settingsc.json")
        let text = "{\n  \"rules\": {\n    \"\"\n  }\n}\n"
        client.open(configuration, text: text)
        _ = client.publishes()
        let response = client.request("textDocument/completion", at(configuration, 2, 5))
        let items = (response["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        let labels = items.compactMap { $0["label"] as? String }
        #expect(labels.contains("unknown-specifier-type") && labels.contains("missing-translation"), "\(labels)")
    }

    @Test func hoverExplainsATypeAndShowsATextsTranslations() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = opened(bundle)
        func hover(_ line: Int, _ character: Int) -> String {
            let response = client.request("textDocument/hover", at(bundle.root, line, character))
            return ((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        }
        #expect(hover(25, 15).contains("opens another page"), "a Type's meaning")
        let title = hover(11, 13)
        #expect(title.contains("General") && title.contains("en"), "\(title)")
        // An unsaved table's text is shown, not the disk's.
        client.open(bundle.strings, text: SampleBundle.stringsText.replacingOccurrences(of: "\"General\"", with: "\"Allgemein\""))
        #expect(hover(11, 13).contains("Allgemein"))
    }

    @Test func definitionLeadsToThePageAndToTheTableEntry() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = opened(bundle)
        let pane = client.request("textDocument/definition", at(bundle.root, 29, 12))
        let page = try #require((pane["result"] as? [[String: Any]])?.first)
        #expect(page["uri"] as? String == InProcessClient.uri(bundle.advanced))
        let text = client.request("textDocument/definition", at(bundle.root, 17, 12))
        let entry = try #require((text["result"] as? [[String: Any]])?.first)
        #expect(entry["uri"] as? String == InProcessClient.uri(bundle.strings))
        #expect(entry.range() == [1, 0, 1, 10], "the line of \"Autoplay\" in Root.strings")
    }

    /// A child pane's `File` that leads out of the bundle leads nowhere, whether or not a file is
    /// there. Before, the path was joined to the bundle's and looked up on the disk: a location outside
    /// the bundle came back when the file existed (telling the client which files exist anywhere).
    @Test func definitionNeverLeadsOutOfTheBundle() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        try bundle.folder.write(page([]), to: "../outside/secret.plist")
        let client = InProcessClient()
        let names = ["../outside/secret", "../outside/missing", "/etc/hostname", "Advanced"]
        let text = page(names.map { item(["Type": "PSChildPaneSpecifier", "Title": "T", "File": $0]) })
        client.open(bundle.root, text: text)
        _ = client.publishes()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for name in names {
            let line = try #require(lines.firstIndex { $0.contains("<string>\(name)</string>") })
            let response = client.request("textDocument/definition", at(bundle.root, line, 14))
            let found = try #require(response["result"] as? [[String: Any]])
            #expect(found.map { $0["uri"] as? String } == (name == "Advanced" ? [InProcessClient.uri(bundle.advanced)] : []),
                    "\(name)")
        }
    }

    @Test func documentSymbolsAreGroupsAndTheirItems() throws {
        let bundle = try SampleBundle()
        defer { bundle.remove() }
        let client = opened(bundle)
        let response = client.request("textDocument/documentSymbol", ["textDocument": ["uri": InProcessClient.uri(bundle.root)]])
        let symbols = try #require(response["result"] as? [[String: Any]])
        #expect(symbols.map { $0["name"] as? String } == ["Général 😀"])
        let children = symbols.first?["children"] as? [[String: Any]] ?? []
        #expect(children.map { $0["name"] as? String } == ["Autoplay", "More"])
        // UTF-16: "Général 😀" is 10 code units.
        #expect(symbols.first?.range("selectionRange") == [11, 11, 11, 21])
    }
}
