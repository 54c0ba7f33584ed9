/// Swift names for keys and values, by the rule of SPEC §7 that app code relies on.
///
/// Words are split at `_`, `-` and white space; other characters than ASCII letters and digits are
/// dropped. The first word starts lowercase (a leading acronym too: `URLScheme` → `urlScheme`), the
/// others capitalised; a key without lowercase letters (`AUTOPLAY_ENABLED`) is read as lowercase words.
/// A leading digit gets `_`; keywords are written in backticks.
public enum SwiftIdentifier {
    /// `autoplay_enabled`, `autoplay-enabled`, `AutoplayEnabled` → `autoplayEnabled`; `2fa` → `_2fa`.
    /// Bare (never in backticks: see `escaped`); nil when no letter or digit is left.
    public static func lowerCamelCase(_ text: String) -> String? {
        var words: [[UInt8]] = [[]]
        var hasLowercase = false
        for byte in text.utf8 {
            if isLetterOrDigit(byte) {
                words[words.count - 1].append(byte)
                hasLowercase = hasLowercase || isLowercase(byte)
            } else if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || isWhitespace(byte) {
                if !words[words.count - 1].isEmpty { words.append([]) }
            }
        }
        words.removeAll { $0.isEmpty }
        guard !words.isEmpty else { return nil }
        if !hasLowercase { words = words.map { $0.map(lowercased) } }
        var name = lowercasingLeadingCapitals(words[0])
        for word in words.dropFirst() {
            name.append(uppercased(word[0]))
            name += word.dropFirst()
        }
        if isDigit(name[0]) { name.insert(UInt8(ascii: "_"), at: 0) }
        return String(decoding: name, as: UTF8.self)
    }

    /// The name with its first letter capitalised: `videoQuality` → `VideoQuality`.
    public static func capitalized(_ name: String) -> String {
        guard let first = name.utf8.first else { return name }
        return String(decoding: [uppercased(first)] + name.utf8.dropFirst(), as: UTF8.self)
    }

    /// The name as it is written in code: in backticks when it is a keyword (`` `default` ``).
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` can be written as a Swift identifier without backticks: an ASCII letter or `_`,
    /// then letters, digits and `_`, and not a keyword.
    public static func isPlainIdentifier(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, isLetter(first) || first == UInt8(ascii: "_"), name != "_" else { return false }
        return bytes.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "_") } && !keywords.contains(name)
    }

    /// Words that need backticks to be a property, case or constant name: the reserved words, and the
    /// few contextual ones that the compiler refuses in those places (checked with swiftc 6.3).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// `URLScheme` → `urlScheme`, `URL` → `url`, `Autoplay` → `autoplay`: a leading run of capitals is
    /// lowercased, except the last when a lowercase letter follows (it starts the next word).
    private static func lowercasingLeadingCapitals(_ word: [UInt8]) -> [UInt8] {
        let run = word.prefix(while: isUppercase).count
        let count = run == word.count || run <= 1 || !isLowercase(word[run]) ? run : run - 1
        return word.prefix(count).map(lowercased) + word.dropFirst(count)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
    private static func lowercased(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte + 32 : byte }
    private static func uppercased(_ byte: UInt8) -> UInt8 { isLowercase(byte) ? byte - 32 : byte }
}
