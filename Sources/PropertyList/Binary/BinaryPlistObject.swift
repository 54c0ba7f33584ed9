import Diagnostics
import Platform

/// Reading one object of a binary property list: its marker byte, its count, and the leaf values
/// (numbers, dates, data, strings). Containers are read by `BinaryPlistDecoder`, which follows references.
///
/// A marker's high nibble is the type, its low nibble a size or a count; a count of 15 means the real
/// count follows as an integer object (`1n` and 2^n big-endian bytes).
enum BinaryPlistObject {
    /// The type nibble (`marker >> 4`) of each object kind.
    enum Kind: UInt8 {
        case simple = 0x0, integer = 0x1, real = 0x2, date = 0x3, data = 0x4, asciiString = 0x5,
             utf16String = 0x6, utf8String = 0x7, uid = 0x8, array = 0xA, orderedSet = 0xB, set = 0xC,
             dictionary = 0xD
    }

    /// The count in a marker's low nibble, or the extended count after it, and where the payload starts.
    static func count(marker: UInt8, at offset: Int, in file: System.MappedFile,
                      end: Int) throws(BinaryPlistProblem) -> (count: Int, payload: Int) {
        let nibble = Int(marker & 0x0F)
        guard nibble == 0x0F else { return (nibble, offset + 1) }
        guard offset + 1 < end else { throw BinaryPlistProblem("the object's count is cut off by the offset table", at: offset) }
        let countMarker = file[offset + 1]
        let power = Int(countMarker & 0x0F)
        guard countMarker >> 4 == 0x1, power <= 3 else {
            throw BinaryPlistProblem("the object's count is not an integer of 1, 2, 4 or 8 bytes (marker "
                + "\(MessageText.hex(countMarker)))", at: offset + 1)
        }
        let size = 1 << power
        guard let raw = file.unsigned(at: offset + 2, size: size, end: end) else {
            throw BinaryPlistProblem("the object's count is cut off by the offset table", at: offset + 1)
        }
        guard let count = Int(exactly: raw), count <= end else {
            throw BinaryPlistProblem("a count of \(raw), more than the file holds", at: offset + 1)
        }
        return (count, offset + 2 + size)
    }

    /// `count` items of `itemSize` bytes from `payload`, checked against `end` without overflow.
    static func checkPayload(count: Int, itemSize: Int, payload: Int, end: Int, object offset: Int,
                             what: String) throws(BinaryPlistProblem) {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: itemSize)
        guard !overflow, payload <= end, bytes <= end - payload else {
            throw BinaryPlistProblem("\(what) of \(count) runs past the end of the objects (byte \(end))", at: offset)
        }
    }

    /// An integer object (`1n`): 1, 2 and 4 bytes unsigned, 8 bytes signed, 16 bytes only with the high
    /// half zero (an unsigned 64-bit value, as CoreFoundation writes one above Int64.max).
    static func integer(marker: UInt8, at offset: Int, in file: System.MappedFile,
                        end: Int) throws(BinaryPlistProblem) -> PlistInteger {
        let power = Int(marker & 0x0F)
        guard power <= 4 else {
            throw BinaryPlistProblem("an integer of 2^\(power) bytes; integers are 1, 2, 4, 8 or 16 bytes", at: offset)
        }
        let size = 1 << power
        if size == 16 {
            guard let high = file.unsigned(at: offset + 1, size: 8, end: end),
                  let low = file.unsigned(at: offset + 9, size: 8, end: end) else {
                throw BinaryPlistProblem("the integer is cut off by the offset table", at: offset)
            }
            guard high == 0 else {
                throw BinaryPlistProblem(high >> 63 == 1
                    ? "a negative 16-byte integer; CoreFoundation and plistlib read it as different numbers"
                    : "a 16-byte integer above 2^64 - 1", at: offset)
            }
            return PlistInteger(low)
        }
        guard let raw = file.unsigned(at: offset + 1, size: size, end: end) else {
            throw BinaryPlistProblem("the integer is cut off by the offset table", at: offset)
        }
        return size == 8 ? PlistInteger(Int64(bitPattern: raw)) : PlistInteger(raw)
    }

    /// A real object: `22` (a 32-bit float) or `23` (a 64-bit double).
    static func real(marker: UInt8, at offset: Int, in file: System.MappedFile, end: Int) throws(BinaryPlistProblem) -> Double {
        switch marker & 0x0F {
        case 2:
            guard let raw = file.unsigned(at: offset + 1, size: 4, end: end) else {
                throw BinaryPlistProblem("the real is cut off by the offset table", at: offset)
            }
            return Double(Float(bitPattern: UInt32(raw)))
        case 3:
            guard let raw = file.unsigned(at: offset + 1, size: 8, end: end) else {
                throw BinaryPlistProblem("the real is cut off by the offset table", at: offset)
            }
            return Double(bitPattern: raw)
        default:
            throw BinaryPlistProblem("a real of 2^\(marker & 0x0F) bytes; reals are 4 or 8 bytes", at: offset)
        }
    }

    /// A date object (`33`): a double, seconds since 2001-01-01T00:00:00Z, truncated to whole seconds as
    /// CoreFoundation writes it to XML.
    static func date(marker: UInt8, at offset: Int, in file: System.MappedFile, end: Int) throws(BinaryPlistProblem) -> PlistDate {
        guard marker == 0x33 else {
            throw BinaryPlistProblem("a date of 2^\(marker & 0x0F) bytes; dates are 8 bytes", at: offset)
        }
        guard let raw = file.unsigned(at: offset + 1, size: 8, end: end) else {
            throw BinaryPlistProblem("the date is cut off by the offset table", at: offset)
        }
        let seconds = Double(bitPattern: raw)
        guard let date = PlistDate(absoluteTime: seconds) else {
            throw BinaryPlistProblem(Diagnostic(.invalidDate, "a date \(seconds) seconds from 2001-01-01 is not a time "
                + "of the years 0 to 9999", at: .byte(offset)))
        }
        return date
    }

    /// An ASCII string (`5n`): its bytes appended to `text` (UTF-8 already). A byte from 0x80 up is read
    /// as CoreFoundation reads it, as Latin-1; the first such byte's offset is returned, for a warning.
    static func appendASCII(count: Int, payload: Int, at offset: Int, in file: System.MappedFile, end: Int,
                            to text: inout [UInt8]) throws(BinaryPlistProblem) -> Int? {
        try checkPayload(count: count, itemSize: 1, payload: payload, end: end, object: offset, what: "an ASCII string")
        guard let high = (payload..<(payload + count)).first(where: { file[$0] >= 0x80 }) else {
            file.append(at: payload, length: count, to: &text)
            return nil
        }
        for at in payload..<(payload + count) { UTF8Bytes.append(UInt32(file[at]), to: &text) }
        return high
    }

    /// The warning for a byte from 0x80 up in an ASCII string.
    static func highByteInASCII(_ byte: UInt8, at offset: Int) -> Diagnostic {
        .nonStandardValue("byte \(MessageText.hex(byte)) in an ASCII string: the device reads it as "
            + "\(MessageText.quoted(String(Unicode.Scalar(byte)))) (Latin-1), other tools refuse it", at: .byte(offset))
    }

    /// A UTF-16 string (`6n`): `count` big-endian code units, surrogates in pairs, transcoded to UTF-8 at
    /// the end of `text` (`MappedFile.appendUTF16BigEndian`); a lone surrogate is a problem at its offset.
    static func appendUTF16(count: Int, payload: Int, at offset: Int, in file: System.MappedFile, end: Int,
                            to text: inout [UInt8]) throws(BinaryPlistProblem) {
        try checkPayload(count: count, itemSize: 2, payload: payload, end: end, object: offset, what: "a UTF-16 string")
        if let lone = file.appendUTF16BigEndian(at: payload, units: count, to: &text) {
            let at = payload + 2 * lone
            throw loneSurrogate(UInt16(truncatingIfNeeded: file.bigEndian(at: at, size: 2)), at: at)
        }
    }

    private static func loneSurrogate(_ unit: UInt16, at offset: Int) -> BinaryPlistProblem {
        BinaryPlistProblem("a lone UTF-16 surrogate \(MessageText.hex(unit)) in a string", at: offset)
    }

    /// What an object is, from its marker, for messages: "an integer", "an array".
    static func describe(marker: UInt8) -> String {
        switch Kind(rawValue: marker >> 4) {
        case .simple: marker == 0x08 || marker == 0x09 ? "a boolean" : "the object " + MessageText.hex(marker)
        case .integer: "an integer"
        case .real: "a real"
        case .date: "a date"
        case .data: "data"
        case .asciiString, .utf16String, .utf8String: "a string"
        case .uid: "a UID"
        case .array: "an array"
        case .orderedSet: "an ordered set"
        case .set: "a set"
        case .dictionary: "a dictionary"
        case nil: "the object " + MessageText.hex(marker)
        }
    }
}
