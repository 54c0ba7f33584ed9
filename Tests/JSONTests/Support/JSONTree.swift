import Foundation
import JSON

/// A JSON value as a plain tree, for comparing documents with each other and with Foundation's.
/// Objects keep their members in order (duplicates too); numbers compare by value.
indirect enum JSONTree: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONTree])
    case object([(String, JSONTree)])

    /// The tree of `value` in `document`, walked without recursion limits mattering (tests stay shallow).
    init(_ value: JSONValue, in document: JSONDocument) {
        switch document.kind(value) {
        case .null: self = .null
        case .bool: self = .bool(document.bool(value)!)
        case .number: self = .number(document.double(value)!)
        case .string: self = .string(document.string(value)!)
        case .array: self = .array(document.items(of: value).map { JSONTree($0, in: document) })
        case .object: self = .object(document.members(of: value).map { (document.string($0.key)!, JSONTree($0.value, in: document)) })
        }
    }

    /// The tree of what `JSONSerialization` returns; objects sorted by key bytes (Foundation's have no order).
    init(foundation value: Any) {
        switch value {
        case is NSNull: self = .null
        case let number as NSNumber where type(of: number) == type(of: NSNumber(value: true)): self = .bool(number.boolValue)
        case let number as NSNumber: self = .number(number.doubleValue)
        case let string as String: self = .string(string)
        case let array as [Any]: self = .array(array.map(JSONTree.init(foundation:)))
        case let object as [String: Any]:
            self = .object(object.map { ($0.key, JSONTree(foundation: $0.value)) }.sorted { Array($0.0.utf8).lexicographicallyPrecedes($1.0.utf8) })
        default: fatalError("unexpected \(type(of: value))")
        }
    }

    /// Objects as Foundation sees them: the last of duplicate keys (Swift `String` equality: the first
    /// spelling kept, as a Swift dictionary keeps it), sorted by key bytes.
    var foundationShaped: JSONTree {
        switch self {
        case .array(let items): return .array(items.map(\.foundationShaped))
        case .object(let members):
            var last: [String: JSONTree] = [:]
            for (key, value) in members { last[key] = value.foundationShaped }
            return .object(last.map { ($0.key, $0.value) }.sorted { Array($0.0.utf8).lexicographicallyPrecedes($1.0.utf8) })
        default: return self
        }
    }

    static func == (lhs: JSONTree, rhs: JSONTree) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        // Foundation on Linux misrounds long mantissas by up to ~2e-15 (settingsc's are correctly rounded).
        case let (.number(a), .number(b)): a == b || (a.isNaN && b.isNaN) || abs(a - b) <= abs(a) * 1e-14
        case let (.string(a), .string(b)): Array(a.utf8) == Array(b.utf8)
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)):
            a.count == b.count && zip(a, b).allSatisfy { Array($0.0.utf8) == Array($1.0.utf8) && $0.1 == $1.1 }
        default: false
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): value.debugDescription
        case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { "\($0.0.debugDescription): \($0.1)" }.joined(separator: ", ") + "}"
        }
    }
}

extension JSONDocument {
    /// The root as a tree.
    var tree: JSONTree? { root.map { JSONTree($0, in: self) } }
}
