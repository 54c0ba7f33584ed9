import Diagnostics
import PropertyList

extension Rule {
    /// A known key whose value has the wrong type, such as a Content or a Title that is an integer.
    public static let wrongType = Rule(
        id: "wrong-type", severity: .error,
        summary: "A known key whose value has the wrong type, such as a Content or a Title that is an integer.",
        checkedIn: "DecodingLog.wrongType, from CellStyleDecoder, PageDecoder and SpecifierDecoder",
        examples: { [
            // A key of the wrong type is not also reported missing.
            RuleExample(ExampleText.screen("<dict><key>CellStyle</key>↓<integer>3</integer><key>Content</key>↓<true/></dict>"),
                        "'CellStyle' must be a string, found an integer",
                        "'Content' must be a string, found a boolean"),
            RuleExample(ExampleText.plist(
                "<array><dict><key>SectionTitle</key><string>S</string><key>Data</key>↓<dict/></dict></array>"),
                        "'Data' must be an array of rows, found a dictionary"),
            RuleExample(ExampleText.page(
                ExampleText.specifier("PSToggleSwitchSpecifier", "<key>Title</key>↓<integer>3</integer>"
                    + "<key>Key</key><string>sound</string><key>DefaultValue</key><true/>"),
                ExampleText.specifier("PSMultiValueSpecifier", "<key>Title</key><string>Q</string><key>Key</key><string>q</string>"
                    + "<key>DefaultValue</key><integer>1</integer><key>Values</key><array><integer>1</integer></array>"
                    + "<key>Titles</key><array>↓<integer>1</integer></array>")),
                        "'Title' must be a string, found an integer",
                        "'Titles' must be an array of strings, found an array holding an integer"),
            RuleExample(silent: ExampleText.screen(ExampleText.row("SettingSwitchCell", "3"))),
            RuleExample(silent: ExampleText.page(ExampleText.toggle(title: "3"))),
        ] })
}

extension Diagnostic {
    static func wrongType(key: String, expected: String, found: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.wrongType, "'\(key)' must be \(expected), found \(MessageText.article(found))", at: location)
    }
}
