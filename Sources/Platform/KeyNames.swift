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
        precondition(start >= 0 && count >= 0 && start <= source.count - count, "the text is outside its buffer")
        return source.withUnsafeBytes { source in
            for position in utf8.indices {
                // Most names differ from the key in length.
                guard utf8[position].count == count else { continue }
                if utf8[position].withUnsafeBytes({ Self.equal(source.baseAddress! + start, $0.baseAddress!, count: count) }) {
                    return position
                }
            }
            return nil
        }
    }

    /// Whether `count` bytes at `a` and at `b` are the same: eight at a time, the last eight (or four)
    /// read once more overlapping the ones before, so that no byte outside either run is read. Byte by
    /// byte, with an index checked each time, a key cost ~8 instructions a byte.
    @inlinable @inline(__always)
    static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        if count >= 8 {
            var offset = 0
            while offset < count - 8 {
                if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                    return false
                }
                offset += 8
            }
            return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == b.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        for offset in 0..<count where a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
            return false
        }
        return true
    }
}
