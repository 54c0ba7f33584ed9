import Diagnostics
import PropertyList

extension Rule {
    /// A Content or Key that is empty or only white space: a row without a visible title, or a setting that cannot be stored (an empty specifier Key hid a whole bundle on iOS 18).
    public static let emptyValue = Rule(
        id: "empty-value", severity: .error,
        summary: "A Content or Key that is empty or only white space: a row without a visible title, or a setting that cannot be stored (an empty specifier Key hid a whole bundle on iOS 18).",
        checkedIn: "CellStyleDecoder (rows) and SpecifierDecoder (a specifier's Key), as each is read",
        examples: { [
            RuleExample(ExampleText.screen("<dict><key>CellStyle</key><string>SettingSwitchCell</string>"
                                           + "<key>Content</key>↓<string> \t</string><key>Key</key>↓<string></string></dict>"),
                        "'Content' is empty",
                        "'Key' is empty"),
            RuleExample(ExampleText.page(ExampleText.textField("↓ ")), "'Key' is empty"),
            RuleExample(silent: ExampleText.screen(
                ExampleText.row("SettingSwitchCell", "Wi-Fi", "<key>Key</key><string>wifi</string>"))),
            RuleExample(silent: ExampleText.page(ExampleText.textField("name"))),
        ] })
}

extension Diagnostic {
    static func emptyValue(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.emptyValue, "'\(key)' is empty", at: location)
    }
}
