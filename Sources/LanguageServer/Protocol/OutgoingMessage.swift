import JSON

/// The messages the server sends, made as framed bytes: `Content-Length: N`, an empty line, N bytes
/// of compact JSON.
package enum OutgoingMessage {
    /// A response carrying what `result` writes (one value).
    package static func response(_ id: RequestID, result: (inout JSONWriter) -> Void) -> [UInt8] {
        message { writer in
            writer.key("id")
            id.write(to: &writer)
            writer.key("result")
            result(&writer)
        }
    }

    /// An error response; `id` is null when the request's could not be read.
    package static func error(_ id: RequestID?, _ error: ResponseError) -> [UInt8] {
        message { writer in
            writer.key("id")
            if let id { id.write(to: &writer) } else { writer.null() }
            writer.member("error") { writer in
                writer.object { writer in
                    writer.member("code", error.code)
                    writer.member("message", error.message)
                }
            }
        }
    }

    /// A notification with the `params` object `params` writes.
    package static func notification(_ method: String, params: (inout JSONWriter) -> Void) -> [UInt8] {
        message { writer in
            writer.member("method", method)
            writer.key("params")
            params(&writer)
        }
    }

    /// A request of the server's own (its response is not waited for).
    package static func request(_ id: RequestID, _ method: String, params: (inout JSONWriter) -> Void) -> [UInt8] {
        message { writer in
            writer.key("id")
            id.write(to: &writer)
            writer.member("method", method)
            writer.key("params")
            params(&writer)
        }
    }

    private static func message(_ body: (inout JSONWriter) -> Void) -> [UInt8] {
        var writer = JSONWriter()
        writer.object { writer in
            writer.member("jsonrpc", "2.0")
            body(&writer)
        }
        return framed(writer.bytes)
    }

    /// `body` behind its header.
    package static func framed(_ body: [UInt8]) -> [UInt8] {
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes.reserveCapacity(bytes.count + body.count)
        bytes += body
        return bytes
    }
}
