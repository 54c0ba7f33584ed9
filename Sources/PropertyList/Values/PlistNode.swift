import Diagnostics
import Platform

/// A property-list value with the place in the source where it starts.
///
/// Equality compares values only: a location is where a value came from, not part of what it is
/// (so a value written by `PlistWriter` and parsed again equals the original).
public struct PlistNode: Sendable, Equatable {
    package var value: PlistValue
    package var location: SourceLocation

    package init(_ value: PlistValue, at location: SourceLocation = .start) {
        self.value = value
        self.location = location
    }

    public static func == (lhs: PlistNode, rhs: PlistNode) -> Bool { lhs.value == rhs.value }
}

/// Every PropertyList-1.0 type.
public enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(PlistInteger)
    case real(Double)
    case bool(Bool)
    case date(PlistDate)
    case data([UInt8])
    case array([PlistNode])
    case dictionary(PlistDictionary)

    /// The type's name as users know it from the XML: "string", "integer", "dictionary", ...
    package var typeName: String { kind.typeName }

    /// What kind of value it is, as the flat buffer records it.
    package var kind: PlistBuffer.Kind {
        switch self {
        case .string: .string
        case .integer: .integer
        case .real: .real
        case .bool: .bool
        case .date: .date
        case .data: .data
        case .array: .array
        case .dictionary: .dictionary
        }
    }

    public static func == (lhs: PlistValue, rhs: PlistValue) -> Bool {
        switch (lhs, rhs) {
        // Texts are equal when their bytes are, as CoreFoundation's (and Foundation's `isEqual:`) are:
        // the Settings app finds a stored value among a specifier's `Values` so.
        case let (.string(a), .string(b)): System.sameBytes(a, b)
        case let (.integer(a), .integer(b)): a == b
        // NaN is a value a plist can hold; a round trip must keep it.
        case let (.real(a), .real(b)): a == b || (a.isNaN && b.isNaN)
        case let (.bool(a), .bool(b)): a == b
        case let (.date(a), .date(b)): a == b
        case let (.data(a), .data(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.dictionary(a), .dictionary(b)): a == b
        default: false
        }
    }
}

/// A `<dict>`: key/value entries in document order, duplicates included (the parser reports them).
///
/// Keys are told apart by their bytes, as CoreFoundation's dictionaries and the Settings app tell them
/// apart: a key canonically equivalent to another but written with other scalars is another key.
public struct PlistDictionary: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: PlistNode

        package init(key: String, keyLocation: SourceLocation = .start, value: PlistNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }

        package static func == (lhs: Entry, rhs: Entry) -> Bool { System.sameBytes(lhs.key, rhs.key) && lhs.value == rhs.value }
    }

    package var entries: [Entry]
    /// Keys written in the dictionary whose value was missing or invalid: the parser reported them and
    /// left them out of `entries`. A decoder does not report them as missing too.
    package var droppedKeys: [String]

    package init(_ entries: [Entry] = [], droppedKeys: [String] = []) {
        self.entries = entries
        self.droppedKeys = droppedKeys
    }

    /// Equal entries (the dropped keys are a fact about the source, like locations).
    public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool { lhs.entries == rhs.entries }

    /// Whether `key` is written in the dictionary, with a usable value or not.
    package func defines(_ key: String) -> Bool {
        entries.contains { System.sameBytes($0.key, key) } || droppedKeys.contains { System.sameBytes($0, key) }
    }

    /// The value for `key`; with duplicates, the last one (as every plist reader does).
    package subscript(key: String) -> PlistNode? {
        entries.last(where: { System.sameBytes($0.key, key) })?.value
    }

    /// Sets `key` in place, keeping its position (the first entry of that key), or appends it.
    package mutating func set(_ key: String, to value: PlistNode) {
        if let index = entries.firstIndex(where: { System.sameBytes($0.key, key) }) {
            entries[index].value = value
        } else {
            entries.append(Entry(key: key, value: value))
        }
    }

    /// Removes every entry for `key`; returns whether there was one.
    @discardableResult
    package mutating func remove(_ key: String) -> Bool {
        let before = entries.count
        entries.removeAll { System.sameBytes($0.key, key) }
        return entries.count != before
    }
}
