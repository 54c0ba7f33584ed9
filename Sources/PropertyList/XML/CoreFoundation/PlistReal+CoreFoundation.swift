/// `<real>` as CoreFoundation reads it (`parseRealTag`): the whole text one of its names for infinity
/// and NaN (any case), else a decimal number after CF's white space and with nothing after it.
extension PlistReal {
    package enum CoreFoundationReading: Equatable {
        case value(Double)
        /// Beyond the largest double: CF reads infinity (or zero below the smallest).
        case outOfRange(Double)
        case refused
    }

    package static func readAsCoreFoundation(_ text: String) -> CoreFoundationReading {
        // Most reals start with a digit: then the text names no infinity or NaN and has no white space
        // to skip, and neither question (a lower-cased copy, a copy without the white space) is asked.
        let number: String
        if let first = text.utf8.first, first &- UInt8(ascii: "0") < 10 {
            number = text
        } else {
            switch text.lowercased() {
            case "nan": return .value(.nan)
            case "inf", "+inf", "infinity", "+infinity": return .value(.infinity)
            case "-inf", "-infinity": return .value(-.infinity)
            default: break
            }
            var scalars = Substring(text).unicodeScalars[...]
            while let first = scalars.first, isWhitespace(first) { scalars = scalars.dropFirst() }
            number = String(scalars)
        }
        guard isDecimal(Substring(number).utf8), let value = Double(number) else { return .refused }
        if value.isInfinite { return .outOfRange(value) }
        if value == 0, number.contains(where: { ("1"..."9").contains($0) }) {
            // Its digits are not all zero, but it is below the smallest double.
            let mantissa = number.split(whereSeparator: { $0 == "e" || $0 == "E" }).first ?? ""
            if mantissa.contains(where: { ("1"..."9").contains($0) }) { return .outOfRange(value) }
        }
        return .value(value)
    }

    /// `__CFIsWhitespace`: what CF skips before a number.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x21 || (0x7F...0xA0).contains(scalar.value) || (0x2000...0x200B).contains(scalar.value)
            || scalar.value == 0x3000
    }
}
