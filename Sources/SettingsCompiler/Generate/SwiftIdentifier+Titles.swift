import PropertyList

/// Enum case names made from a choice's untranslated title, for integer values whose own names
/// (`_1000`) say nothing: `"1 GB"` → `oneGB`, `"10 seconds"` → `tenSeconds`, `"Newest first"` →
/// `newestFirst`.
///
/// Words are split at every character that is neither a letter nor a digit (an apostrophe is dropped:
/// `"Don't ask"` → `dontAsk`); the first word starts lowercase (a leading acronym too), the others
/// capitalised, each keeping its other letters as written (`GB` stays `GB`). A first word that is a
/// whole number below a million is spelled in English (`250` → `twoHundredFifty`); any other leading
/// digit gets `_` (`"1080p"` → `_1080p`). A title holding a number with a separator (`1.5 GB`, `1,000`,
/// `10:30`) makes no name: dropping the separator would name another number.
extension SwiftIdentifier {
    package static func caseName(fromTitle title: String) -> String? {
        let scalars = Array(title.unicodeScalars)
        for index in scalars.indices.dropFirst().dropLast()
        where isDigit(scalars[index - 1]) && isDigit(scalars[index + 1])
            && !isDigit(scalars[index]) && !isLetter(scalars[index]) {
            return nil
        }
        var words: [[Unicode.Scalar]] = [[]]
        for scalar in scalars {
            if isLetter(scalar) || isDigit(scalar) || (isCombiningMark(scalar) && !words[words.count - 1].isEmpty) {
                words[words.count - 1].append(scalar)
            } else if scalar != "'" && scalar != "\u{2019}", !words[words.count - 1].isEmpty {
                words.append([])
            }
        }
        words.removeAll { $0.isEmpty }
        guard !words.isEmpty else { return nil }
        if let number = wholeNumber(words[0]) {
            words.replaceSubrange(0...0, with: englishWords(number).map { Array($0.unicodeScalars) })
        }
        var name = lowercasingLeadingCapitals(words[0])
        for word in words.dropFirst() {
            name += uppercased(word[0]) + word.dropFirst()
        }
        if isDigit(name[0]) { name.insert("_", at: 0) }
        var result = ""
        result.unicodeScalars.append(contentsOf: name)
        return result
    }

    /// The value of a word of ASCII digits below a million, written without a leading zero (`0` itself
    /// is one); nil otherwise.
    private static func wholeNumber(_ word: [Unicode.Scalar]) -> Int? {
        guard word.count <= 6, word.allSatisfy(isDigit), word.count == 1 || word[0] != "0" else { return nil }
        return word.reduce(0) { $0 * 10 + Int($1.value - 48) }
    }

    private static let units = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                                "eighteen", "nineteen"]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// `45` → `["forty", "five"]`, `1000` → `["one", "thousand"]`; below a million.
    package static func englishWords(_ number: Int) -> [String] {
        switch number {
        case ..<20: return [units[number]]
        case ..<100: return [tens[number / 10]] + (number % 10 == 0 ? [] : [units[number % 10]])
        case ..<1000: return [units[number / 100], "hundred"] + (number % 100 == 0 ? [] : englishWords(number % 100))
        default: return englishWords(number / 1000) + ["thousand"] + (number % 1000 == 0 ? [] : englishWords(number % 1000))
        }
    }
}
