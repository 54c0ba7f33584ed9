import Diagnostics
import Platform

/// Duplicate keys, found when an object closes: pairwise in small objects, through a reused hash
/// table in large ones (a catalog's `strings` and each entry's `localizations`), comparing decoded bytes
/// ("é" and "e\u{301}" are two keys, as in CoreFoundation). The table hashes with the process's seeded
/// byte hash (`System.hashKey`), so keys written to collide cannot make an object's check quadratic.
extension JSONReader {
    mutating func reportDuplicateKeys(in object: Int, count: Int) {
        let end = slots[object].high
        if count <= 8 {
            var key = object + 1
            while key < end {
                var earlier = object + 1
                while earlier < key {
                    if sameKey(earlier, key) {
                        reportDuplicate(key, first: earlier)
                        break
                    }
                    earlier = valueEnd(earlier + 1)
                }
                key = valueEnd(key + 1)
            }
            return
        }
        var size = 16
        while size < count * 2 { size <<= 1 }
        if keyTable.count < size { keyTable = Array(repeating: -1, count: size) }
        for k in 0..<size { keyTable[k] = -1 }
        let mask = size - 1, seed = System.hashSeed
        var key = object + 1
        while key < end {
            var h = hashKey(key, seed: seed) & mask
            while true {
                let other = Int(keyTable[h])
                if other < 0 {
                    keyTable[h] = Int32(key)
                    break
                }
                if sameKey(other, key) {
                    reportDuplicate(key, first: other)
                    break
                }
                h = (h + 1) & mask
            }
            key = valueEnd(key + 1)
        }
    }

    private mutating func reportDuplicate(_ key: Int, first: Int) {
        let at = slots[key], earlier = slots[first]
        report(.duplicateKey, "duplicate key \(quotedKey(key)) (first at \(earlier.line):\(earlier.column)); "
               + "the last one is used: remove the other", at: at.start, length: Int(at.end) - at.start,
               location: SourceLocation(line: Int(at.line), column: Int(at.column)),
               related: SourceLocation(line: Int(earlier.line), column: Int(earlier.column)))
    }

    /// The decoded text of the key (or string) at `slot`.
    func keyBytes(_ slot: Int) -> ArraySlice<UInt8> {
        keySpan(slot).utf8(bytes: bytes, text: text)
    }

    /// Where the decoded text of the key (or string) at `slot` is. Inlined, as are the two below: called,
    /// each copied the reader (112 bytes) for every key it looked at.
    @inline(__always)
    private func keySpan(_ slot: Int) -> JSONTextSpan {
        JSONTextSpan(slots[slot])!
    }

    @inline(__always)
    private func sameKey(_ a: Int, _ b: Int) -> Bool {
        let x = keySpan(a), y = keySpan(b)
        guard x.count == y.count else { return false }
        let first = x.source(bytes: bytes, text: text), second = y.source(bytes: bytes, text: text)
        // Keys of one object mostly differ at once ("state", "value"): that is settled without a call.
        if let start = x.range.first, first[start] != second[y.range.lowerBound] { return false }
        return System.keyBytes(first, x.range, equal: second, y.range)
    }

    @inline(__always)
    private func hashKey(_ slot: Int, seed: (UInt64, UInt64)) -> Int {
        let key = keySpan(slot)
        return System.hashKey(key.source(bytes: bytes, text: text), key.range, seed: seed)
    }

    /// The index after the value at `slot` and everything inside it.
    @inline(__always)
    func valueEnd(_ slot: Int) -> Int {
        let s = slots[slot]
        return s.tag == .array || s.tag == .object ? s.high : slot + 1
    }
}
