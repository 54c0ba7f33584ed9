import Diagnostics
import Platform

/// Turns the bytes of a `.strings` file into UTF-8 text, detecting the encoding as CoreFoundation's
/// `encodingForXMLData` does for a strings file (`ByteOrderMark`): a UTF-32 BE/LE, UTF-8 or UTF-16 LE/BE
/// byte order mark; without one, a zero byte among the first two is UTF-16 that CF reads only when it
/// is little-endian and starts with white space; anything else is UTF-8.
///
/// Text that is invalid in its encoding (bad UTF-8, a lone UTF-16 surrogate, an odd byte count) is
/// repaired with U+FFFD so that parsing can go on, and the first bad place is remembered as a
/// line:column of the decoded text, so it means the same whatever the encoding.
enum StringsTextDecoder {
    enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case utf16LE = "UTF-16LE"
        case utf16BE = "UTF-16BE"
        case utf32LE = "UTF-32LE"
        case utf32BE = "UTF-32BE"
    }

    struct Decoded {
        /// The text as UTF-8, without a byte order mark.
        var utf8: [UInt8]
        var encoding: Encoding
        /// Where the first undecodable bytes were, if any were.
        var invalidAt: SourceLocation?
        /// In UTF-8, the first byte that is not UTF-8 (to name in the message).
        var invalidByte: UInt8?
        /// What opening found: a byte order mark CF refuses (an error: `utf8` is then empty), or UTF-16
        /// without one that it reads (a warning).
        var opening: Diagnostic?
    }

    static func decode(_ bytes: [UInt8]) -> Decoded {
        let mark = ByteOrderMark.read(bytes, markup: false)
        let encoding: Encoding
        var opening: Diagnostic?
        switch mark {
        case .refused(let refusal):
            return Decoded(utf8: [], encoding: .utf8, opening: .byteOrderMark(refusal))
        case .none, .utf8: encoding = .utf8
        case .utf16(let bigEndian): encoding = bigEndian ? .utf16BE : .utf16LE
        case .utf16LittleEndianUnmarked:
            encoding = .utf16LE
            opening = .unmarkedUTF16()
        case .utf32(let bigEndian): encoding = bigEndian ? .utf32BE : .utf32LE
        }
        let unmarked = mark == .utf16LittleEndianUnmarked ? ByteOrderMark.unmarkedText(bytes) : []
        let body = mark == .utf16LittleEndianUnmarked ? unmarked[...] : bytes[mark.length...]
        var output: [UInt8] = []
        var invalidOffset: Int?
        var invalidByte: UInt8?
        switch encoding {
        case .utf8:
            if System.isUTF8(body) {
                // Without a mark the text is the file's bytes as they are: shared, not copied.
                return Decoded(utf8: body.startIndex == bytes.startIndex ? bytes : Array(body), encoding: .utf8,
                               invalidAt: nil, opening: opening)
            }
            (output, invalidOffset) = repairUTF8(body)
            invalidByte = firstInvalidByte(body)
        case .utf16LE, .utf16BE:
            (output, invalidOffset) = System.utf8(fromUTF16: body, bigEndian: encoding == .utf16BE)
        case .utf32LE, .utf32BE:
            (output, invalidOffset) = decodeUTF32(body, bigEndian: encoding == .utf32BE)
        }
        return Decoded(utf8: output, encoding: encoding, invalidAt: invalidOffset.map { location(of: $0, in: output) },
                       invalidByte: invalidByte, opening: opening)
    }

    /// The first byte of the first sequence that is not UTF-8.
    private static func firstInvalidByte(_ body: ArraySlice<UInt8>) -> UInt8? {
        UTF8Bytes.firstInvalidOffset(body).map { body[body.startIndex + $0] }
    }

    static let replacement: UInt32 = 0xFFFD

    /// The line:column of a UTF-8 offset (lines end at LF, CR or CRLF; columns count scalars).
    static func location(of offset: Int, in utf8: [UInt8]) -> SourceLocation {
        var line = 1
        var column = 1
        var previous: UInt8 = 0
        for byte in utf8[..<min(offset, utf8.count)] {
            switch byte {
            case 0x0A where previous == 0x0D: break
            case 0x0A, 0x0D:
                line += 1
                column = 1
            default:
                if byte & 0xC0 != 0x80 { column += 1 }
            }
            previous = byte
        }
        return SourceLocation(line: line, column: column)
    }

    private static func repairUTF8(_ body: ArraySlice<UInt8>) -> ([UInt8], Int?) {
        var output: [UInt8] = []
        output.reserveCapacity(body.count)
        var firstError: Int?
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = body.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                output.append(contentsOf: encoded)
            case .error:
                if firstError == nil { firstError = output.count }
                UTF8Bytes.append(replacement, to: &output)
            case .emptyInput:
                return (output, firstError)
            }
        }
    }

    private static func decodeUTF32(_ body: ArraySlice<UInt8>, bigEndian: Bool) -> ([UInt8], Int?) {
        var output: [UInt8] = []
        output.reserveCapacity(body.count / 2)
        var firstError: Int?
        var index = body.startIndex
        while index + 3 < body.endIndex {
            let bytes = (UInt32(body[index]), UInt32(body[index + 1]), UInt32(body[index + 2]), UInt32(body[index + 3]))
            let value = bigEndian ? bytes.0 << 24 | bytes.1 << 16 | bytes.2 << 8 | bytes.3
                : bytes.3 << 24 | bytes.2 << 16 | bytes.1 << 8 | bytes.0
            index += 4
            if value > 0x10FFFF || (0xD800...0xDFFF).contains(value) {
                if firstError == nil { firstError = output.count }
                UTF8Bytes.append(replacement, to: &output)
            } else {
                UTF8Bytes.append(value, to: &output)
            }
        }
        if index < body.endIndex {
            if firstError == nil { firstError = output.count }
            UTF8Bytes.append(replacement, to: &output)
        }
        return (output, firstError)
    }
}
