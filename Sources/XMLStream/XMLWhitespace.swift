/// XML's white space (the `S` production: space, tab, line feed, carriage return), byte by byte, in one
/// place: the layout between elements that the parser drops, what CoreFoundation's reading skips, and
/// what is trimmed off a value's text before it is read or shown.
package enum XMLWhitespace {
    @inlinable @inline(__always)
    package static func contains(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// How many bytes of white space `text` starts with.
    static func leadingCount(in text: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        while count < text.count, contains(text[count]) { count += 1 }
        return count
    }
}

extension Substring.UTF8View {
    /// Without leading and trailing XML white space.
    package func trimmingXMLWhitespace() -> Substring.UTF8View {
        var start = startIndex
        var end = endIndex
        while start < end, XMLWhitespace.contains(self[start]) { start = index(after: start) }
        while end > start, XMLWhitespace.contains(self[index(before: end)]) { end = index(before: end) }
        return self[start..<end]
    }
}
