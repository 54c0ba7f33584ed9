import PropertyList

/// The Swift type a plist scalar is read as, and how `UserDefaults` reads it.
public enum SwiftValueType: String, Sendable, Equatable {
    case bool = "Bool"
    case int = "Int"
    case double = "Double"
    case string = "String"
    case date = "Date"
    case data = "Data"

    /// The type of a value; nil for arrays and dictionaries (no keyed item holds one).
    public init?(of value: PlistValue) {
        switch value {
        case .string: self = .string
        case .integer: self = .int
        case .real: self = .double
        case .bool: self = .bool
        case .date: self = .date
        case .data: self = .data
        case .array, .dictionary: return nil
        }
    }

    /// The `UserDefaults` method that reads it when a value is stored, with the conversions Apple's
    /// accessors make (a stored `"YES"` is a true `bool(forKey:)`); nil where `object(forKey:)` must
    /// be cast instead.
    var accessor: String? {
        switch self {
        case .bool: "bool"
        case .int: "integer"
        case .double: "double"
        case .string: "string"
        case .data: "data"
        case .date: nil
        }
    }

    /// Whether the accessor gives a value (not nil) even for a missing key, so that the getter must
    /// check for the key first to fall back to the definition's default.
    var accessorHasNoAbsentValue: Bool {
        self == .bool || self == .int || self == .double
    }
}
