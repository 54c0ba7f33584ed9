/// The base64 of a plist `<data>` element (RFC 4648 alphabet; white space anywhere is ignored).
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    package enum DecodeError: Error, Equatable {
        /// A character outside the alphabet; `offset` counts from the start of the text.
        case invalidCharacter(Character, offset: Int)
        /// The characters do not make whole bytes, or `=` padding is misplaced.
        case badLength
    }

    /// Decodes, accepting missing padding; rejects characters outside the alphabet.
    package static func decode(_ text: Substring) -> Result<[UInt8], DecodeError> {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count * 3 / 4)
        var accumulator: UInt32 = 0
        var count = 0
        var padding = 0
        for (offset, byte) in text.utf8.enumerated() {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if byte == UInt8(ascii: "=") {
                padding += 1
                continue
            }
            let value = values[Int(byte)]
            guard value != 0xFF, padding == 0 else {
                if value != 0xFF { return .failure(.badLength) }
                let character = Character(Unicode.Scalar(byte))
                return .failure(.invalidCharacter(byte < 0x80 ? character : "\u{FFFD}", offset: offset))
            }
            accumulator = accumulator << 6 | UInt32(value)
            count += 1
            if count == 4 {
                output.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                output.append(UInt8(truncatingIfNeeded: accumulator >> 8))
                output.append(UInt8(truncatingIfNeeded: accumulator))
                accumulator = 0
                count = 0
            }
        }
        switch count {
        case 0: guard padding == 0 else { return .failure(.badLength) }
        case 2:
            guard padding == 0 || padding == 2 else { return .failure(.badLength) }
            output.append(UInt8(truncatingIfNeeded: accumulator >> 4))
        case 3:
            guard padding == 0 || padding == 1 else { return .failure(.badLength) }
            output.append(UInt8(truncatingIfNeeded: accumulator >> 10))
            output.append(UInt8(truncatingIfNeeded: accumulator >> 2))
        default: return .failure(.badLength)
        }
        return .success(output)
    }

    /// Encodes with padding, in lines of `lineLength` characters (0: one line).
    package static func encode(_ bytes: [UInt8], lineLength: Int = 0) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let b0 = UInt32(bytes[index])
            let b1 = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
            let b2 = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            output.append(alphabet[Int(group >> 18 & 63)])
            output.append(alphabet[Int(group >> 12 & 63)])
            output.append(index + 1 < bytes.count ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            output.append(index + 2 < bytes.count ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        guard lineLength > 0, output.count > lineLength else { return String(decoding: output, as: UTF8.self) }
        var wrapped: [UInt8] = []
        for (offset, byte) in output.enumerated() {
            if offset > 0 && offset % lineLength == 0 { wrapped.append(UInt8(ascii: "\n")) }
            wrapped.append(byte)
        }
        return String(decoding: wrapped, as: UTF8.self)
    }
}
