#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

/// Searching bytes with the C library's vectorised `memchr`.
extension System {
    /// Whether `needle` occurs in `bytes`. `memchr` looks for the needle's first byte that is not a
    /// lower-case letter (rarer in text: `-` in `settingsc-disable`), and only there is the rest compared.
    package static func contains(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
        guard !needle.isEmpty else { return true }
        guard bytes.count >= needle.count else { return false }
        let anchor = needle.firstIndex { !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } ?? 0
        return bytes.withUnsafeBytes { haystack in
            let base = haystack.baseAddress!
            // The anchor can only sit where the whole needle fits around it.
            var from = anchor
            let last = haystack.count - (needle.count - anchor)
            while from <= last, let found = memchr(base + from, Int32(needle[anchor]), last - from + 1) {
                let offset = base.distance(to: UnsafeRawPointer(found))
                let start = offset - anchor
                if memcmp(base + start, needle, needle.count) == 0 { return true }
                from = offset + 1
            }
            return false
        }
    }
}

extension System {
    /// The index of the first byte at or after `from` that `marked` (256 flags, one per byte value)
    /// marks, or `bytes.endIndex`: a scanner passes over the bytes it has no business with in one loop,
    /// without a bounds check per byte. Inlinable: a reader calls it once per token, and a call across
    /// modules cost more than the scan of a short token.
    @inlinable
    package static func firstMarked(_ marked: [Bool], in bytes: ArraySlice<UInt8>, from: Int) -> Int {
        precondition(marked.count == 256)
        return bytes.withUnsafeBufferPointer { buffer in
            marked.withUnsafeBufferPointer { table in
                var offset = from - bytes.startIndex
                let count = buffer.count
                while offset < count && !table[Int(buffer[offset])] { offset += 1 }
                return offset + bytes.startIndex
            }
        }
    }

    /// `firstMarked`, also adding to `scalars` how many of the bytes passed over start a UTF-8 scalar
    /// (are not continuation bytes, 0x80–0xBF): a reader that counts columns in scalars moves over a
    /// run of text at once instead of byte by byte.
    @inlinable
    package static func firstMarked(_ marked: [Bool], in bytes: ArraySlice<UInt8>, from: Int,
                                    scalars: inout Int) -> Int {
        precondition(marked.count == 256)
        return bytes.withUnsafeBufferPointer { buffer in
            marked.withUnsafeBufferPointer { table in
                let start = from - bytes.startIndex
                var offset = start
                var continuations = 0
                let count = buffer.count
                while offset < count {
                    let byte = buffer[offset]
                    if table[Int(byte)] { break }
                    continuations &+= byte & 0xC0 == 0x80 ? 1 : 0
                    offset += 1
                }
                scalars += offset - start - continuations
                return offset + bytes.startIndex
            }
        }
    }
}

extension System {
    /// Appends `bytes[range]` to `output` with one `memcpy`: a reader that copies a run of text per token
    /// pays a few instructions, where appending a slice made per call cost a retain, a release and a
    /// generic copy.
    @inlinable
    package static func append(_ bytes: [UInt8], _ range: Range<Int>, to output: inout [UInt8]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count)
        guard !range.isEmpty else { return }
        bytes.withUnsafeBufferPointer { source in
            output.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
        }
    }

    /// Appends `bytes[range]` to `output` with each `escape` byte and the byte after it written as one,
    /// `decode(next)` (an `escape` that ends the range is kept): a quoted text's one-character escapes
    /// decoded in one step. The run is appended whole and closed up in place, where appending the parts
    /// between escapes one by one cost ~200 instructions a part.
    package static func append(_ bytes: [UInt8], _ range: Range<Int>, to output: inout [UInt8],
                               unescaping escape: UInt8, _ decode: (UInt8) -> UInt8) {
        let start = output.count
        append(bytes, range, to: &output)
        let written = output.withUnsafeMutableBufferPointer { text -> Int in
            var read = start
            var write = start
            while read < text.count {
                var byte = text[read]
                if byte == escape && read + 1 < text.count {
                    read += 1
                    byte = decode(text[read])
                }
                text[write] = byte
                write += 1
                read += 1
            }
            return write
        }
        output.removeLast(output.count - written)
    }
}

extension System {
    /// Whether a byte of `text`'s UTF-8 satisfies `predicate`, read where the text is (iterating its
    /// `utf8` view cost ~130 instructions for a short text).
    @inlinable
    package static func containsByte(in text: String, where predicate: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? text.utf8.contains(where: predicate)
    }
}

extension System {
    /// Whether `bytes` are `text`, compared eight bytes at a time: the formats' literals (Apple's DOCTYPE
    /// is 103 bytes, read at the top of every property list) cost ~10 instructions a byte one by one.
    @inlinable
    package static func bytes(_ bytes: ArraySlice<UInt8>, equal text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count == count else { return false }
        guard count > 0 else { return true }
        return bytes.withUnsafeBytes { KeyNames.equal($0.baseAddress!, UnsafeRawPointer(text.utf8Start), count: count) }
    }

    /// Whether `literal`'s bytes are at `offset` of `bytes` (false where they would run past its end): a
    /// scanner's look at the tag or comment opener it is on.
    @inlinable
    package static func bytes(_ bytes: [UInt8], at offset: Int, startWith literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset >= 0, offset <= bytes.count - count else { return false }
        return System.bytes(bytes[offset..<(offset + count)], equal: literal)
    }

    /// The offset of the first `literal` in `bytes` at or after `offset`, if there is one: a scanner's
    /// search for the end of the comment or tag it is in.
    @inlinable
    package static func offset(of literal: StaticString, in bytes: [UInt8], from offset: Int) -> Int? {
        guard literal.byteCount > 0 else { return offset }
        let first = literal.byte(at: 0)
        var index = max(offset, 0)
        while index <= bytes.count - literal.byteCount {
            if bytes[index] == first, System.bytes(bytes, at: index, startWith: literal) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `first` and `second` are the same bytes, by `memcmp`: `==` on two arrays compares them
    /// element by element (~29,000 instructions for two files of a bundle, 6,300 pairs in a tree's `diff`).
    package static func bytes(_ first: [UInt8], equal second: [UInt8]) -> Bool {
        guard first.count == second.count else { return false }
        guard !first.isEmpty else { return true }
        return first.withUnsafeBytes { a in second.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }
}
