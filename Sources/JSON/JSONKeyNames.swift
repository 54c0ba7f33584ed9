/// The names an object's keys may have, laid out so that a key is matched against them where its text
/// is in the document (`JSONDocument.index(of:among:)`), without a slice or a `String` made of it.
///
/// A decoder of a known format tells every key of every object apart this way: a String Catalog has five
/// keyed objects per translation, 60,000 translations in a catalog of 2,000 texts in 30 languages.
package struct JSONKeyNames: Sendable {
    /// The names, in the order their indexes refer to.
    package let names: [String]
    /// Every name's UTF-8, one after another.
    let utf8: [UInt8]
    /// Where each name's bytes end in `utf8` (each begins where the one before ends).
    let ends: [Int]

    package init(_ names: [String]) {
        self.names = names
        var utf8: [UInt8] = [], ends: [Int] = []
        for name in names {
            utf8 += name.utf8
            ends.append(utf8.count)
        }
        self.utf8 = utf8
        self.ends = ends
    }
}

extension JSONDocument {
    /// The index among `names` of the key (or string) `value`, compared byte for byte (decoded text: "é"
    /// and "e\u{301}" differ); nil when it is none of them, or not a string.
    package func index(of value: JSONValue, among names: JSONKeyNames) -> Int? {
        let slot = slots[value.index]
        switch slot.tag {
        case .plainString, .plainKey:
            return Self.index(of: bytes, from: slot.start + 1, count: Int(slot.end) - slot.start - 2, among: names)
        case .decodedString, .decodedKey:
            return Self.index(of: text, from: slot.high, count: slot.low, among: names)
        default:
            return nil
        }
    }

    private static func index(of source: [UInt8], from start: Int, count: Int, among names: JSONKeyNames) -> Int? {
        guard count > 0 else { return names.ends.indices.first { names.ends[$0] == ($0 == 0 ? 0 : names.ends[$0 - 1]) } }
        let first = source[start]
        var nameStart = 0
        for index in names.ends.indices {
            let nameEnd = names.ends[index]
            // Most names differ from the key in length, or in the first byte.
            if nameEnd - nameStart == count && names.utf8[nameStart] == first {
                var offset = 1
                while offset < count && source[start + offset] == names.utf8[nameStart + offset] { offset += 1 }
                if offset == count { return index }
            }
            nameStart = nameEnd
        }
        return nil
    }
}
