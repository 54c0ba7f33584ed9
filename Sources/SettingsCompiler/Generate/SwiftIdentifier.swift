import PropertyList

/// Swift names for keys and values, by the rule app code relies on (docs/generating-swift.md).
///
/// Words are split at `_`, `-` and white space; letters (of any script that Swift identifiers allow:
/// `über`, `자동`) and digits are kept, every other character is dropped. The first word starts
/// lowercase (a leading acronym too: `URLScheme` → `urlScheme`), the others capitalised; a key without
/// lowercase letters (`AUTOPLAY_ENABLED`) is read as lowercase words. A leading digit gets `_`;
/// keywords are written in backticks.
public enum SwiftIdentifier {
    /// `autoplay_enabled`, `autoplay-enabled`, `AutoplayEnabled` → `autoplayEnabled`; `2fa` → `_2fa`.
    /// Bare (never in backticks: see `escaped`); nil when no letter or digit is left.
    public static func lowerCamelCase(_ text: String) -> String? {
        var words: [[Unicode.Scalar]] = [[]]
        var hasLowercase = false
        for scalar in text.unicodeScalars {
            if isLetter(scalar) || isDigit(scalar) || (isCombiningMark(scalar) && !words[words.count - 1].isEmpty) {
                words[words.count - 1].append(scalar)
                hasLowercase = hasLowercase || scalar.properties.isLowercase
            } else if scalar == "_" || scalar == "-" || scalar.properties.isWhitespace {
                if !words[words.count - 1].isEmpty { words.append([]) }
            }
        }
        words.removeAll { $0.isEmpty }
        guard !words.isEmpty else { return nil }
        if !hasLowercase { words = words.map { $0.flatMap(lowercased) } }
        var name = lowercasingLeadingCapitals(words[0])
        for word in words.dropFirst() {
            name += uppercased(word[0]) + word.dropFirst()
        }
        if isDigit(name[0]) { name.insert("_", at: 0) }
        var result = ""
        result.unicodeScalars.append(contentsOf: name)
        return result
    }

    /// The name with its first letter capitalised: `videoQuality` → `VideoQuality`.
    public static func capitalized(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return name }
        var result = ""
        result.unicodeScalars.append(contentsOf: uppercased(first) + name.unicodeScalars.dropFirst())
        return result
    }

    /// The name as it is written in code: in backticks when it is a keyword (`` `default` ``).
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` can be written as a Swift identifier without backticks: an ASCII letter or `_`,
    /// then ASCII letters, digits and `_`, and not a keyword.
    public static func isPlainIdentifier(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, isASCIILetter(first) || first == "_", name != "_" else { return false }
        return scalars.allSatisfy { isASCIILetter($0) || isDigit($0) || $0 == "_" } && !keywords.contains(name)
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
    static func lowercasingLeadingCapitals(_ word: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let run = word.prefix(while: \.properties.isUppercase).count
        let count = run == word.count || run <= 1 || !word[run].properties.isLowercase ? run : run - 1
        return word.prefix(count).flatMap(lowercased) + word.dropFirst(count)
    }

    /// A letter Swift accepts at the start of an identifier: alphabetic, and within the identifier-head
    /// ranges of The Swift Programming Language's lexical structure (which also admit invisible
    /// characters such as U+202E; being alphabetic keeps those out).
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIILetter(scalar) }
        guard scalar.properties.isAlphabetic else { return false }
        return identifierHeadRanges.contains { $0.contains(scalar.value) }
    }

    /// Marks Swift accepts after the first character of an identifier.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        [0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F].contains { $0.contains(scalar.value) }
    }

    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
        0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
        0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// The scalar's lowercase (one scalar or more: `İ` → `i̇`).
    private static func lowercased(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        Array(scalar.properties.lowercaseMapping.unicodeScalars)
    }

    static func uppercased(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        Array(scalar.properties.uppercaseMapping.unicodeScalars)
    }
}
