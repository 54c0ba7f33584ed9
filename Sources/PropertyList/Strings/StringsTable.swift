import Diagnostics

/// The entries of one `.strings` file, in file order, with where each key and value starts.
///
/// Duplicates are kept in `entries` (the parser warns about them); a lookup finds the last
/// definition of a key, as CoreFoundation's dictionary does when it sets each entry in turn.
/// Equality compares the entries, locations included.
public struct StringsTable: Sendable, Equatable {
    /// One `"key" = "value";` (or `"key";`, whose value is the key and whose value location is the key's).
    package struct Entry: Sendable, Equatable {
        package var key: String
        package var value: String
        package var keyLocation: SourceLocation
        package var valueLocation: SourceLocation

        package init(key: String, value: String, keyLocation: SourceLocation = .start,
                    valueLocation: SourceLocation = .start) {
            self.key = key
            self.value = value
            self.keyLocation = keyLocation
            self.valueLocation = valueLocation
        }
    }

    /// Where a key's first and last entries are in `storage`.
    private struct Positions: Sendable, Equatable {
        var first: Int
        var last: Int
    }

    /// Whether the device reads fewer entries than the file has (a syntax error cut the table short or
    /// dropped it, as reported): checks that compare tables do not report what follows from that again.
    package var cutByDevice = false

    private var storage: [Entry]
    /// The positions of each key's entries: one hash per entry added, one per lookup.
    private var lastIndex: [String: Positions]

    /// Every entry in file order, duplicates included. Setting it rebuilds the lookup index;
    /// add entries one at a time with `append(_:)`.
    package var entries: [Entry] {
        get { storage }
        set {
            storage = newValue
            lastIndex = StringsTable.index(of: newValue)
        }
    }

    package init(entries: [Entry] = []) {
        self.storage = entries
        self.lastIndex = StringsTable.index(of: entries)
    }

    /// Makes room for `count` entries.
    package mutating func reserveCapacity(_ count: Int) {
        storage.reserveCapacity(count)
        lastIndex.reserveCapacity(count)
    }

    /// Adds an entry at the end; it is now the definition its key looks up. Returns the key's first
    /// entry when it had one already (a duplicate).
    @discardableResult
    package mutating func append(_ entry: Entry) -> Entry? {
        let position = storage.count
        var first: Int?
        func update(_ positions: inout Positions) {
            if positions.last != position {
                first = positions.first
                positions.last = position
            }
        }
        update(&lastIndex[entry.key, default: Positions(first: position, last: position)])
        storage.append(entry)
        return first.map { storage[$0] }
    }

    /// The value of the last entry for `key`, or nil.
    package subscript(key: String) -> String? {
        lastIndex[key].map { storage[$0.last].value }
    }

    /// The last entry for `key`, with its locations.
    package func entry(for key: String) -> Entry? {
        lastIndex[key].map { storage[$0.last] }
    }

    package func contains(_ key: String) -> Bool {
        lastIndex[key] != nil
    }

    /// How many distinct keys the table defines.
    package var keyCount: Int { lastIndex.count }

    public static func == (lhs: StringsTable, rhs: StringsTable) -> Bool {
        lhs.storage == rhs.storage
    }

    private static func index(of entries: [Entry]) -> [String: Positions] {
        var table = StringsTable(storage: [], index: [:])
        table.storage.reserveCapacity(entries.count)
        for entry in entries { table.append(entry) }
        return table.lastIndex
    }

    private init(storage: [Entry], index: [String: Positions]) {
        self.storage = storage
        self.lastIndex = index
    }
}
