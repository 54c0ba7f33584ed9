/// Arrays and objects: counts, items, members, lookups, and which value holds a position.
extension JSONDocument {
    /// An array's items or an object's members; 0 for a scalar.
    package func count(of value: JSONValue) -> Int {
        let slot = slots[value.index]
        return slot.tag == .array || slot.tag == .object ? slot.low : 0
    }

    /// An array's items in order (none for another kind).
    package func items(of value: JSONValue) -> Items {
        let slot = slots[value.index]
        return slot.tag == .array ? Items(slots: slots, first: value.index + 1, end: slot.high)
            : Items(slots: slots, first: 0, end: 0)
    }

    /// An object's members in document order, duplicates included (none for another kind).
    package func members(of value: JSONValue) -> Members {
        Members(slots: slots, cursor: memberCursor(of: value))
    }

    /// Where a walk over an object's members starts (none for another kind); `next(_:)` steps it. It holds
    /// positions only: the `members(of:)` iterator holds the document's values, one reference counted for
    /// every walk, and two threads decoding one document count it on the one word they share (a catalog's
    /// decoder walks 120,000 objects).
    package func memberCursor(of value: JSONValue) -> MemberCursor {
        let slot = slots[value.index]
        return slot.tag == .object ? MemberCursor(position: value.index + 1, end: slot.high) : MemberCursor(position: 0, end: 0)
    }

    /// The member at `cursor`, which moves past it; nil after the last.
    package func next(_ cursor: inout MemberCursor) -> JSONMember? {
        cursor.step(in: slots)
    }

    /// The value of an object's member named `name` (compared byte for byte); the last one when the key
    /// is duplicated, as `JSONSerialization` keeps it. Linear in the members: to look up many names in a
    /// large object, walk `members(of:)` once instead.
    package func member(_ name: String, of object: JSONValue) -> JSONValue? {
        var found: JSONValue?
        for member in members(of: object) where isString(member.key, equalTo: name) { found = member.value }
        return found
    }

    /// The innermost value or key whose range holds the byte `offset` (what an editor's cursor is on).
    package func value(containing offset: Int) -> JSONValue? {
        guard let root, range(root).contains(offset) else { return nil }
        var current = root.index
        descend: while true {
            let slot = slots[current]
            guard slot.tag == .array || slot.tag == .object else { return JSONValue(current) }
            var child = current + 1
            while child < slot.high {
                let start = slots[child].start
                if start > offset { break }
                if start <= offset && offset < Int(slots[child].end) {
                    current = child
                    continue descend
                }
                child = Self.end(of: child, in: slots)
            }
            return JSONValue(current)
        }
    }

    @inline(__always)
    static func end(of index: Int, in slots: [JSONSlot]) -> Int {
        let slot = slots[index]
        return slot.tag == .array || slot.tag == .object ? slot.high : index + 1
    }

    /// An array's items, in order.
    package struct Items: Sequence, IteratorProtocol {
        let slots: [JSONSlot]
        var position: Int
        let end: Int

        init(slots: [JSONSlot], first: Int, end: Int) {
            self.slots = slots
            self.position = first
            self.end = end
        }

        package mutating func next() -> JSONValue? {
            guard position < end else { return nil }
            let item = position
            position = JSONDocument.end(of: item, in: slots)
            return JSONValue(item)
        }
    }

    /// A position among an object's members (`memberCursor(of:)`).
    package struct MemberCursor {
        var position: Int
        let end: Int

        /// The member here, moving past it; nil after the last.
        @inline(__always)
        mutating func step(in slots: [JSONSlot]) -> JSONMember? {
            guard position < end else { return nil }
            let key = position
            position = JSONDocument.end(of: key + 1, in: slots)
            return JSONMember(key: JSONValue(key), value: JSONValue(key + 1))
        }
    }

    /// An object's members, in document order: a cursor with the values it walks.
    package struct Members: Sequence, IteratorProtocol {
        let slots: [JSONSlot]
        var cursor: MemberCursor

        package mutating func next() -> JSONMember? {
            cursor.step(in: slots)
        }
    }
}
