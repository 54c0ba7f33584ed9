import Diagnostics
import PropertyList

extension Rule {
    /// An element of a section's Data array is not a dictionary.
    public static let rowNotDictionary = Rule(
        id: "row-not-dict", severity: .error,
        summary: "An element of a section's Data array is not a dictionary.",
        checkedIn: "CellStyleDecoder.decodeRow, as each row is read",
        examples: { [
            RuleExample(ExampleText.screen("↓<integer>1</integer>", "↓<string>Wi-Fi</string>"),
                        "a row must be a dictionary, found an integer",
                        "a row must be a dictionary, found a string"),
            RuleExample(silent: ExampleText.screen(ExampleText.row("SettingBasicCell", "Wi-Fi"))),
        ] })
}

extension Diagnostic {
    static func rowNotDictionary(found type: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.rowNotDictionary, "a row must be a dictionary, found \(MessageText.article(type))", at: location)
    }
}
