/// A cursor over a short piece of markup (a declaration, a DOCTYPE, attributes) for the grammars that
/// tell whether XML reads it as CoreFoundation does.
struct MarkupScanner {
    let bytes: [UInt8]
    var index = 0
    /// Set when `quoted()` met the end before its closing quote.
    private(set) var openQuote = false

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var atEnd: Bool { index >= bytes.count }

    /// Skips XML white space; whether there was any.
    mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index > start
    }

    /// Takes `text` if it comes next.
    mutating func take(_ text: String) -> Bool {
        let wanted = Array(text.utf8)
        guard bytes[index...].starts(with: wanted) else { return false }
        index += wanted.count
        return true
    }

    /// A name (ASCII letters, digits, `_ : . -`, and any non-ASCII byte), not starting with a digit, `.` or `-`.
    mutating func name() -> String? {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte = byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || (index > start && ((UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "-")))
            guard isNameByte else { break }
            index += 1
        }
        guard index > start else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `=` with white space around it.
    mutating func equals() -> Bool {
        _ = skipSpace()
        guard take("=") else { return false }
        _ = skipSpace()
        return true
    }

    /// A value in single or double quotes; nil when there is none, or it is not closed (`openQuote`).
    mutating func quoted() -> [UInt8]? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[index]
        guard let close = bytes[(index + 1)...].firstIndex(of: quote) else {
            openQuote = true
            return nil
        }
        defer { index = close + 1 }
        return Array(bytes[(index + 1)..<close])
    }

    func find(_ text: String) -> Int? {
        let wanted = Array(text.utf8)
        var at = index
        while at + wanted.count <= bytes.count {
            if bytes[at..<(at + wanted.count)].elementsEqual(wanted) { return at }
            at += 1
        }
        return nil
    }

    func contains(_ text: String, before limit: Int) -> Bool {
        find(text).map { $0 < limit } ?? false
    }
}
