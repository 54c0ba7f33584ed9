import XMLStream

/// The entries of one `.strings` file, in file order, with where each key and value starts.
///
/// Duplicates are kept in `entries` (the parser warns about them); a lookup finds the last
/// definition of a key, as CoreFoundation's dictionary does when it sets each entry in turn.
/// Equality compares the entries, locations included.
public struct StringsTable: Sendable, Equatable {
    /// One `"key" = "value";` (or `"key";`, whose value is the key and whose value location is the key's).
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: String
        public var keyLocation: SourceLocation
        public var valueLocation: SourceLocation

        public init(key: String, value: String, keyLocation: SourceLocation = .start,
                    valueLocation: SourceLocation = .start) {
            self.key = key
            self.value = value
            self.keyLocation = keyLocation
            self.valueLocation = valueLocation
        }
    }

    private var storage: [Entry]
    /// The index in `storage` of the last entry of each key.
    private var lastIndex: [String: Int]

    /// Every entry in file order, duplicates included. Setting it rebuilds the lookup index;
    /// add entries one at a time with `append(_:)`.
    public var entries: [Entry] {
        get { storage }
        set {
            storage = newValue
            lastIndex = StringsTable.index(of: newValue)
        }
    }

    public init(entries: [Entry] = []) {
        self.storage = entries
        self.lastIndex = StringsTable.index(of: entries)
    }

    /// Adds an entry at the end; it is now the definition its key looks up.
    public mutating func append(_ entry: Entry) {
        lastIndex[entry.key] = storage.count
        storage.append(entry)
    }

    /// The value of the last entry for `key`, or nil.
    public subscript(key: String) -> String? {
        lastIndex[key].map { storage[$0].value }
    }

    /// The last entry for `key`, with its locations.
    public func entry(for key: String) -> Entry? {
        lastIndex[key].map { storage[$0] }
    }

    public func contains(_ key: String) -> Bool {
        lastIndex[key] != nil
    }

    /// How many distinct keys the table defines.
    public var keyCount: Int { lastIndex.count }

    public static func == (lhs: StringsTable, rhs: StringsTable) -> Bool {
        lhs.storage == rhs.storage
    }

    private static func index(of entries: [Entry]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count)
        for (offset, entry) in entries.enumerated() { index[entry.key] = offset }
        return index
    }
}
