import Diagnostics

/// `<data>` as CoreFoundation decodes it (`parseDataTag`): every ASCII byte that is not a base64 digit
/// is skipped, `=` counts as a zero digit, each four digits give three bytes less one for each `=` at
/// the end of the run, leftover digits are dropped, and a byte from 0x80 up is refused.
package enum CFBase64 {
    /// The bytes, and whether CF refuses the text (a byte from 0x80 up).
    package static func decode(_ text: some Collection<UInt8>) -> (bytes: [UInt8], refused: Bool) {
        var output: [UInt8] = []
        output.reserveCapacity(text.count * 3 / 4)
        var equals = 0
        var accumulator: UInt32 = 0
        var digits = 0
        for byte in text {
            if byte == UInt8(ascii: "=") {
                equals += 1
            } else if !isCSpace(byte) {
                equals = 0
            }
            guard byte < 0x80 else { return (output, true) }
            guard let value = digit(byte) else { continue }
            digits += 1
            accumulator = accumulator << 6 | value
            if digits & 3 == 0 {
                output.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                if equals < 2 { output.append(UInt8(truncatingIfNeeded: accumulator >> 8)) }
                if equals < 1 { output.append(UInt8(truncatingIfNeeded: accumulator)) }
            }
        }
        return (output, false)
    }

    /// What strict base64 (RFC 4648, white space allowed) makes differently of the text, for a message;
    /// nil when it reads the same bytes as CF (`decoded`).
    package static func leniency(of text: String, decoded: [UInt8]) -> String? {
        switch Base64.decode(text[...]) {
        case .success(let bytes) where bytes == decoded: nil
        case .success: "its last group is not padded with '='"
        case .failure(.invalidCharacter(let character, _)): "\(MessageText.quoted(String(character))) is not a base64 character"
        case .failure(.badLength): "the characters do not make whole bytes"
        }
    }

    /// C's `isspace` in the C locale.
    private static func isCSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func digit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a") + 26)
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0") + 52)
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        case UInt8(ascii: "="): 0
        default: nil
        }
    }
}
