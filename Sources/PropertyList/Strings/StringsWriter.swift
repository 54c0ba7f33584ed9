/// Writes a `.strings` table as text that CoreFoundation reads back as the same entries: UTF-8 without a
/// byte order mark, one `"key" = "value";` a line in the order given, after an optional comment.
///
/// Inside quotes only `"` and `\` need escaping; line breaks and tabs are written `\n`, `\r`, `\t`, other
/// control characters `\UXXXX` (4 hex digits, as CoreFoundation reads them), everything else as it is.
package enum StringsWriter {
    package static func text(_ entries: [(key: String, value: String)], comment: String? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        if let comment {
            // A comment cannot hold its own end.
            bytes += Array("/* ".utf8) + Array(comment.replacing("*/", with: "* /").utf8) + Array(" */\n\n".utf8)
        }
        for (key, value) in entries {
            quote(key, into: &bytes)
            bytes += Array(" = ".utf8)
            quote(value, into: &bytes)
            bytes += Array(";\n".utf8)
        }
        return bytes
    }

    private static func quote(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x0A: bytes += Array("\\n".utf8)
            case 0x0D: bytes += Array("\\r".utf8)
            case 0x09: bytes += Array("\\t".utf8)
            case 0..<0x20, 0x7F:
                let hex = Array("0123456789ABCDEF".utf8)
                bytes += Array("\\U00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
