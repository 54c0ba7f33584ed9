import Diagnostics
import Platform

/// The entries of one `.strings` file, in file order, with where each key and value starts.
///
/// The texts are kept as the UTF-8 bytes read, one after the other; a `String` is made only for
/// an entry asked for. Keys are looked up by their bytes, as the device's dictionary compares them:
/// a key written in another Unicode normalisation form than the page's text is not its translation.
///
/// Duplicates are kept (the parser warns about them); a lookup finds the last definition of a key, as
/// CoreFoundation's dictionary does when it sets each entry in turn. Equality compares the entries,
/// locations included.
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

    /// One entry: where its key and value are in `texts`, and where they start in the file.
    ///
    /// A value's location may be stored without its column (`SourceLocation.columnToCount`) where key and
    /// value are ranges of the file on one line: the reader of plain entries does not count the scalars of
    /// texts, and the column is counted here, from the key's, over the entry's own bytes, when the
    /// location is asked for (an editor, a finding). Counting it while reading cost about a hundred
    /// instructions an entry; counting from the line's start instead of the key would make asking for
    /// every location of a table written on one line quadratic.
    struct Record: Sendable {
        var key: Range<Int>
        var value: Range<Int>
        var keyLocation: SourceLocation
        var valueLocation: SourceLocation
    }

    /// Whether the device reads fewer entries than the file has (a syntax error cut the table short or
    /// dropped it, as reported): checks that compare tables do not report what follows from that again.
    package var cutByDevice = false

    /// The texts of every key and value, UTF-8. The reader starts it as the file's bytes, so that a text
    /// without escapes is a range of the file, and decodes the others onto its end.
    var texts: [UInt8] = []
    private(set) var records: [Record] = []
    /// Each key's first and last entries, found by the key's bytes.
    private var index = StringsKeyIndex()
    /// Whether some entry's value differs from its key.
    package private(set) var translatesAnything = false

    package init(entries: [Entry] = []) {
        for entry in entries { append(entry) }
    }

    /// An empty table whose texts start as `texts` (a file's bytes, whose ranges its entries will be),
    /// with room for `count` entries. (The texts are not reserved: that would copy the file's bytes.)
    init(texts: [UInt8], reserving count: Int) {
        self.texts = texts
        records.reserveCapacity(count)
        index.reserveCapacity(count)
    }

    /// Makes room for `count` entries of `bytes` bytes of text in all.
    package mutating func reserveCapacity(_ count: Int, bytes: Int = 0) {
        records.reserveCapacity(count)
        // Even with nothing to reserve, reserving would copy texts shared with the reader's file bytes.
        if bytes > 0 { texts.reserveCapacity(bytes) }
        index.reserveCapacity(count)
    }

    /// How many entries the table has, duplicates included.
    package var count: Int { records.count }
    package var isEmpty: Bool { records.isEmpty }
    /// How many distinct keys the table defines.
    package var keyCount: Int { index.count }

    /// Every entry in file order, duplicates included, made on demand.
    package var entries: [Entry] { records.indices.map(entry(at:)) }

    /// Every key in file order, duplicates included, each made when it is reached.
    package var keys: LazyMapSequence<Range<Int>, String> { records.indices.lazy.map(key(at:)) }

    package func entry(at position: Int) -> Entry {
        let record = records[position]
        return Entry(key: text(record.key), value: text(record.value), keyLocation: record.keyLocation,
                     valueLocation: valueLocation(of: record))
    }

    /// Where `record`'s value starts: counted from its key's column if it was stored without one (the
    /// scalars of the file between the key's opening quote and the value's, which the file's bytes at the
    /// start of `texts` hold).
    private func valueLocation(of record: Record) -> SourceLocation {
        guard record.valueLocation.isColumnToCount else { return record.valueLocation }
        var column = record.keyLocation.column
        for byte in texts[(record.key.lowerBound - 1)..<(record.value.lowerBound - 1)] where byte & 0xC0 != 0x80 {
            column += 1
        }
        return SourceLocation(line: record.valueLocation.line, column: column)
    }

    package func key(at position: Int) -> String { text(records[position].key) }

    /// The line of the last entry's key or value, whichever is later.
    var lastEntryLine: Int? { records.last.map { max($0.keyLocation.line, $0.valueLocation.line) } }

    func text(_ range: Range<Int>) -> String { String(decoding: texts[range], as: UTF8.self) }

    // MARK: Adding

    /// Adds an entry at the end; it is now the definition its key looks up. Returns the key's first
    /// entry when it had one already (a duplicate).
    @discardableResult
    package mutating func append(_ entry: Entry) -> Entry? {
        let keyStart = texts.count
        texts.append(contentsOf: entry.key.utf8)
        let valueStart = texts.count
        texts.append(contentsOf: entry.value.utf8)
        return add(key: keyStart..<valueStart, value: valueStart..<texts.count, keyLocation: entry.keyLocation,
                   valueLocation: entry.valueLocation).map(entry(at:))
    }

    /// Adds an entry whose texts are already in `texts`. Returns the position of the key's first entry
    /// when it had one already (a duplicate).
    mutating func add(key: Range<Int>, value: Range<Int>, keyLocation: SourceLocation,
                      valueLocation: SourceLocation) -> Int? {
        // One at a time, not through `indexKeys`: the grammar's entries are few, and a run of one cost
        // ~145 instructions more than this (the run's room, its closures, its list of repeats).
        let position = records.count
        records.append(Record(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation))
        if !translatesAnything && !System.keyBytes(texts, key, equal: value) { translatesAnything = true }
        return index.insert(position, key: key, in: texts, records: records)
    }

    /// Adds an entry whose texts are already in `texts` without indexing its key: the reader of plain
    /// entries adds a run of them, then indexes the run in one loop (`indexKeys(from:)`) before anything
    /// else reads the table. Indexed one by one, each entry paid a call and the registers the reader's
    /// loop had to save around it (~50 instructions).
    mutating func appendUnindexed(key: Range<Int>, value: Range<Int>, keyLocation: SourceLocation,
                                  valueLocation: SourceLocation) {
        records.append(Record(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation))
    }

    /// A key defined again: the entry at `position`, whose key the entry at `first` defined first.
    struct Duplicate {
        var position: Int
        var first: Int
    }

    /// Indexes the keys of the entries from `start` on (added by `appendUnindexed`), in order, as `add`
    /// would have one by one. Returns the entries that define their key again.
    mutating func indexKeys(from start: Int) -> [Duplicate] {
        if !translatesAnything {
            for position in start..<records.count
            where !System.keyBytes(texts, records[position].key, equal: records[position].value) {
                translatesAnything = true
                break
            }
        }
        return index.insertRun(from: start, in: texts, records: records)
    }

    /// Keeps the first `count` entries (what the device reads of a table cut short by an error).
    mutating func truncate(to count: Int) {
        guard count < records.count else { return }
        records.removeSubrange(count...)
        index = StringsKeyIndex()
        translatesAnything = false
        _ = indexKeys(from: 0)
    }

    // MARK: Looking up

    /// The value of the last entry for `key`, or nil.
    package subscript(key: String) -> String? {
        index.last(for: key, in: texts, records: records).map { text(records[$0].value) }
    }

    /// The last entry for `key`, with its locations.
    package func entry(for key: String) -> Entry? {
        index.last(for: key, in: texts, records: records).map(entry(at:))
    }

    package func contains(_ key: String) -> Bool {
        index.last(for: key, in: texts, records: records) != nil
    }

    /// A text to look up in several tables, hashed once: the hash is the same in every table of a process.
    package struct LookupKey {
        package let text: String
        let hash: Int

        package init(_ text: String) {
            self.text = text
            hash = System.hashKey(text)
        }
    }

    /// Whether the table has each of `keys`, written to `found[offset + k]` for the `k`th key. One call
    /// answers for all the texts of a page: asking one at a time from an array of tables copied the
    /// table (a retain per array it holds) for every lookup.
    package func contains(each keys: [LookupKey], into found: inout [Bool], at offset: Int) {
        // By index: `enumerated()` copies each key, a retain and a release of its text.
        for k in keys.indices {
            found[offset + k] = index.last(for: keys[k].text, hash: keys[k].hash, in: texts, records: records) != nil
        }
    }

    public static func == (lhs: StringsTable, rhs: StringsTable) -> Bool {
        lhs.count == rhs.count && lhs.records.indices.allSatisfy { lhs.entry(at: $0) == rhs.entry(at: $0) }
    }
}

extension SourceLocation {
    /// A line whose column a `StringsTable` counts from its entry's key when asked (no text position has
    /// column 0).
    static func columnToCount(line: Int) -> SourceLocation { SourceLocation(line: line, column: 0) }

    var isColumnToCount: Bool { line > 0 && column == 0 }
}
