/// A value (or an object's key) in a `JSONDocument`: a handle, read through the document.
///
/// Handles are ordered as their values are in the text; a handle is only meaningful with the document
/// that gave it.
public struct JSONValue: Hashable, Comparable, Sendable {
    /// The value's slot in its document.
    let index: Int

    init(_ index: Int) { self.index = index }

    public static func < (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.index < rhs.index }
}

/// What a JSON value is (an object's key is a `.string`).
public enum JSONKind: Sendable, Equatable {
    case object, array, string, number, bool, null

    /// The kind's name as a message says it: "an object", "a number"...
    package var described: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// An object's member: its key (a string value with its own location) and its value.
public struct JSONMember: Hashable, Sendable {
    package let key: JSONValue
    package let value: JSONValue
}
