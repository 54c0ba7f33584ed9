/// Writes `PlistValue`s as a binary property list (`bplist00`), the twin of `PlistWriter`, laid out as
/// CoreFoundation and plistlib lay it out, so CF, plistlib, libplist and `plutil` all read it back:
///
/// - objects numbered depth-first, a container before its contents, a dictionary's keys before its
///   values; the top object is object 0;
/// - strings, numbers, booleans, dates and data written once per distinct value (compared by their
///   encoding, so 1, 1.0 and true stay three objects and "é" and "e\u{301}" stay two); containers
///   are never shared;
/// - object references and offsets in the fewest of 1, 2, 4 or 8 bytes that hold them;
/// - integers in 1, 2 or 4 bytes when non-negative and below 2^8, 2^16, 2^32, negatives and the rest of
///   the Int64 range in 8 (signed), values above Int64.max in 16 (high half zero), as CF writes them;
/// - reals as 8-byte doubles; dates as CF absolute time; strings as ASCII when every character is
///   7-bit, UTF-16BE otherwise; dictionary entries in their order.
///
/// With plistlib's files (which sort keys), the output is the same bytes plistlib writes.
package enum BinaryPlistWriter {
    /// The whole file for `value`. Refuses, like `PlistWriter`, characters XML cannot carry, so that
    /// what settingsc writes in one format it could write in the other.
    package static func data(_ value: PlistValue) throws(PlistWriter.Failure) -> [UInt8] {
        var flattener = Flattener()
        _ = try flattener.add(value)
        return flattener.serialize()
    }

    /// The fewest of 1, 2, 4 or 8 bytes that hold `value`.
    static func byteCount(_ value: UInt64) -> Int {
        value < 1 << 8 ? 1 : value < 1 << 16 ? 2 : value < 1 << 32 ? 4 : 8
    }

    static func bigEndian(_ value: UInt64, size: Int, into bytes: inout [UInt8]) {
        for shift in stride(from: 8 * (size - 1), through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// An integer object: `1n` and 2^n bytes.
    static func integer(_ value: PlistInteger, into bytes: inout [UInt8]) {
        if let signed = value.int64, signed < 0 {
            bytes.append(0x13)
            bigEndian(UInt64(bitPattern: signed), size: 8, into: &bytes)
        } else if value.magnitude > UInt64(Int64.max) {
            bytes.append(0x14)
            bytes += [UInt8](repeating: 0, count: 8)
            bigEndian(value.magnitude, size: 8, into: &bytes)
        } else {
            let size = byteCount(value.magnitude)
            bytes.append(0x10 | UInt8(size.trailingZeroBitCount))
            bigEndian(value.magnitude, size: size, into: &bytes)
        }
    }

    /// A marker with `count` in its low nibble, or 15 and the count as an integer object after it.
    static func header(_ kind: BinaryPlistObject.Kind, count: Int, into bytes: inout [UInt8]) {
        if count < 15 {
            bytes.append(kind.rawValue << 4 | UInt8(count))
        } else {
            bytes.append(kind.rawValue << 4 | 0x0F)
            integer(PlistInteger(UInt64(count)), into: &bytes)
        }
    }

    /// The object for a value that is not a container.
    static func leaf(_ value: PlistValue) throws(PlistWriter.Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        switch value {
        case .string(let text):
            try checkRepresentable(text)
            if text.utf16.allSatisfy({ $0 < 0x80 }) {
                header(.asciiString, count: text.utf8.count, into: &bytes)
                bytes += text.utf8
            } else {
                header(.utf16String, count: text.utf16.count, into: &bytes)
                for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            }
        case .integer(let number):
            integer(number, into: &bytes)
        case .real(let number):
            bytes.append(0x23)
            bigEndian(number.bitPattern, size: 8, into: &bytes)
        case .bool(let flag):
            bytes.append(flag ? 0x09 : 0x08)
        case .date(let date):
            bytes.append(0x33)
            bigEndian(date.absoluteTime.bitPattern, size: 8, into: &bytes)
        case .data(let data):
            header(.data, count: data.count, into: &bytes)
            bytes += data
        case .array, .dictionary:
            break // containers are written by `Flattener`
        }
        return bytes
    }

    /// What `PlistWriter` refuses: characters XML 1.0 cannot carry.
    static func checkRepresentable(_ text: String) throws(PlistWriter.Failure) {
        for scalar in text.unicodeScalars where !PlistWriter.isRepresentable(scalar) {
            throw .unrepresentableCharacter(scalar.value, in: text)
        }
    }
}

/// The objects of one file, numbered as they are written.
private struct Flattener {
    enum Object {
        case leaf([UInt8])
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    var objects: [Object] = []
    /// Leaf objects by their encoding, to write each distinct one once.
    var leaves: [[UInt8]: Int] = [:]

    /// Numbers `value` (and what it holds); returns its index.
    mutating func add(_ value: PlistValue) throws(PlistWriter.Failure) -> Int {
        switch value {
        case .array(let items):
            let index = objects.count
            objects.append(.array([]))
            var refs: [Int] = []
            refs.reserveCapacity(items.count)
            for item in items { refs.append(try add(item.value)) }
            objects[index] = .array(refs)
            return index
        case .dictionary(let dictionary):
            let index = objects.count
            objects.append(.dictionary(keys: [], values: []))
            var keys: [Int] = [], values: [Int] = []
            keys.reserveCapacity(dictionary.entries.count)
            values.reserveCapacity(dictionary.entries.count)
            for entry in dictionary.entries { keys.append(try add(.string(entry.key))) }
            for entry in dictionary.entries { values.append(try add(entry.value.value)) }
            objects[index] = .dictionary(keys: keys, values: values)
            return index
        default:
            let bytes = try BinaryPlistWriter.leaf(value)
            if let index = leaves[bytes] { return index }
            let index = objects.count
            objects.append(.leaf(bytes))
            leaves[bytes] = index
            return index
        }
    }

    /// Header, objects, offset table, trailer.
    func serialize() -> [UInt8] {
        let refSize = BinaryPlistWriter.byteCount(UInt64(objects.count))
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        func references(_ refs: [Int]) -> Void {
            for ref in refs { BinaryPlistWriter.bigEndian(UInt64(ref), size: refSize, into: &bytes) }
        }
        for object in objects {
            offsets.append(bytes.count)
            switch object {
            case .leaf(let leaf):
                bytes += leaf
            case .array(let refs):
                BinaryPlistWriter.header(.array, count: refs.count, into: &bytes)
                references(refs)
            case .dictionary(let keys, let values):
                BinaryPlistWriter.header(.dictionary, count: keys.count, into: &bytes)
                references(keys)
                references(values)
            }
        }
        let table = bytes.count
        let offsetSize = BinaryPlistWriter.byteCount(UInt64(table))
        for offset in offsets { BinaryPlistWriter.bigEndian(UInt64(offset), size: offsetSize, into: &bytes) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
        BinaryPlistWriter.bigEndian(UInt64(objects.count), size: 8, into: &bytes)
        BinaryPlistWriter.bigEndian(0, size: 8, into: &bytes)
        BinaryPlistWriter.bigEndian(UInt64(table), size: 8, into: &bytes)
        return bytes
    }
}
