import Foundation
import Testing

/// What a client writes to `settingsc lsp` (framed JSON-RPC messages and deliberate garbage), and
/// what the server wrote back, cut into messages by a framer of the test's own.
struct LSPTranscript {
    private(set) var bytes = Data()
    private var nextID = 1

    /// A framed message (`body` written as it is, so that a test can send JSON that is not).
    mutating func raw(_ body: String, header: String? = nil) {
        let data = Data(body.utf8)
        bytes += Data((header ?? "Content-Length: \(data.count)\r\n\r\n").utf8)
        bytes += data
    }

    /// Bytes with no framing at all.
    mutating func garbage(_ text: String) { bytes += Data(text.utf8) }

    mutating func append(_ data: Data) { bytes += data }

    /// A request; its id.
    @discardableResult
    mutating func request(_ method: String, _ params: [String: Any] = [:], id: Int? = nil) -> Int {
        let id = id ?? nextID
        nextID = max(nextID, id) + 1
        message(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return id
    }

    mutating func notify(_ method: String, _ params: [String: Any] = [:]) {
        message(["jsonrpc": "2.0", "method": method, "params": params])
    }

    mutating func message(_ object: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        bytes += Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes += body
    }

    /// `initialize` (offering `positionEncodings` when given) and `initialized`.
    mutating func initialize(positionEncodings: [String]? = nil, root: String? = nil) {
        var capabilities: [String: Any] = [:]
        if let positionEncodings { capabilities["general"] = ["positionEncodings": positionEncodings] }
        var params: [String: Any] = ["processId": NSNull(), "capabilities": capabilities]
        if let root { params["rootUri"] = URL(fileURLWithPath: root).absoluteString }
        request("initialize", params, id: 1_000)
        notify("initialized")
    }

    /// A page of `items` switches, for heavy input: 5 lines of header, then 10 lines an item (its
    /// title, `<string>Title</string>`, on the 5th).
    static func largePage(items: Int) -> String {
        let item = "\t\t<dict>\n\t\t\t<key>Type</key>\n\t\t\t<string>PSToggleSwitchSpecifier</string>\n"
            + "\t\t\t<key>Title</key>\n\t\t\t<string>Title</string>\n\t\t\t<key>Key</key>\n\t\t\t<string>key</string>\n"
            + "\t\t\t<key>DefaultValue</key>\n\t\t\t<true/>\n\t\t</dict>\n"
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>PreferenceSpecifiers</key>\n"
            + "\t<array>\n" + String(repeating: item, count: items) + "\t</array>\n</dict>\n</plist>\n"
    }

    /// The server's output cut into messages; a frame that is not `Content-Length: N`, an empty line and
    /// N bytes of JSON is recorded as an issue.
    static func messages(in output: String) -> [[String: Any]] {
        var data = Data(output.utf8)[...]
        var messages: [[String: Any]] = []
        let separator = Data("\r\n\r\n".utf8)
        while !data.isEmpty {
            guard let end = data.range(of: separator),
                  let header = String(data: data[data.startIndex..<end.lowerBound], encoding: .utf8),
                  header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst(16)),
                  end.upperBound + length <= data.endIndex else {
                Issue.record("a frame the server wrote is broken: \(String(decoding: data.prefix(200), as: UTF8.self))")
                return messages
            }
            let body = data[end.upperBound..<(end.upperBound + length)]
            guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
                Issue.record("a body the server wrote is no JSON object: \(String(decoding: body.prefix(200), as: UTF8.self))")
                return messages
            }
            messages.append(object)
            data = data[(end.upperBound + length)...]
        }
        return messages
    }
}

extension Dictionary where Key == String, Value == Any {
    /// An error response's code.
    var errorCode: Int? { (self["error"] as? [String: Any])?["code"] as? Int }
    var id: Int? { self["id"] as? Int }
    var method: String? { self["method"] as? String }
}
