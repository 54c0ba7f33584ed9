import PropertyList

/// JSON string literals, escaped per RFC 8259 (control characters as \uXXXX, nothing else altered).
public enum JSONText {
    /// Appends `text` as a JSON string literal.
    public static func append(_ text: String, to output: inout String) {
        if !needsEscape(text) {
            output += "\""
            output += text
            output += "\""
        } else {
            output += quoted(text)
        }
    }

    /// Appends `text` as a JSON string literal, as UTF-8.
    public static func append(_ text: String, to output: inout [UInt8]) {
        if !needsEscape(text) {
            output.append(0x22)
            output += text.utf8
            output.append(0x22)
        } else {
            output += quoted(text).utf8
        }
    }

    /// Appends `text` as a JSON string literal, or `null`.
    public static func append(optional text: String?, to output: inout String) {
        if let text { append(text, to: &output) } else { output += "null" }
    }

    /// Appends `text` as a JSON string literal, or `null`, as UTF-8.
    public static func append(optional text: String?, to output: inout [UInt8]) {
        if let text { append(text, to: &output) } else { output += "null".utf8 }
    }

    /// Appends a non-negative integer's digits (a line number) without making a String.
    public static func append(_ number: Int, to output: inout [UInt8]) {
        guard number > 0 else {
            output += String(number).utf8
            return
        }
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        while divisor > 0 {
            output.append(UInt8(truncatingIfNeeded: 0x30 + number / divisor % 10))
            divisor /= 10
        }
    }

    public static func quoted(_ text: String) -> String {
        if !needsEscape(text) {
            return "\"" + text + "\""
        }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Whether `text` has a byte JSON must escape (a control character, `"` or `\`). Most texts have
    /// none: checking the bytes first lets them be copied whole.
    private static func needsEscape(_ text: String) -> Bool {
        text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C })
    }
}
