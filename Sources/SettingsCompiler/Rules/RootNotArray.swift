import Diagnostics
import PropertyList

extension Rule {
    /// The plist's value is neither an array of sections nor a dictionary (a Settings bundle page).
    public static let rootNotArray = Rule(
        id: "root-not-array", severity: .error,
        summary: "The plist's value is neither an array of sections nor a dictionary (a Settings bundle page).",
        checkedIn: "CellStyleDecoder.checkRoot, at the root value",
        examples: { [
            RuleExample(ExampleText.plist("↓<string>Settings</string>"),
                        "a settings definition is an array of sections or a Settings bundle page (a dictionary), found a string"),
            RuleExample(silent: ExampleText.screen(ExampleText.row())),
            RuleExample(silent: ExampleText.page(ExampleText.toggle())),
        ] })
}

extension Diagnostic {
    static func rootNotArray(found type: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.rootNotArray, "a settings definition is an array of sections or a Settings bundle page "
            + "(a dictionary), found \(MessageText.article(type))", at: location)
    }
}
