import Diagnostics
import PropertyList

extension Rule {
    /// An element of the root array is not a dictionary.
    public static let sectionNotDictionary = Rule(
        id: "section-not-dict", severity: .error,
        summary: "An element of the root array is not a dictionary.",
        checkedIn: "CellStyleDecoder.decodeSection, as each section is read",
        examples: { [
            RuleExample(ExampleText.plist("<array>↓<string>General</string></array>"),
                        "a section must be a dictionary, found a string"),
            RuleExample(silent: ExampleText.screen(ExampleText.row())),
        ] })
}

extension Diagnostic {
    static func sectionNotDictionary(found type: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.sectionNotDictionary, "a section must be a dictionary, found \(MessageText.article(type))", at: location)
    }
}
