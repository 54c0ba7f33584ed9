/// Transcoding UTF-16 to UTF-8 over raw buffers: a `.strings` table is often UTF-16, and checked
/// indexing per unit cost several times the conversion itself.
extension System {
    /// `bytes`, UTF-16 in the given byte order, as UTF-8. A lone surrogate, and an odd byte at the end,
    /// become U+FFFD; `firstRepair` is the offset in the UTF-8 of the first one, if any.
    package static func utf8(fromUTF16 bytes: ArraySlice<UInt8>, bigEndian: Bool) -> (utf8: [UInt8], firstRepair: Int?) {
        // A unit becomes at most 3 bytes (a pair 4), an odd byte at the end 3: the room is known up front.
        let capacity = bytes.count / 2 * 3 + 3
        var firstRepair: Int?
        let utf8 = [UInt8](unsafeUninitializedCapacity: capacity) { output, initialized in
            bytes.withUnsafeBufferPointer { input in
                var length = 0
                var index = 0
                let count = input.count
                let high = bigEndian ? 0 : 1
                @inline(__always) func unit(at index: Int) -> UInt32 {
                    UInt32(input[index + high]) << 8 | UInt32(input[index + 1 - high])
                }
                @inline(__always) func write(_ value: UInt32) {
                    switch value {
                    case 0..<0x80:
                        output[length] = UInt8(value)
                        length += 1
                    case 0x80..<0x800:
                        output[length] = UInt8(0xC0 | (value >> 6))
                        output[length + 1] = UInt8(0x80 | (value & 0x3F))
                        length += 2
                    case 0x800..<0x10000:
                        output[length] = UInt8(0xE0 | (value >> 12))
                        output[length + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
                        output[length + 2] = UInt8(0x80 | (value & 0x3F))
                        length += 3
                    default:
                        output[length] = UInt8(0xF0 | (value >> 18))
                        output[length + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
                        output[length + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
                        output[length + 3] = UInt8(0x80 | (value & 0x3F))
                        length += 4
                    }
                }
                @inline(__always) func repair() {
                    if firstRepair == nil { firstRepair = length }
                    write(0xFFFD)
                }
                let ascii = SIMD8<UInt16>(repeating: 0x80)
                // Whether the text's byte order is not the machine's.
                let swapped = bigEndian != (UInt16(1).bigEndian == 1)
                while index + 1 < count {
                    // Eight units at once while they are ASCII (most of a table's keys and markup).
                    if index + 16 <= count {
                        var units = UnsafeRawPointer(input.baseAddress! + index).loadUnaligned(as: SIMD8<UInt16>.self)
                        if swapped { units = units &<< 8 | units &>> 8 }
                        if !any(units .>= ascii) {
                            UnsafeMutableRawPointer(output.baseAddress! + length)
                                .storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: units), as: SIMD8<UInt8>.self)
                            index += 16
                            length += 8
                            continue
                        }
                    }
                    let value = unit(at: index)
                    index += 2
                    switch value {
                    case 0..<0x80:
                        output[length] = UInt8(value)
                        length += 1
                    case 0xD800...0xDBFF:
                        if index + 1 < count, case let low = unit(at: index), (0xDC00...0xDFFF).contains(low) {
                            index += 2
                            write(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))
                        } else {
                            repair()
                        }
                    case 0xDC00...0xDFFF:
                        repair()
                    default:
                        write(value)
                    }
                }
                if index < count { repair() }  // an odd byte at the end
                initialized = length
            }
        }
        return (utf8, firstRepair)
    }
}
