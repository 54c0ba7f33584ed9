import PropertyList
import SettingsCompiler
import Testing

/// Enum cases of integer choices named from their untranslated titles (`"1 GB"` → `oneGB`), and the
/// fall-back to the values' own names when the titles cannot name every case.
@Suite("Swift case names from titles")
struct SwiftCaseNameTests {
    @Test(arguments: [
        ("1 GB", "oneGB"), ("10 seconds", "tenSeconds"), ("250 MB", "twoHundredFiftyMB"), ("5 GB", "fiveGB"),
        ("Newest first", "newestFirst"), ("As published", "asPublished"), ("Don't ask", "dontAsk"),
        ("Wi-Fi/Cellular only", "wiFiCellularOnly"), ("HD", "hd"), ("Level 2", "level2"), ("30", "thirty"),
        ("0", "zero"), ("1 hour", "oneHour"), ("100%", "oneHundred"), ("1080p", "_1080p"), ("007", "_007"),
        ("1000000 rows", "_1000000Rows"), ("2x3", "_2x3"), ("자동 재생", "자동재생"), ("Auto (recommended)", "autoRecommended"),
        ("999999", "nineHundredNinetyNineThousandNineHundredNinetyNine"), ("12 000", nil), ("1.5 GB", nil),
        ("1,000", nil), ("10:30", nil), ("", nil), ("—", nil),
    ] as [(String, String?)])
    func aTitleMakesAName(_ title: String, _ name: String?) {
        #expect(SwiftIdentifier.caseName(fromTitle: title) == name, "\(title)")
    }

    @Test func numbersAreSpelledInEnglish() {
        #expect(SwiftIdentifier.englishWords(45) == ["forty", "five"])
        #expect(SwiftIdentifier.englishWords(1000) == ["one", "thousand"])
        #expect(SwiftIdentifier.englishWords(120_015) == ["one", "hundred", "twenty", "thousand", "fifteen"])
    }

    /// The case names of an enum of the integers `values` titled `titles`.
    private static func names(_ values: [Int64], _ titles: [String]) -> [String] {
        let choices = ChoiceList(values: values.map { PlistNode(.integer(PlistInteger($0))) },
                                 titles: titles.map { LocalizableText($0) })
        guard case .success(let made) = SwiftChoiceEnum.make(name: "E", choices: choices) else { return [] }
        return made.cases.map(\.name)
    }

    @Test func titlesNameIntegerCasesUnlessTheyCannotNameEveryOne() {
        #expect(Self.names([250, 1000, 5000], ["250 MB", "1 GB", "5 GB"]) == ["twoHundredFiftyMB", "oneGB", "fiveGB"])
        #expect(Self.names([-1, 0, 1], ["Newest first", "As published", "Oldest first"])
                == ["newestFirst", "asPublished", "oldestFirst"])
        // A value given twice is one case, named by its first title.
        #expect(Self.names([1, 2, 1], ["One", "Two", "Uno"]) == ["one", "two"])
        // Two titles that make one name, a title that makes none, a missing or empty one, a reserved name:
        // every case is named from its value.
        #expect(Self.names([1, 2], ["1 GB", "1-GB"]) == ["_1", "_2"])
        #expect(Self.names([1, 2], ["1.5 GB", "2 GB"]) == ["_1", "_2"])
        #expect(Self.names([1, 2], ["One"]) == ["_1", "_2"])
        #expect(Self.names([-1, 2], ["", "Two"]) == ["minus1", "_2"])
        #expect(Self.names([1, 2], ["All cases", "Two"]) == ["_1", "_2"])
    }

    @Test func stringValuesKeepTheirOwnNames() {
        let choices = ChoiceList(values: ["light", "dark"].map { PlistNode(.string($0)) },
                                 titles: ["Bright", "Dim"].map { LocalizableText($0) })
        guard case .success(let made) = SwiftChoiceEnum.make(name: "E", choices: choices) else {
            Issue.record("no enum")
            return
        }
        #expect(made.cases.map(\.name) == ["light", "dark"])
    }
}
