import Diagnostics

/// What `JSONReader.parse` read: located values, laid out flat, and the problems found.
///
/// **Flat slots, not a tree.** Every value and key is one 24-byte slot (`JSONSlot`) in document order;
/// a container's slot records where its descendants end, so walking is index arithmetic and a document
/// is three arrays whatever its size: no allocation per value, no `String` until one is asked for. A
/// string without escapes is not copied: its text is read from the input, which the document keeps.
/// Measured by `Benchmarks/JSON` (release, this 2-core VM) on an 11.4 MB String Catalog of 2,000
/// entries × 30 languages: parsed in 16.6 ms (24.7 under other builds' load; 328 M instructions), held in
/// 13.0 MiB besides the input. A tree of Swift values made from it (an enum per value, a `String` per key
/// and string, an array per container, and no locations) takes 2.8 times the instructions (920 M in all)
/// and 4 to 6 times the time, and holds 17.1 MiB (39 MiB at its peak); `JSONSerialization` 1,448 M
/// instructions, 308 ms, 366 MiB. The 30 `.strings` tables the catalog replaces take 42.7 ms (709 M
/// instructions) with `StringsParser`.
/// An LSP server's 210-byte message parses in 0.7 µs (`JSONSerialization`: 3.4 µs).
///
/// Values are read through the document by `JSONValue` handles: `kind`, `string`, `int`, `members(of:)`,
/// `member(_:of:)`... After a syntax error (`isComplete` false) the containers open there are closed
/// where reading stopped, so the partial document can be walked like a whole one.
public struct JSONDocument: Sendable {
    /// The input, as given (strings without escapes are read from it).
    package let bytes: [UInt8]
    let slots: [JSONSlot]
    /// Decoded text of the strings and keys that had escapes or bytes that are not UTF-8.
    let text: [UInt8]
    /// The problems, in document order (at most `JSONLimits.maxProblems`).
    package let problems: [JSONProblem]
    /// How many problems past `JSONLimits.maxProblems` were found and not kept.
    package let omittedProblems: Int
    /// Whether the root value was read to its end (it may still be followed by content, an error).
    package let isComplete: Bool

    /// The top value; nil if not even its start could be read.
    package var root: JSONValue? { slots.isEmpty ? nil : JSONValue(0) }

    /// Whether any problem is an error (anything but a byte order mark).
    package var hasErrors: Bool { problems.contains { $0.severity == .error } }

    /// How many values and keys the document holds.
    package var slotCount: Int { slots.count }

    /// About the memory the document holds: its input, its values and its decoded text.
    package var storageBytes: Int {
        bytes.count + text.count + slots.count * MemoryLayout<JSONSlot>.stride
    }

    // MARK: Any value

    package func kind(_ value: JSONValue) -> JSONKind {
        switch slots[value.index].tag {
        case .object: .object
        case .array: .array
        case .plainString, .decodedString, .plainKey, .decodedKey: .string
        case .integer, .real: .number
        case .true, .false: .bool
        case .null: .null
        }
    }

    /// Whether the value is an object's key (its kind is `.string`).
    package func isKey(_ value: JSONValue) -> Bool {
        let tag = slots[value.index].tag
        return tag == .plainKey || tag == .decodedKey
    }

    /// Line and column of the value's first character.
    package func location(_ value: JSONValue) -> SourceLocation {
        let slot = slots[value.index]
        return SourceLocation(line: Int(slot.line), column: Int(slot.column))
    }

    /// The value's bytes in the input, from its first character to after its last (quotes and brackets
    /// included; for a container closed because reading stopped, to where it stopped).
    package func range(_ value: JSONValue) -> Range<Int> {
        let slot = slots[value.index]
        return slot.start..<Int(slot.end)
    }

    // MARK: Scalars

    /// The text of a string or key; nil for another kind.
    package func string(_ value: JSONValue) -> String? {
        utf8(value).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The decoded UTF-8 of a string or key, without making a `String`; nil for another kind.
    package func utf8(_ value: JSONValue) -> ArraySlice<UInt8>? {
        span(of: value).map(utf8)
    }

    /// Whether the value is a string (or key) whose text is `text`, byte for byte.
    package func isString(_ value: JSONValue, equalTo text: String) -> Bool {
        guard let bytes = utf8(value) else { return false }
        return bytes.count == text.utf8.count && bytes.elementsEqual(text.utf8)
    }

    package func bool(_ value: JSONValue) -> Bool? {
        switch slots[value.index].tag {
        case .true: true
        case .false: false
        default: nil
        }
    }

    package func isNull(_ value: JSONValue) -> Bool { slots[value.index].tag == .null }

    /// A number's value as an `Int` when it is a whole number in range (`2`, `2.0`, `2e3`); nil otherwise.
    /// An integer literal is exact; one with a fraction or exponent is read as a `Double` first, so past
    /// 2^53 it may be off by what that rounding lost.
    package func int(_ value: JSONValue) -> Int? {
        let slot = slots[value.index]
        switch slot.tag {
        case .integer: return Int(Int64(bitPattern: slot.payload))
        case .real: return Int(exactly: Double(bitPattern: slot.payload))
        default: return nil
        }
    }

    /// A number's value as the nearest `Double` (`-0` is -0.0; out of range is ±infinity, reported).
    package func double(_ value: JSONValue) -> Double? {
        let slot = slots[value.index]
        switch slot.tag {
        case .integer:
            let int = Int64(bitPattern: slot.payload)
            return int == 0 && bytes[slot.start] == UInt8(ascii: "-") ? -0.0 : Double(int)
        case .real: return Double(bitPattern: slot.payload)
        default: return nil
        }
    }

    /// A number as written (`1.50`, `1E3`); nil for another kind.
    package func numberLiteral(_ value: JSONValue) -> String? {
        guard kind(value) == .number else { return nil }
        return String(decoding: bytes[range(value)], as: UTF8.self)
    }
}
