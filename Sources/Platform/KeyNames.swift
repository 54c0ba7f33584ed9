/// The names a decoder knows for the keys of one kind of dictionary or object, laid out so that a key is
/// told among them where its text already is (a plist buffer's text, a JSON document's bytes): by length,
/// then byte for byte, without a slice or a `String` made of the key.
///
/// Byte for byte is how the formats' own readers compare keys (CoreFoundation: "é" and "e\u{301}" are two
/// keys). Both the cell-style `Settings.plist` decoder and the String Catalog decoder tell every key of
/// every dictionary apart this way (a catalog of 2,000 texts in 30 languages has 300,000 keyed members).
public struct KeyNames: Sendable {
    /// The names, in the order their positions refer to.
    package let names: [String]
    /// Each name's UTF-8.
    @usableFromInline let utf8: [[UInt8]]

    package init(_ names: [String]) {
        self.names = names
        utf8 = names.map { Array($0.utf8) }
    }

    /// The position among the names of the text `source[start..<(start + count)]`; nil when it is none.
    @inlinable
    package func position(of source: [UInt8], from start: Int, count: Int) -> Int? {
        for position in utf8.indices {
            let name = utf8[position]
            // Most names differ from the key in length.
            guard name.count == count else { continue }
            var offset = 0
            while offset < count && source[start + offset] == name[offset] { offset += 1 }
            if offset == count { return position }
        }
        return nil
    }
}
