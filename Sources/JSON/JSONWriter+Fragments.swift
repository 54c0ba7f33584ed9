import Platform

/// JSON string literals and numbers appended to text built by hand (the renderers' and reporters'
/// fixed layouts), escaped as a compact `JSONWriter` escapes them: one escaping for all of settingsc's JSON.
extension JSONWriter {
    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        if !needsEscape(text) { return "\"" + text + "\"" }
        return String(decoding: escaped(text), as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal.
    package static func append(_ text: String, to output: inout String) {
        if !needsEscape(text) {
            output += "\""
            output += text
            output += "\""
        } else {
            output += String(decoding: escaped(text), as: UTF8.self)
        }
    }

    /// Appends `text` as a JSON string literal, as UTF-8.
    package static func append(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        if System.appendVerbatim(text, to: &output, unlessControlOr: UInt8(ascii: "\""), UInt8(ascii: "\\")) {
            output.append(UInt8(ascii: "\""))
        } else {
            output.removeLast()
            output += escaped(text)
        }
    }

    /// Appends `text` as a JSON string literal, or `null`.
    package static func append(optional text: String?, to output: inout String) {
        if let text { append(text, to: &output) } else { output += "null" }
    }

    /// Appends `text` as a JSON string literal, or `null`, as UTF-8.
    package static func append(optional text: String?, to output: inout [UInt8]) {
        if let text { append(text, to: &output) } else { output += "null".utf8 }
    }

    /// Appends an integer's digits (a line number) without making a String.
    package static func append(_ number: Int, to output: inout [UInt8]) {
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

    /// The literal as a compact writer writes it.
    private static func escaped(_ text: String) -> [UInt8] {
        var writer = JSONWriter()
        writer.appendString(text.utf8)
        return writer.bytes
    }

    /// Whether `text` has a byte JSON must escape (a control character, `"` or `\`). Most texts have
    /// none: checking the bytes first lets them be copied whole.
    private static func needsEscape(_ text: String) -> Bool {
        System.containsByte(in: text) { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }
}
