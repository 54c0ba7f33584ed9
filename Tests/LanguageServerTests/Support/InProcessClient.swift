import Foundation
import Testing
@testable import LanguageServer

/// What the server sent, collected (each framed message decoded with Foundation's JSON).
final class CollectedOutput: MessageOutput {
    private(set) var messages: [[String: Any]] = []
    var endStatus: Int32? { nil }

    func send(_ bytes: [UInt8]) {
        let text = bytes.split(separator: 10, maxSplits: 2, omittingEmptySubsequences: false)
        #expect(text.count == 3 && text[0].starts(with: Array("Content-Length: ".utf8)), "a frame starts with its header")
        let body = Data(text[2])
        #expect(String(decoding: text[0].dropFirst(16).dropLast(), as: UTF8.self) == String(body.count))
        messages.append(try! JSONSerialization.jsonObject(with: body) as! [String: Any])
    }

    func removeAll() { messages.removeAll() }
}

/// A server driven in the test's own thread: messages handed to it one by one, as the main loop
/// would, and what it sends collected.
final class InProcessClient {
    let output = CollectedOutput()
    let signals = SessionSignals()
    let server: Server
    private var nextID = 1

    /// A server, initialized (`positionEncodings`: what the client offers; `workspaceFolders`: the
    /// folders it has open).
    init(positionEncodings: [String]? = nil, workspaceFolders: [String] = [], initialize: Bool = true) {
        server = Server(output: output, signals: signals)
        guard initialize else { return }
        var capabilities: [String: Any] = [:]
        if let positionEncodings { capabilities["general"] = ["positionEncodings": positionEncodings] }
        _ = request("initialize", ["capabilities": capabilities,
                                   "workspaceFolders": workspaceFolders.map { ["uri": Self.uri($0), "name": "folder"] }])
        notify("initialized", [:])
    }

    static func parse(_ object: [String: Any]) -> IncomingMessage {
        let data = try! JSONSerialization.data(withJSONObject: object)
        return try! IncomingMessage.parse(Array(data)).get()
    }

    /// Sends a request and returns the response (checks are flushed first, as when no message waits).
    @discardableResult
    func request(_ method: String, _ params: [String: Any], id: Int? = nil) -> [String: Any] {
        let id = id ?? nextID
        nextID += 1
        server.flush()
        output.removeAll()
        server.handle(Self.parse(["jsonrpc": "2.0", "id": id, "method": method, "params": params]))
        let responses = output.messages.filter { ($0["id"] as? Int) == id }
        #expect(responses.count == 1, "one response to \(method)")
        return responses.first ?? [:]
    }

    func notify(_ method: String, _ params: [String: Any]) {
        server.handle(Self.parse(["jsonrpc": "2.0", "method": method, "params": params]))
    }

    /// Runs the deferred checks and returns what was published, by URI (the last publish of each).
    func publishes() -> [String: [[String: Any]]] {
        output.removeAll()
        server.flush()
        var found: [String: [[String: Any]]] = [:]
        for message in output.messages where message["method"] as? String == "textDocument/publishDiagnostics" {
            let params = message["params"] as! [String: Any]
            found[params["uri"] as! String] = params["diagnostics"] as? [[String: Any]]
        }
        return found
    }

    func open(_ path: String, text: String, version: Int = 0) {
        notify("textDocument/didOpen", ["textDocument": ["uri": Self.uri(path), "languageId": "", "version": version,
                                                         "text": text]])
    }

    func change(_ path: String, version: Int, changes: [[String: Any]]) {
        notify("textDocument/didChange", ["textDocument": ["uri": Self.uri(path), "version": version],
                                          "contentChanges": changes])
    }

    func close(_ path: String) {
        notify("textDocument/didClose", ["textDocument": ["uri": Self.uri(path)]])
    }

    static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    static func position(_ line: Int, _ character: Int) -> [String: Int] { ["line": line, "character": character] }

    static func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> [String: Any] {
        ["start": position(line, start), "end": position(endLine, end)]
    }
}

/// A Settings bundle in a fresh temporary folder, removed with `remove()`.
struct TemporaryFolder {
    let path: String
    /// The fresh folder the bundle is in (removed whole).
    private let base: URL

    init(_ files: [String: String], bundle: String = "Settings.bundle") throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-lsp-\(UUID().uuidString)")
        path = bundle.isEmpty ? base.path : base.appendingPathComponent(bundle).path
        for (name, text) in files { try write(text, to: name) }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ text: String, to name: String) throws {
        let url = URL(fileURLWithPath: file(name))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove() {
        try? FileManager.default.removeItem(at: base)
    }
}

/// A page holding `items` (each the inside of a specifier's `<dict>`) and the `StringsTable` named.
func page(_ items: [String], table: String? = "Root") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \(table.map { "\t<key>StringsTable</key>\n\t<string>\($0)</string>\n" } ?? "")\t<key>PreferenceSpecifiers</key>
    \t<array>
    \(items.map { "\t\t<dict>\n\($0)\t\t</dict>\n" }.joined())\t</array>
    </dict>
    </plist>

    """
}

/// The inside of a specifier's `<dict>` with these keys and string values, in order.
func item(_ pairs: KeyValuePairs<String, String>) -> String {
    pairs.map { "\t\t\t<key>\($0.key)</key>\n\t\t\t<string>\($0.value)</string>\n" }.joined()
}
