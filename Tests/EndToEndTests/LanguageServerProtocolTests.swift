import Foundation
import Testing

/// `settingsc lsp` as a JSON-RPC peer, the built binary fed a whole session on standard
/// input: framing, every kind of broken message answered and read past, cancellation, and the exit
/// statuses of `shutdown` and `exit`.
@Suite("settingsc lsp: JSON-RPC conformance")
struct LanguageServerProtocolTests {
    /// Runs one session; the server's messages, its status and standard error.
    private func serve(_ transcript: LSPTranscript, timeout: Double = 60) throws -> (messages: [[String: Any]], result: Settingsc.Result) {
        let result = try Settingsc.run(["lsp"], stdin: transcript.bytes, timeout: timeout)
        #expect(!result.timedOut, "the server did not end by itself")
        return (LSPTranscript.messages(in: result.stdout), result)
    }

    private func response(_ id: Int, in messages: [[String: Any]]) -> [String: Any]? {
        let found = messages.filter { $0.id == id && $0.method == nil }
        #expect(found.count == 1, "\(found.count) responses to request \(id)")
        return found.first
    }

    @Test func aWellBehavedSessionEndsWithStatusZero() throws {
        var client = LSPTranscript()
        client.request("textDocument/hover", id: 1)
        client.initialize()
        client.request("initialize", ["capabilities": [:]], id: 2)
        client.request("no/suchMethod", id: 3)
        client.notify("no/suchNotification")
        // `"params": null`, as some clients send for a request that takes none.
        client.raw(#"{"jsonrpc": "2.0", "id": 4, "method": "shutdown", "params": null}"#)
        client.request("textDocument/hover", id: 5)
        client.notify("exit")
        let (messages, result) = try serve(client)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(response(1, in: messages)?.errorCode == -32002, "a request before initialize")
        let initialize = try #require(response(1_000, in: messages)?["result"] as? [String: Any])
        let capabilities = try #require(initialize["capabilities"] as? [String: Any])
        #expect(capabilities["positionEncoding"] as? String == "utf-16")
        let sync = try #require(capabilities["textDocumentSync"] as? [String: Any])
        #expect(sync["openClose"] as? Bool == true && sync["change"] as? Int == 2)
        #expect(capabilities["hoverProvider"] as? Bool == true && capabilities["definitionProvider"] as? Bool == true)
        #expect((initialize["serverInfo"] as? [String: Any])?["name"] as? String == "settingsc")
        #expect(response(2, in: messages)?.errorCode == -32600, "initialize twice")
        #expect(response(3, in: messages)?.errorCode == -32601)
        let shutdown = try #require(response(4, in: messages))
        #expect(shutdown.keys.contains("result") && shutdown["result"] is NSNull && shutdown["error"] == nil)
        #expect(response(5, in: messages)?.errorCode == -32600, "a request after shutdown")
        #expect(messages.allSatisfy { $0["jsonrpc"] as? String == "2.0" })
    }

    @Test func exitWithoutShutdownIsStatusOneAndSoIsTheInputEnding() throws {
        var client = LSPTranscript()
        client.initialize()
        client.notify("exit")
        #expect(try serve(client).result.status == 1)

        var gone = LSPTranscript()
        gone.initialize()
        #expect(try serve(gone).result.status == 1, "the client went away without shutdown")

        // A client that dies in the middle of a message.
        var cut = LSPTranscript()
        cut.initialize()
        cut.garbage("Content-Length: 500\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":9,")
        let (messages, result) = try serve(cut)
        #expect(result.status == 1)
        #expect(response(1_000, in: messages) != nil)
    }

    /// Each broken message gets its error, and the well-formed request after it is still answered.
    @Test func brokenMessagesAreAnsweredAndReadPast() throws {
        var client = LSPTranscript()
        client.initialize()
        client.garbage("hello, server\r\n\r\n")                         // a header that is no header
        client.request("probe/1", id: 11)
        client.raw("{}", header: "Content-Length: twelve\r\n\r\n")       // a length that is no number
        client.request("probe/2", id: 12)
        client.raw("{}", header: "Content-Type: application/json\r\n\r\n") // no length at all
        client.request("probe/3", id: 13)
        client.raw("{\"jsonrpc\": \"2.0\", \"id\": 14, \"method\": ")      // no JSON
        client.request("probe/4", id: 15)
        client.raw("[1, 2, 3]")                                            // a batch: not taken
        client.raw("{\"jsonrpc\": \"2.0\", \"id\": 16}")                   // no method
        client.raw("{\"jsonrpc\": \"1.0\", \"id\": 17, \"method\": \"x\"}") // the wrong version
        client.raw("{\"jsonrpc\": \"2.0\", \"id\": 18, \"method\": 5}")    // a method that is no string
        client.raw("{\"jsonrpc\": \"2.0\", \"id\": {\"a\": 1}, \"method\": \"x\"}") // an id that is neither
        // A Content-Length that lies: it claims 40 bytes more than the body, swallowing the start of
        // the next message, which is found again.
        let short = "{\"jsonrpc\": \"2.0\", \"id\": 19, \"method\": \"probe/5\"}"
        client.raw(short, header: "Content-Length: \(short.utf8.count + 40)\r\n\r\n")
        client.request("probe/6", id: 20)
        // No header within the limit; the next header is found at the next line's start.
        client.garbage(String(repeating: "\u{0}\u{FF}garbage", count: 2_000) + "\r\n")
        client.request("probe/7", id: 21)
        // A Content-Length 9 bytes short: the rest of the body is no header, and the request after it
        // is read (before, it was skipped with that rest as one broken header).
        let long = "{\"jsonrpc\": \"2.0\", \"id\": 23, \"method\": \"probe/8\"}"
        client.raw(long, header: "Content-Length: \(long.utf8.count - 9)\r\n\r\n")
        client.request("probe/9", id: 24)
        // Two lengths: refused (before, the second won), and the request after it read.
        client.raw(long, header: "Content-Length: \(long.utf8.count)\r\nContent-Length: 2\r\n\r\n")
        client.request("probe/10", id: 25)
        client.request("shutdown", id: 22)
        client.notify("exit")
        let (messages, result) = try serve(client)
        #expect(result.status == 0, "\(result.stderr)")
        for id in [11, 12, 13, 15, 20, 21, 24, 25] {
            #expect(response(id, in: messages)?.errorCode == -32601, "request \(id) after broken input")
        }
        let anonymous = messages.filter { $0["id"] is NSNull }.compactMap(\.errorCode)
        #expect(anonymous.filter { $0 == -32700 }.count >= 7, "\(anonymous)")
        #expect(!messages.contains { $0.id == 23 }, "a message whose length was too short is not taken")
        #expect(anonymous.contains(-32600), "a batch, an id that is neither a number nor a string: \(anonymous)")
        for id in [16, 17, 18] {
            #expect(response(id, in: messages)?.errorCode == -32600, "request \(id)")
        }
        #expect(response(22, in: messages) != nil)
    }

    /// 100 MB in one message is refused as it streams past (never held), and the session goes on.
    @Test func aHundredMegabyteMessageIsRefused() throws {
        var client = LSPTranscript()
        client.initialize()
        let size = 100 << 20
        client.garbage("Content-Length: \(size)\r\n\r\n")
        client.append(Data(repeating: UInt8(ascii: " "), count: size))
        client.request("probe/after", id: 30)
        client.request("shutdown", id: 31)
        client.notify("exit")
        let (messages, result) = try serve(client, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let refusal = try #require(messages.first { $0["id"] is NSNull })
        #expect(refusal.errorCode == -32600)
        #expect(((refusal["error"] as? [String: Any])?["message"] as? String)?.contains("\(size) bytes") == true)
        #expect(response(30, in: messages)?.errorCode == -32601)
    }

    /// `$/cancelRequest` for a request not yet answered: -32800 instead of its result; one that comes
    /// too late changes nothing. Every request is answered exactly once either way.
    @Test func cancelledRequestsAreAnsweredWithRequestCancelled() throws {
        var client = LSPTranscript()
        client.initialize()
        client.notify("$/cancelRequest", ["id": 40])
        client.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///nowhere/Root.plist"]], id: 40)
        client.notify("$/cancelRequest", ["id": "forty-one"])
        client.message(["jsonrpc": "2.0", "id": "forty-one", "method": "textDocument/hover",
                        "params": ["textDocument": ["uri": "file:///nowhere/Root.plist"],
                                   "position": ["line": 0, "character": 0]]])
        client.request("textDocument/hover", ["textDocument": ["uri": "file:///nowhere/Root.plist"],
                                              "position": ["line": 0, "character": 0]], id: 42)
        client.notify("$/cancelRequest", ["id": 42])
        client.notify("$/cancelRequest", ["id": 999])   // never asked: ignored
        client.request("shutdown", id: 43)
        client.notify("exit")
        let (messages, result) = try serve(client)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(response(40, in: messages)?.errorCode == -32800)
        let named = messages.filter { $0["id"] as? String == "forty-one" }
        #expect(named.count == 1 && named.first?.errorCode == -32800)
        let late = try #require(response(42, in: messages))
        #expect(late.errorCode == nil || late.errorCode == -32800)
        #expect(response(43, in: messages) != nil)
    }

    /// A blank line after a body (some clients send one) and header fields other than the length
    /// are allowed; header names are not case-sensitive.
    @Test func framingToleratesWhatLSPAllows() throws {
        var client = LSPTranscript()
        client.initialize()
        let body = "{\"jsonrpc\":\"2.0\",\"id\":50,\"method\":\"probe\"}"
        client.raw(body, header: "content-length: \(body.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n")
        client.garbage("\r\n")
        client.request("probe", id: 51)
        client.request("shutdown", id: 52)
        client.notify("exit")
        let (messages, result) = try serve(client)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(response(50, in: messages)?.errorCode == -32601)
        #expect(response(51, in: messages)?.errorCode == -32601)
        #expect(!messages.contains { $0["id"] is NSNull }, "nothing was refused")
    }

    /// `exit` while the server is checking ends the process then; before, `exit` waited behind the
    /// check, and the request that started it was answered first. The check is of one bundle whose
    /// root page opens 64 child panes of 6,000 switches each: over a second of work in a release
    /// build, more than twice the half second the server gives its main thread once `exit` is read.
    /// The panes are hard links to one file on disk, so the client sends only the small root page: the
    /// test does not wait on its own input, and `exit` is read as the check starts.
    @Test func exitEndsTheServerInTheMiddleOfACheck() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = directory.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let pane = bundle.appendingPathComponent("Pane.plist")
        try LSPTranscript.largePage(items: 6_000).write(to: pane, atomically: false, encoding: .utf8)
        let panes = 64
        var specifiers = ""
        for index in 0..<panes {
            try FileManager.default.linkItem(at: pane, to: bundle.appendingPathComponent("Pane\(index).plist"))
            specifiers += "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key>"
                + "<string>Pane \(index)</string><key>File</key><string>Pane\(index)</string></dict>\n"
        }
        let root = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "<key>PreferenceSpecifiers</key>\n<array>\n\(specifiers)</array>\n</dict>\n</plist>\n"
        let rootFile = bundle.appendingPathComponent("Root.plist")
        try root.write(to: rootFile, atomically: false, encoding: .utf8)
        var client = LSPTranscript()
        client.initialize()
        client.notify("textDocument/didOpen", ["textDocument": ["uri": rootFile.absoluteString, "languageId": "xml",
                                                                 "version": 1, "text": root]])
        // A request checks every bundle changed before it is answered.
        client.request("textDocument/hover", ["textDocument": ["uri": rootFile.absoluteString],
                                              "position": ["line": 0, "character": 0]], id: 2)
        client.notify("exit")
        let (messages, result) = try serve(client, timeout: 300)
        #expect(result.status == 1)
        #expect(!messages.contains { $0.id == 2 }, "the check was finished and answered before exit was honoured")
    }
}
