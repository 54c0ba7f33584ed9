import JSON

/// One JSON-RPC message from the client, read: a request (with its id), a notification, or a response
/// to a request of the server's; its `params` are read through `document`.
package struct IncomingMessage: Sendable {
    package enum Kind: Equatable, Sendable {
        case request(RequestID)
        case notification
        /// A response to one of the server's own requests (which the server does not wait for).
        case response
    }

    package let kind: Kind
    /// The method; empty for a response.
    package let method: String
    package let document: JSONDocument
    /// `params`, if the message has them.
    package let params: JSONValue?

    /// Why a body is no message: the error to answer, with the request's id when it could be read.
    package struct Refusal: Error, Sendable {
        package var id: RequestID?
        package var error: ResponseError
    }

    /// The deepest nesting read in a message (LSP's are a few levels deep).
    static let maxDepth = 64

    /// Reads a message body.
    package static func parse(_ body: [UInt8]) -> Result<IncomingMessage, Refusal> {
        let document = JSONReader.parse(body, limits: JSONLimits(maxInputBytes: body.count, maxDepth: maxDepth))
        if let problem = document.problems.first(where: { $0.kind.stopsReading }) {
            return .failure(Refusal(id: nil, error: .parseError("the message is not JSON: \(problem.description)")))
        }
        guard let root = document.root, document.kind(root) == .object else {
            return .failure(Refusal(id: nil, error: .invalidRequest("a message must be a JSON object")))
        }
        let idValue = document.member("id", of: root)
        var id: RequestID?
        if let idValue, !document.isNull(idValue) {
            guard let read = RequestID(idValue, in: document) else {
                return .failure(Refusal(id: nil, error: .invalidRequest("'id' must be a number or a string")))
            }
            id = read
        }
        guard let version = document.member("jsonrpc", of: root), document.isString(version, equalTo: "2.0") else {
            return .failure(Refusal(id: id, error: .invalidRequest("'jsonrpc' must be \"2.0\"")))
        }
        // `"params": null` is taken as no params: clients send it for requests that take none (`shutdown`).
        let params = document.member("params", of: root).flatMap { document.isNull($0) ? nil : $0 }
        guard let methodValue = document.member("method", of: root) else {
            if document.member("result", of: root) != nil || document.member("error", of: root) != nil {
                return .success(IncomingMessage(kind: .response, method: "", document: document, params: nil))
            }
            return .failure(Refusal(id: id, error: .invalidRequest("a request needs a 'method'")))
        }
        guard let method = document.string(methodValue) else {
            return .failure(Refusal(id: id, error: .invalidRequest("'method' must be a string")))
        }
        if let params, document.kind(params) != .object, document.kind(params) != .array {
            return .failure(Refusal(id: id, error: .invalidRequest("'params' must be an object or an array")))
        }
        return .success(IncomingMessage(kind: id.map { .request($0) } ?? .notification, method: method,
                                        document: document, params: params))
    }
}
