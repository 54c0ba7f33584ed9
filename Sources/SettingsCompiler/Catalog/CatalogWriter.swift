import JSON

/// Writes a catalog's JSON exactly as Xcode does — Foundation's `JSONSerialization` with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`: two spaces a level, `"key" : value`, an empty object as
/// `{`, an empty line and `}`, `/` unescaped, no line break at the end, and every object's keys in
/// Foundation's order (`CatalogKeyOrder`). A catalog Xcode saved comes out byte for byte as it was.
package struct CatalogWriter {
    /// Xcode's layout (docs/string-catalogs.md, "Serialization").
    package static let style = JSONStyle(indentWidth: 2, spaceBeforeColon: true, spaceAfterColon: true,
                                         emptyContainers: .blankLine, escapesSlash: false, finalNewline: false)

    private let order = CatalogKeyOrder()
    /// Orders found so far, by the keys they order: most objects of a catalog have the same few keys
    /// (the same languages, `state` and `value`), sorted once each.
    private var orders: [[String]: [Int]] = [:]

    package init() {}

    /// The catalog's bytes.
    package mutating func bytes(_ catalog: CatalogJSON) -> [UInt8] {
        var writer = JSONWriter(style: Self.style)
        write(catalog, into: &writer)
        return writer.bytes
    }

    private mutating func write(_ value: CatalogJSON, into writer: inout JSONWriter) {
        switch value {
        case .object(let members):
            writer.beginObject()
            for index in sortedIndexes(members) {
                writer.key(members[index].key)
                write(members[index].value, into: &writer)
            }
            writer.endObject()
        case .array(let items):
            writer.beginArray()
            for item in items { write(item, into: &writer) }
            writer.endArray()
        case .string(let text): writer.string(text)
        case .number(let literal): writer.number(literal: ArraySlice(literal.utf8))
        case .bool(let flag): writer.bool(flag)
        case .null: writer.null()
        }
    }

    private mutating func sortedIndexes(_ members: [CatalogJSON.Member]) -> [Int] {
        let keys = members.map(\.key)
        if keys.count < 2 { return Array(keys.indices) }
        if let known = orders[keys] { return known }
        let texts = keys.map { Array($0.utf16) }
        let sorted = keys.indices.sorted { order.compare(texts[$0], texts[$1]) < 0 }
        // Large objects (the entries) are sorted once each: not worth keeping.
        if keys.count <= 64 { orders[keys] = sorted }
        return sorted
    }
}
