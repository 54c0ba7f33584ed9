/// Unicode white space (the `White_Space` property), in one place: what a blank value holds (an empty
/// `Title` or `Key`), and what is trimmed off the ends of a `.strings` comment, a language's name and a
/// baseline's lines.
enum WhiteSpace {
    /// Whether `scalar` is white space. Every `White_Space` code point is at most U+3000 (Unicode's
    /// PropList.txt), so a scalar above it, a CJK or Hangul letter among them, is told without looking
    /// the property up: the lookup was ~400 instructions, once for each text in such a script.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x3000 && scalar.properties.isWhitespace
    }

    /// Whether a text is empty or only white space (and so shows nothing, or names nothing).
    static func isBlank(_ text: some StringProtocol) -> Bool {
        // Any ASCII byte that is not white space settles it without looking up Unicode properties.
        if text.utf8.contains(where: { $0 < 0x80 && $0 != 0x20 && !(0x09...0x0D).contains($0) }) { return false }
        return text.unicodeScalars.allSatisfy(contains)
    }

    /// `text` without the white space at either end.
    static func trimmed(_ text: some StringProtocol) -> Substring {
        let scalars = Substring(text).unicodeScalars
        guard let first = scalars.firstIndex(where: { !contains($0) }),
              let last = scalars.lastIndex(where: { !contains($0) }) else { return "" }
        return Substring(scalars[first...last])
    }
}
