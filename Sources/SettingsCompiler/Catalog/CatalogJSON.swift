import JSON

/// A catalog's JSON as `catalog extract` edits it: every value kept as read (unknown keys, states and
/// versions included), objects as ordered members that the writer sorts (`CatalogWriter`).
package indirect enum CatalogJSON: Sendable, Equatable {
    case object([Member])
    case array([CatalogJSON])
    case string(String)
    /// A number as it was written (`2`).
    case number(String)
    case bool(Bool)
    case null

    package struct Member: Sendable, Equatable {
        package var key: String
        package var value: CatalogJSON

        package init(_ key: String, _ value: CatalogJSON) {
            self.key = key
            self.value = value
        }
    }

    /// An empty object.
    package static let emptyObject = CatalogJSON.object([])

    /// `value` of `document` as a tree. A key written twice keeps its last value (as Foundation does), in
    /// the place of the first. Recursive: catalogs are read with a depth limit (`CatalogDocument.maxDepth`).
    package init(_ value: JSONValue, of document: JSONDocument) {
        switch document.kind(value) {
        case .object:
            var members: [Member] = []
            var positions: [String: Int] = [:]
            members.reserveCapacity(document.count(of: value))
            for member in document.members(of: value) {
                let key = document.string(member.key) ?? ""
                let child = CatalogJSON(member.value, of: document)
                if let earlier = positions[key] {
                    members[earlier].value = child
                } else {
                    positions[key] = members.count
                    members.append(Member(key, child))
                }
            }
            self = .object(members)
        case .array: self = .array(document.items(of: value).map { CatalogJSON($0, of: document) })
        case .string: self = .string(document.string(value) ?? "")
        case .number: self = .number(document.numberLiteral(value) ?? "0")
        case .bool: self = .bool(document.bool(value) ?? false)
        case .null: self = .null
        }
    }

    // MARK: Objects

    /// The value of the member `key`, for an object.
    package subscript(key: String) -> CatalogJSON? {
        get {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }
        set {
            guard case .object(var members) = self else { return }
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(Member(key, newValue))
            }
            self = .object(members)
        }
    }

    /// The members of an object (none for another value).
    package var members: [Member] {
        if case .object(let members) = self { return members }
        return []
    }

    /// The text of a string (nil for another value).
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
