import XMLStream

/// Reading and writing the text of a `<real>`.
package enum PlistReal {
    package enum ParseError: Error, Equatable {
        case notANumber
        /// A finite literal too large for a Double, such as `1e999`.
        case outOfRange
    }

    /// Decimal notation (`-1.5`, `.5`, `2e-3`), plus `nan`, `inf`, `infinity` with optional sign, as
    /// CoreFoundation writes and reads them; surrounding white space ignored.
    package static func parse(_ text: Substring) -> Result<Double, ParseError> {
        let trimmed = Substring(text.utf8.trimmingXMLWhitespace())
        let lower = trimmed.lowercased()
        switch lower {
        case "nan", "+nan", "-nan": return .success(.nan)
        case "inf", "+inf", "infinity", "+infinity": return .success(.infinity)
        case "-inf", "-infinity": return .success(-.infinity)
        default: break
        }
        guard isDecimal(trimmed.utf8), let value = Double(trimmed) else { return .failure(.notANumber) }
        if value.isInfinite { return .failure(.outOfRange) }
        return .success(value)
    }

    /// The text for a `<real>`: shortest form that reads back the same value.
    package static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-infinity" : "+infinity" }
        return value.description
    }

    /// ("+" | "-")? (d+ ("." d*)? | "." d+) (("e" | "E") ("+" | "-")? d+)?
    static func isDecimal(_ text: Substring.UTF8View) -> Bool {
        var index = text.startIndex
        func peek() -> UInt8? { index < text.endIndex ? text[index] : nil }
        func digits() -> Int {
            var count = 0
            while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                count += 1
                index = text.index(after: index)
            }
            return count
        }
        if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index = text.index(after: index) }
        var mantissa = digits()
        if peek() == UInt8(ascii: ".") {
            index = text.index(after: index)
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            index = text.index(after: index)
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index = text.index(after: index) }
            guard digits() > 0 else { return false }
        }
        return index == text.endIndex
    }
}
