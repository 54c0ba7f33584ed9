/// An error answered instead of a result (JSON-RPC 2.0 and LSP codes).
package struct ResponseError: Error, Equatable, Sendable {
    package var code: Int
    package var message: String

    package init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// The body is not JSON.
    static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// JSON, but no request (or a request at a time none is taken: after `shutdown`).
    static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "settingsc lsp has no method '\(method)'")
    }
    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized yet")
    static let requestCancelled = ResponseError(code: -32800, message: "the request was cancelled")
}
