extension System.MappedFile {
    /// Appends the `units` big-endian UTF-16 code units at `offset` to `text`, transcoded to UTF-8, as
    /// a binary property list's UTF-16 string is read. Returns the index of the first unit that is a
    /// lone surrogate (a high one not followed by a low one, or a low one alone), with nothing appended;
    /// nil when every unit was.
    ///
    /// The room is made once and written through one buffer: appended a byte at a time, each unit cost
    /// ~50 instructions (a check that the array is not shared, and its capacity, for every byte).
    package func appendUTF16BigEndian(at offset: Int, units: Int, to text: inout [UInt8]) -> Int? {
        precondition(units >= 0 && offset >= 0 && offset <= count - 2 * units, "read outside the file")
        let start = text.count
        // Three bytes a unit at most (a pair of surrogates makes four).
        text.append(contentsOf: repeatElement(0, count: 3 * units))
        var lone: Int?
        let length = text.withUnsafeMutableBufferPointer { output -> Int in
            let target = output.baseAddress.unsafelyUnwrapped
            var length = start
            var index = 0
            @inline(__always) func unit(_ index: Int) -> UInt32 {
                UInt32(UInt16(bigEndian: base.loadUnaligned(fromByteOffset: offset &+ 2 &* index, as: UInt16.self)))
            }
            while index < units {
                let value = unit(index)
                index &+= 1
                if value < 0x80 {
                    target[length] = UInt8(truncatingIfNeeded: value)
                    length &+= 1
                } else if value < 0x800 {
                    target[length] = UInt8(truncatingIfNeeded: 0xC0 | value &>> 6)
                    target[length &+ 1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                    length &+= 2
                } else if value & 0xF800 != 0xD800 {
                    target[length] = UInt8(truncatingIfNeeded: 0xE0 | value &>> 12)
                    target[length &+ 1] = UInt8(truncatingIfNeeded: 0x80 | value &>> 6 & 0x3F)
                    target[length &+ 2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                    length &+= 3
                } else {
                    // A surrogate: a high one and the low one after it make one scalar of four bytes.
                    guard value < 0xDC00, index < units, case let low = unit(index), low & 0xFC00 == 0xDC00 else {
                        lone = index &- 1
                        return start
                    }
                    index &+= 1
                    let scalar = 0x10000 &+ (value &- 0xD800) &<< 10 &+ (low &- 0xDC00)
                    target[length] = UInt8(truncatingIfNeeded: 0xF0 | scalar &>> 18)
                    target[length &+ 1] = UInt8(truncatingIfNeeded: 0x80 | scalar &>> 12 & 0x3F)
                    target[length &+ 2] = UInt8(truncatingIfNeeded: 0x80 | scalar &>> 6 & 0x3F)
                    target[length &+ 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    length &+= 4
                }
            }
            return length
        }
        text.removeLast(text.count - length)
        return lone
    }
}
