import PropertyList
import XMLStream

extension Rule {
    /// A DefaultValue that is not one of the Values: the Settings app shows no choice as selected.
    public static let defaultNotInValues = Rule(
        id: "default-not-in-values", severity: .error,
        summary: "A DefaultValue that is not one of the Values: the Settings app shows no choice as selected.",
        checkedIn: "DefaultNotInValues.check, from SpecifierChecks as a specifier is built",
        examples: { [
            // Most often the right value of the wrong type.
            RuleExample(ExampleText.page(ExampleText.specifier("PSRadioGroupSpecifier",
                "<key>Key</key><string>q</string><key>DefaultValue</key>↓<string>2</string>"
                    + "<key>Values</key><array><integer>1</integer><integer>2</integer></array>"
                    + "<key>Titles</key><array><string>Low</string><string>High</string></array>")),
                        "'DefaultValue' '2' is not one of 'Values' (1, 2); 2 is an integer but the default is a string"),
            RuleExample(ExampleText.page(ExampleText.specifier("PSRadioGroupSpecifier",
                "<key>Key</key><string>q</string><key>DefaultValue</key>↓<integer>3</integer>"
                    + "<key>Values</key><array><integer>1</integer><integer>2</integer></array>"
                    + "<key>Titles</key><array><string>Low</string><string>High</string></array>")),
                        "'DefaultValue' 3 is not one of 'Values' (1, 2)"),
            RuleExample(silent: ExampleText.page(ExampleText.specifier("PSRadioGroupSpecifier",
                "<key>Key</key><string>q</string><key>DefaultValue</key><integer>2</integer>"
                    + "<key>Values</key><array><integer>1</integer><integer>2</integer></array>"
                    + "<key>Titles</key><array><string>Low</string><string>High</string></array>"))),
        ] })
}

extension Diagnostic {
    static func defaultNotInValues(_ value: PlistValue, values: [PlistNode], at location: SourceLocation) -> Diagnostic {
        var message = "'DefaultValue' \(PlistText.describe(value)) is not one of 'Values' ("
            + values.prefix(8).map { PlistText.describe($0.value) }.joined(separator: ", ")
            + (values.count > 8 ? ", …" : "") + ")"
        // The usual cause: the same text with another type ("0" and 0).
        if let twin = values.first(where: { PlistText.plain($0.value) == PlistText.plain(value) }) {
            message += "; \(PlistText.describe(twin.value)) is \(MessageText.article(twin.value.typeName)) but the default is "
                + "\(MessageText.article(value.typeName))"
        }
        return Diagnostic(.defaultNotInValues, message, at: location)
    }
}

/// Checks that a default is one of the values offered.
enum DefaultNotInValues {
    static func check(_ defaultValue: PlistNode, among choices: ChoiceList) -> Diagnostic? {
        guard !choices.values.isEmpty, choices.index(of: defaultValue.value) == nil else { return nil }
        return .defaultNotInValues(defaultValue.value, values: choices.values, at: defaultValue.location)
    }
}
