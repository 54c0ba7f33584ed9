import Platform

/// Where the decoded UTF-8 of a string or key is in its document (`JSONDocument.span(of:)`), read back
/// through that document (`utf8(_:)`, `string(_:)`).
///
/// Eight bytes and no reference, where an `ArraySlice` of the document is 32 bytes and holds its storage:
/// a value kept by the thousand (a String Catalog's 60,000 texts) copies as two numbers, and threads
/// decoding one document do not count references on the storage they share (every count is a write to
/// one word both processors then fight over). Only the document it came from can read it.
package struct JSONTextSpan: Sendable, Equatable {
    /// The offset of the first byte: in the input, or in the decoded text when `decodedBit` is set.
    let head: UInt32
    let length: UInt32

    /// Offsets are below `JSONLimits.ceiling` (2^28): the top bit is free.
    static let decodedBit: UInt32 = 1 << 31

    init(start: Int, count: Int, isDecoded: Bool) {
        head = UInt32(truncatingIfNeeded: start) | (isDecoded ? Self.decodedBit : 0)
        length = UInt32(truncatingIfNeeded: count)
    }

    /// How many bytes of UTF-8 the text is.
    package var count: Int { Int(length) }
    package var isEmpty: Bool { length == 0 }
    var isDecoded: Bool { head & Self.decodedBit != 0 }
    var range: Range<Int> {
        let start = Int(head & ~Self.decodedBit)
        return start..<(start + Int(length))
    }

    /// The text of a string's or key's slot; nil for a slot of another kind.
    @inline(__always)
    init?(_ slot: JSONSlot) {
        switch slot.tag {
        case .plainString, .plainKey: self.init(start: slot.start + 1, count: Int(slot.end) - slot.start - 2, isDecoded: false)
        case .decodedString, .decodedKey: self.init(start: slot.high, count: slot.low, isDecoded: true)
        default: return nil
        }
    }

    /// The buffer its `range` is in: a document's input (`bytes`) or its decoded text (`text`).
    @inline(__always)
    func source(bytes: [UInt8], text: [UInt8]) -> [UInt8] {
        isDecoded ? text : bytes
    }

    /// Its UTF-8, from a document's input (`bytes`) and decoded text (`text`).
    @inline(__always)
    func utf8(bytes: [UInt8], text: [UInt8]) -> ArraySlice<UInt8> {
        source(bytes: bytes, text: text)[range]
    }
}

/// A document's texts without its values: what reads its `JSONTextSpan`s once the rest is not needed (a
/// catalog's units, kept after its JSON's 24-byte slots are freed).
package struct JSONTexts: Sendable {
    let bytes: [UInt8]
    let text: [UInt8]

    /// The text at `span`, a span of the document these are the texts of.
    package func string(_ span: JSONTextSpan) -> String {
        String(decoding: span.utf8(bytes: bytes, text: text), as: UTF8.self)
    }
}

extension JSONDocument {
    /// The document's texts, to read spans with after the document is gone.
    package var texts: JSONTexts { JSONTexts(bytes: bytes, text: text) }

    /// Where a string's or key's decoded UTF-8 is; nil for another kind.
    package func span(of value: JSONValue) -> JSONTextSpan? {
        JSONTextSpan(slots[value.index])
    }

    /// The UTF-8 at `span`, a span of this document.
    package func utf8(_ span: JSONTextSpan) -> ArraySlice<UInt8> {
        span.utf8(bytes: bytes, text: text)
    }

    /// The text at `span`, a span of this document.
    package func string(_ span: JSONTextSpan) -> String {
        String(decoding: utf8(span), as: UTF8.self)
    }

    /// The UTF-8 at `span` packed into two words, its first byte lowest, when it is at most 16 bytes (a
    /// language tag, a key): a short text told apart from others by two numbers, without a slice of the
    /// document (which holds its storage, a count both threads of a decoder write).
    package func packed(_ span: JSONTextSpan) -> (low: UInt64, high: UInt64)? {
        guard span.length <= 16 else { return nil }
        return System.packed(span.source(bytes: bytes, text: text), span.range)
    }
}
