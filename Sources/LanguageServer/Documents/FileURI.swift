/// `file:` URIs (RFC 8089) and the paths they name: what an editor calls a document, and what the
/// compiler reads.
enum FileURI {
    /// The absolute path a `file:` URI names (percent-escapes decoded; `file://localhost/` as
    /// `file:///`); nil for another scheme, a remote host or a path that is not absolute.
    static func path(of uri: String) -> String? {
        var rest = Substring(uri)
        guard rest.lowercased().hasPrefix("file://") else { return nil }
        rest = rest.dropFirst(7)
        if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst(9) }
        guard rest.hasPrefix("/") else { return nil }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        var bytes: [UInt8] = []
        var utf8 = rest.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let high = hexValue(utf8[utf8.startIndex]), let low = hexValue(utf8[utf8.index(after: utf8.startIndex)]) {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        // A NUL cannot be in a path; such a URI names no file.
        guard !bytes.contains(0) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `file:` URI of an absolute path: every byte but the unreserved ones and `/` escaped.
    static func uri(of path: String) -> String {
        var uri = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                uri.unicodeScalars.append("%")
                uri.unicodeScalars.append(digits[Int(byte >> 4)])
                uri.unicodeScalars.append(digits[Int(byte & 15)])
            }
        }
        return uri
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
