/// The pieces every message is made of, so that all of them quote, name characters and suggest alike.
package enum MessageText {
    /// `'value'`, cut short so that one huge value does not flood the terminal.
    package static func quoted(_ text: String, limit: Int = 60) -> String {
        var shown = ""
        var count = 0
        for character in text {
            if count == limit {
                shown += "…"
                break
            }
            switch character {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            default: shown.append(character)
            }
            count += 1
        }
        return "'" + shown + "'"
    }

    /// "U+0001", "U+1F600": a character by its code point, at least four hex digits.
    package static func codePoint(_ code: some BinaryInteger) -> String {
        let hex = String(code, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// For a text that prints as `known` but is written with other scalars (Swift's `==` calls the two
    /// equal, as canonically equivalent; the device, comparing them exactly, does not): the code points
    /// of its scalars past ASCII that `known` lacks ("U+212A" for `Key` written with the Kelvin sign), or
    /// of all its scalars past ASCII when it has the same ones in another order. Nil when the two are the same
    /// scalars, or do not look alike.
    package static func lookalikeScalars(_ text: String, of known: String) -> String? {
        guard text == known, !text.unicodeScalars.elementsEqual(known.unicodeScalars) else { return nil }
        let theirs = Set(known.unicodeScalars)
        // An ASCII letter is never what surprises (the `e` of `e` and a combining accent).
        let past = text.unicodeScalars.filter { !$0.isASCII }
        let differing = past.filter { !theirs.contains($0) }
        // The same scalars in another order (two accents on one letter): all of them past ASCII, in order.
        return (differing.isEmpty ? past : differing).map { codePoint($0.value) }.joined(separator: ", ")
    }

    /// `0x0F`, `0xD800`: a byte or unit as users see it in a hex dump.
    package static func hex<T: FixedWidthInteger>(_ value: T) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, T.bitWidth / 4 - digits.count)) + digits
    }

    /// "an integer", "a string"; "data" stays as it is (a mass noun: "found data").
    package static func article(_ noun: String) -> String {
        if noun == "data" { return noun }
        return (noun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + noun
    }

    /// "; did you mean 'X'?" or nothing.
    package static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
