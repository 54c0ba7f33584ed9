/// The keys of the dictionaries a reader has open, innermost last, to find a key written twice in one:
/// the index both readers (XML and binary) use.
///
/// Keys are the same when their bytes are, as CoreFoundation and `NSDictionary` compare them ("é" and
/// "e\u{301}" are two keys). A dictionary's first 16 keys are searched one by one; from then on it gets a
/// hash index of its own (a 20,000-key store would otherwise be quadratic).
package struct DictionaryKeys<Place> {
    /// Every open dictionary's keys, in order: a slot of the reader's buffer and where the key was read.
    private var keys: [(slot: Int, place: Place)] = []
    /// The hash indexes of open dictionaries that grew past the linear search, innermost last.
    private var indexes: [(mark: Int, index: [[UInt8]: Place])] = []

    private static var linearLimit: Int { 16 }

    package init() {}

    /// Where the keys of a dictionary opened now begin: what `insert` and `close` take.
    package var mark: Int { keys.count }

    /// Forgets the keys of the dictionary opened at `mark` (and of any still open inside it).
    package mutating func close(_ mark: Int) {
        if mark < keys.count { keys.removeSubrange(mark...) }
        while let last = indexes.last?.mark, last >= mark { indexes.removeLast() }
    }

    /// Adds the key in slot `key` of `values`, read at `place`, to the dictionary opened at `mark`;
    /// returns where the same key was first read in it, if it was.
    package mutating func insert(_ key: Int, at place: Place, dictionary mark: Int, in values: PlistBuffer) -> Place? {
        // Only the mark is read: binding the last index to a constant would hold a second reference to
        // its dictionary, and each insertion below would copy it whole (quadratic).
        if indexes.last?.mark == mark {
            let name = values.textBytes(key)
            if let first = indexes[indexes.count - 1].index[name] { return first }
            indexes[indexes.count - 1].index[name] = place
            return nil
        }
        for seen in keys[mark...] where values.sameText(seen.slot, key) { return seen.place }
        keys.append((key, place))
        if keys.count - mark > Self.linearLimit {
            var index: [[UInt8]: Place] = [:]
            for seen in keys[mark...] { index[values.textBytes(seen.slot)] = seen.place }
            keys.removeSubrange(mark...)
            indexes.append((mark, index))
        }
        return nil
    }
}
