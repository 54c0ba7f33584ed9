import PropertyList

/// Plist values and texts written as Swift source: literals that compile to the same value, and text
/// that is safe inside a `///` comment.
public enum SwiftLiteral {
    /// The value as a Swift expression of its `SwiftValueType`: `"YES"`, `30`, `0.5`, `true`,
    /// `Date(timeIntervalSinceReferenceDate: 0)`, `Data([0x01])`. Nil for arrays and dictionaries,
    /// which no keyed item holds, and for an integer outside Int's range.
    public static func expression(_ value: PlistValue) -> String? {
        switch value {
        case .string(let text): string(text)
        case .integer(let integer): integer.int64.map { String($0) }
        case .real(let real): double(real)
        case .bool(let on): on ? "true" : "false"
        case .date(let date): "Date(timeIntervalSinceReferenceDate: \(PlistText.number(date.absoluteTime)))"
        case .data(let bytes): "Data([" + bytes.map(hexByte).joined(separator: ", ") + "])"
        case .array, .dictionary: nil
        }
    }

    /// A `Double` literal, always with a fraction or exponent (`1.0`, not `1`, which would be an Int in
    /// a `[String: Any]`); `Double.nan` and `Double.infinity` for the values without one.
    public static func double(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        return value.description
    }

    /// A string literal: `\`, `"` and every control, format or line-separating character escaped, so
    /// that the literal holds exactly the text and nothing in it can end the line or reorder what is shown.
    public static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if isInvisible(scalar) {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// Text for a `///` comment: line breaks, control and format characters become spaces (a line break
    /// would end the comment and turn the rest into code), runs of spaces one space.
    public static func commentText(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " || isInvisible(scalar) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result += " " }
            pendingSpace = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Controls (C0, DEL, C1), format characters (bidirectional overrides, zero-width joiners...) and
    /// the line and paragraph separators.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        "0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }
}
