/// UTF-8 encoding of scalar values into byte buffers, for the readers that transcode by hand (UTF-32
/// `.strings` tables, `\U` escapes, UTF-16 strings of binary plists; UTF-16 tables: `System.utf8(fromUTF16:)`).
enum UTF8Bytes {
    /// Appends a scalar's UTF-8 encoding; `value` must be a valid scalar value.
    static func append(_ value: UInt32, to output: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | (value >> 6)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | (value >> 12)))
            output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        default:
            output.append(UInt8(0xF0 | (value >> 18)))
            output.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    /// The offset of the first byte of the first sequence that is not UTF-8 (a lone surrogate encoded,
    /// a stray continuation byte, a cut sequence), or nil when all of it is.
    static func firstInvalidOffset(_ bytes: some Collection<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
