import XMLStream

/// A plist `<integer>`: anything from -2^63 to 2^64-1, the union of what CF and plistlib read.
public struct PlistInteger: Hashable, Sendable, CustomStringConvertible {
    package let magnitude: UInt64
    /// Never true for zero.
    package let isNegative: Bool

    package init(_ value: Int64) {
        isNegative = value < 0
        magnitude = value.magnitude
    }

    package init(_ value: UInt64) {
        isNegative = false
        magnitude = value
    }

    /// The value as an Int64, when it fits.
    package var int64: Int64? {
        if isNegative {
            return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    public var description: String { (isNegative ? "-" : "") + String(magnitude) }

    package enum ParseError: Error, Equatable {
        case notAnInteger
        case outOfRange
    }

    /// Parses the text of an `<integer>`: optional sign, decimal digits or `0x` hex; surrounding white
    /// space ignored (as plistlib and CoreFoundation do).
    package static func parse(_ text: Substring) -> Result<PlistInteger, ParseError> {
        var rest = text.utf8.trimmingXMLWhitespace()
        var negative = false
        if let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            rest = rest.dropFirst()
        }
        var radix: UInt64 = 10
        if rest.count > 2, rest.first == UInt8(ascii: "0"),
           let x = rest.dropFirst().first, x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
            radix = 16
            rest = rest.dropFirst(2)
        }
        guard !rest.isEmpty else { return .failure(.notAnInteger) }
        var magnitude: UInt64 = 0
        var overflow = false
        for byte in rest {
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt64(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt64(byte - UInt8(ascii: "A") + 10)
            default: return .failure(.notAnInteger)
            }
            if !overflow {
                let (shifted, o1) = magnitude.multipliedReportingOverflow(by: radix)
                let (sum, o2) = shifted.addingReportingOverflow(digit)
                overflow = o1 || o2
                magnitude = sum
            }
        }
        if overflow || (negative && magnitude > UInt64(Int64.max) + 1) { return .failure(.outOfRange) }
        return .success(PlistInteger(magnitude: magnitude, negative: negative && magnitude != 0))
    }

    init(magnitude: UInt64, negative: Bool) {
        self.magnitude = magnitude
        self.isNegative = negative
    }
}
