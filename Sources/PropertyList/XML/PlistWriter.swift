/// Writes `PlistValue`s as an XML property list (PropertyList-1.0, valid against Apple's DTD), in the
/// layout Xcode and plutil use: tab indentation, one element per line, base64 in 68-column lines.
package enum PlistWriter {
    package enum Failure: Error, Equatable, Sendable {
        /// XML 1.0 cannot carry this character at all (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F,
        /// U+FFFE, U+FFFF), not even as a reference.
        case unrepresentableCharacter(UInt32, in: String)
    }

    /// The whole document for `value`.
    package static func document(_ value: PlistValue) throws(Failure) -> String {
        var output = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """
        try write(value, indent: 0, into: &output)
        return output + "</plist>\n"
    }

    /// One scalar value as a single element (`<integer>2</integer>`, `<true/>`), as a fix-it writes it;
    /// nil for a container, or text XML cannot carry.
    package static func element(_ value: PlistValue) -> String? {
        switch value {
        case .array, .dictionary: return nil
        case .data(let bytes): return "<data>" + Base64.encode(bytes, lineLength: Int.max) + "</data>"
        default:
            var output = ""
            guard (try? write(value, indent: 0, into: &output)) != nil else { return nil }
            return String(output.dropLast())
        }
    }

    private static func write(_ value: PlistValue, indent: Int, into output: inout String) throws(Failure) {
        let tabs = String(repeating: "\t", count: indent)
        switch value {
        case .string(let text):
            output += tabs + "<string>" + (try escape(text)) + "</string>\n"
        case .integer(let integer):
            output += tabs + "<integer>\(integer)</integer>\n"
        case .real(let real):
            output += tabs + "<real>\(PlistReal.text(real))</real>\n"
        case .bool(let flag):
            output += tabs + (flag ? "<true/>\n" : "<false/>\n")
        case .date(let date):
            output += tabs + "<date>\(date.complete)</date>\n"
        case .data(let bytes):
            if bytes.isEmpty {
                output += tabs + "<data>\n" + tabs + "</data>\n"
            } else {
                output += tabs + "<data>\n"
                for line in Base64.encode(bytes, lineLength: 68).split(separator: "\n") {
                    output += tabs + line + "\n"
                }
                output += tabs + "</data>\n"
            }
        case .array(let items):
            guard !items.isEmpty else {
                output += tabs + "<array/>\n"
                return
            }
            output += tabs + "<array>\n"
            for item in items { try write(item.value, indent: indent + 1, into: &output) }
            output += tabs + "</array>\n"
        case .dictionary(let dictionary):
            guard !dictionary.entries.isEmpty else {
                output += tabs + "<dict/>\n"
                return
            }
            output += tabs + "<dict>\n"
            for entry in dictionary.entries {
                output += tabs + "\t<key>" + (try escape(entry.key)) + "</key>\n"
                try write(entry.value.value, indent: indent + 1, into: &output)
            }
            output += tabs + "</dict>\n"
        }
    }

    /// Whether XML 1.0 can carry `scalar`: not U+0000–U+001F (but tab, LF and CR), U+FFFE or U+FFFF.
    /// Both writers refuse what it cannot, so that any store can be converted either way.
    static func isRepresentable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00...0x1F, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// `& < >` as entities; CR as `&#13;` (a raw CR would be read back as LF). A text that starts with
    /// U+FEFF gets one more in front, as `&#xFEFF;`: CoreFoundation drops one leading U+FEFF of every
    /// string and key, a reference to it included (found by make fuzz).
    package static func escape(_ text: String) throws(Failure) -> String {
        var result = text.unicodeScalars.first == "\u{FEFF}" ? "&#xFEFF;" : ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: result += "&amp;"
            case 0x3C: result += "&lt;"
            case 0x3E: result += "&gt;"
            case 0x0D: result += "&#13;"
            default:
                guard isRepresentable(scalar) else { throw .unrepresentableCharacter(scalar.value, in: text) }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
