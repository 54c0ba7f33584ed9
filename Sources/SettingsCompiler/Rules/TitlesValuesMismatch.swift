import Diagnostics
import PropertyList

extension Rule {
    /// Titles (or ShortTitles) and Values of different lengths: some value has no title, or some title no value.
    public static let titlesValuesMismatch = Rule(
        id: "titles-values-mismatch", severity: .error,
        summary: "Titles (or ShortTitles) and Values of different lengths: some value has no title, or some title no value.",
        checkedIn: "TitlesValuesMismatch.check, from SpecifierChecks as a specifier is built",
        examples: { [
            RuleExample(ExampleText.page(ExampleText.specifier("PSMultiValueSpecifier",
                "<key>Title</key><string>Quality</string><key>Key</key><string>q</string><key>DefaultValue</key><integer>1</integer>"
                    + "<key>Values</key><array><integer>1</integer><integer>2</integer></array>"
                    + "<key>Titles</key>↓<array><string>Low</string></array>"
                    + "<key>ShortTitles</key>↓<array><string>L</string><string>H</string><string>X</string></array>")),
                        "'Titles' has 1 item but 'Values' has 2; they pair up index for index",
                        "'ShortTitles' has 3 items but 'Values' has 2; they pair up index for index"),
            RuleExample(silent: ExampleText.page(ExampleText.specifier("PSMultiValueSpecifier",
                "<key>Title</key><string>Quality</string><key>Key</key><string>q</string><key>DefaultValue</key><integer>1</integer>"
                    + "<key>Values</key><array><integer>1</integer><integer>2</integer></array>"
                    + "<key>Titles</key><array><string>Low</string><string>High</string></array>"
                    + "<key>ShortTitles</key><array><string>L</string><string>H</string></array>"))),
        ] })
}

extension Diagnostic {
    static func titlesValuesMismatch(_ key: String, count: Int, values: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.titlesValuesMismatch, "\(MessageText.quoted(key)) has \(count) item\(count == 1 ? "" : "s") but 'Values' has \(values); "
            + "they pair up index for index", at: location)
    }
}

/// Checks that `Titles` (and `ShortTitles`) pair up with `Values`.
enum TitlesValuesMismatch {
    /// `titles` and `shortTitles`: where those keys are (`titles` falls back to where `Values` is).
    static func check(_ choices: ChoiceList, titles: SourceLocation, shortTitles: SourceLocation?) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if choices.titles.count != choices.values.count {
            found.append(.titlesValuesMismatch("Titles", count: choices.titles.count, values: choices.values.count,
                                               at: titles))
        }
        if let short = choices.shortTitles, short.count != choices.values.count, let shortTitles {
            found.append(.titlesValuesMismatch("ShortTitles", count: short.count, values: choices.values.count,
                                               at: shortTitles))
        }
        return found
    }
}
