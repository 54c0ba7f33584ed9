/// Transcoding UTF-16 to UTF-8 over raw buffers: a `.strings` table is often UTF-16, and checked
/// indexing per unit cost several times the conversion itself.
extension System {
    /// `bytes`, UTF-16 in the given byte order, as UTF-8. A lone surrogate, and an odd byte at the end,
    /// become U+FFFD; `firstRepair` is the offset in the UTF-8 of the first one, if any.
    ///
    /// Runs of ASCII go eight units at a time; a run of other units (a Korean or Greek text) is written
    /// unit by unit up to the next ASCII unit, without going back to the eight-unit test after each
    /// unit: on the bench's Korean tables about thirteen instructions a unit, where that test per unit
    /// made it eighteen.
    package static func utf8(fromUTF16 bytes: ArraySlice<UInt8>, bigEndian: Bool) -> (utf8: [UInt8], firstRepair: Int?) {
        // A unit becomes at most 3 bytes (a pair 4), an odd byte at the end 3: the room is known up front.
        let capacity = bytes.count / 2 * 3 + 3
        var firstRepair: Int?
        let utf8 = [UInt8](unsafeUninitializedCapacity: capacity) { output, initialized in
            bytes.withUnsafeBufferPointer { input in
                guard let source = input.baseAddress, let target = output.baseAddress else { return }
                // Offsets stay within the input and the room made for the output: wrapping arithmetic.
                var length = 0
                var index = 0
                let count = input.count
                let high = bigEndian ? 0 : 1
                @inline(__always) func unit(at index: Int) -> UInt32 {
                    UInt32(source[index &+ high]) << 8 | UInt32(source[index &+ 1 &- high])
                }
                @inline(__always) func write(_ value: UInt32) {
                    switch value {
                    case 0..<0x80:
                        target[length] = UInt8(value)
                        length &+= 1
                    case 0x80..<0x800:
                        target[length] = UInt8(0xC0 | (value >> 6))
                        target[length &+ 1] = UInt8(0x80 | (value & 0x3F))
                        length &+= 2
                    case 0x800..<0x10000:
                        target[length] = UInt8(0xE0 | (value >> 12))
                        target[length &+ 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
                        target[length &+ 2] = UInt8(0x80 | (value & 0x3F))
                        length &+= 3
                    default:
                        target[length] = UInt8(0xF0 | (value >> 18))
                        target[length &+ 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
                        target[length &+ 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
                        target[length &+ 3] = UInt8(0x80 | (value & 0x3F))
                        length &+= 4
                    }
                }
                @inline(__always) func repair() {
                    if firstRepair == nil { firstRepair = length }
                    write(0xFFFD)
                }
                let ascii = SIMD8<UInt16>(repeating: 0x80)
                // Whether the text's byte order is not the machine's.
                let swapped = bigEndian != (UInt16(1).bigEndian == 1)
                while index &+ 1 < count {
                    if index &+ 16 <= count {
                        var units = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD8<UInt16>.self)
                        if swapped { units = units &<< 8 | units &>> 8 }
                        // Eight bytes are stored either way: where a unit is not ASCII, the units before it
                        // are kept and the rest written over (each unit left makes a byte at least, so
                        // they fit in the room the output has).
                        UnsafeMutableRawPointer(target + length)
                            .storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: units), as: SIMD8<UInt8>.self)
                        let other = unsafeBitCast(SIMD8<UInt16>().replacing(with: .max, where: units .>= ascii),
                                                  to: SIMD2<UInt64>.self)
                        if other[0] == 0 && other[1] == 0 {
                            index &+= 16
                            length &+= 8
                            continue
                        }
                        // Sixteen bits a lane; the first unit that is not ASCII is the lowest set lane.
                        #if _endian(little)
                        let ahead = other[0] != 0 ? other[0].trailingZeroBitCount >> 4 : 4 &+ other[1].trailingZeroBitCount >> 4
                        #else
                        let ahead = other[0] != 0 ? other[0].leadingZeroBitCount >> 4 : 4 &+ other[1].leadingZeroBitCount >> 4
                        #endif
                        index &+= 2 &* ahead
                        length &+= ahead
                    }
                    // Unit by unit, up to and including the first ASCII unit.
                    while index &+ 1 < count {
                        let value = unit(at: index)
                        index &+= 2
                        switch value {
                        case 0..<0x80:
                            target[length] = UInt8(value)
                            length &+= 1
                        case 0x800..<0xD800, 0xE000...0xFFFF:
                            // `write`'s three-byte case, written out: calling `write` for every unit here
                            // made the Korean tables 2.6 M → 7.4 M instructions on the 50 bundles.
                            target[length] = UInt8(0xE0 | (value >> 12))
                            target[length &+ 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
                            target[length &+ 2] = UInt8(0x80 | (value & 0x3F))
                            length &+= 3
                            continue
                        case 0xD800...0xDBFF:
                            if index &+ 1 < count, case let low = unit(at: index), (0xDC00...0xDFFF).contains(low) {
                                index &+= 2
                                write(0x10000 &+ ((value &- 0xD800) << 10) &+ (low &- 0xDC00))
                            } else {
                                repair()
                            }
                            continue
                        case 0xDC00...0xDFFF:
                            repair()
                            continue
                        default:
                            write(value)
                            continue
                        }
                        break
                    }
                }
                if index < count { repair() }  // an odd byte at the end
                initialized = length
            }
        }
        return (utf8, firstRepair)
    }
}
