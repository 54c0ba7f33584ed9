/// One value or key of a `JSONDocument`, 24 bytes: what it is, where it is, and its payload.
///
/// Slots are in document order; a container's descendants follow it and it records the index after
/// them, so a value is skipped in one step. An object's members are a key slot followed by the value's.
struct JSONSlot {
    /// What a slot holds. A string whose text is exactly its bytes between the quotes is `plain` (its text
    /// is read from the input); one with escapes or repaired bytes is `decoded` (its text is in `text`).
    enum Tag: UInt32 {
        case null = 0, `false`, `true`, integer, real, plainString, decodedString, plainKey, decodedKey, array, object

        /// Written out so that it inlines where a slot's tag is read (the synthesized one was a call per
        /// read, about 30 instructions, on every slot a reader or decoder looks at).
        @inline(__always)
        init?(rawValue: UInt32) {
            switch rawValue {
            case 0: self = .null
            case 1: self = .false
            case 2: self = .true
            case 3: self = .integer
            case 4: self = .real
            case 5: self = .plainString
            case 6: self = .decodedString
            case 7: self = .plainKey
            case 8: self = .decodedKey
            case 9: self = .array
            case 10: self = .object
            default: return nil
            }
        }
    }

    /// The tag in the top 4 bits, the start's byte offset in the other 28.
    var head: UInt32
    /// The byte offset after the value's last byte.
    var end: UInt32
    var line: UInt32
    var column: UInt32
    /// Integer: the `Int64`'s bits. Real: the `Double`'s bits. Decoded string or key: offset in `text` in
    /// the high half, length in the low half. Container: the index after its last descendant in the high
    /// half, its item or member count in the low half.
    var payload: UInt64

    init(_ tag: Tag, start: Int, end: Int, line: Int, column: Int, payload: UInt64 = 0) {
        head = tag.rawValue << 28 | UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.line = UInt32(truncatingIfNeeded: line)
        self.column = UInt32(truncatingIfNeeded: column)
        self.payload = payload
    }

    @inline(__always) var tag: Tag { Tag(rawValue: head >> 28)! }
    @inline(__always) var start: Int { Int(head & 0x0FFF_FFFF) }
    @inline(__always) var high: Int { Int(payload >> 32) }
    @inline(__always) var low: Int { Int(payload & 0xFFFF_FFFF) }

    @inline(__always) static func pair(_ high: Int, _ low: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: high) << 32 | UInt64(truncatingIfNeeded: low)
    }
}
