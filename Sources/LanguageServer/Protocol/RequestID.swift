import JSON

/// A request's `id`, echoed in its response: a number or a string (JSON-RPC 2.0).
package enum RequestID: Hashable, Sendable {
    case number(Int)
    case string(String)

    /// The id of `value`; nil when it is neither a whole number nor a string.
    init?(_ value: JSONValue, in document: JSONDocument) {
        if let string = document.string(value) {
            self = .string(string)
        } else if let number = document.int(value) {
            self = .number(number)
        } else {
            return nil
        }
    }

    func write(to writer: inout JSONWriter) {
        switch self {
        case .number(let number): writer.int(number)
        case .string(let string): writer.string(string)
        }
    }
}
