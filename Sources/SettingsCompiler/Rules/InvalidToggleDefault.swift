import Diagnostics
import PropertyList

extension Rule {
    /// A toggle DefaultValue that is neither a boolean nor its TrueValue or FalseValue.
    public static let invalidToggleDefault = Rule(
        id: "invalid-toggle-default", severity: .error,
        summary: "A toggle DefaultValue that is neither a boolean nor its TrueValue or FalseValue.",
        checkedIn: "InvalidToggleDefault.check, from SpecifierChecks as a toggle is built",
        examples: { [
            RuleExample(ExampleText.page(ExampleText.specifier("PSToggleSwitchSpecifier",
                "<key>Title</key><string>T</string><key>Key</key><string>a</string><key>DefaultValue</key>↓<string>NO</string>")),
                        "a toggle's 'DefaultValue' must be a boolean (<true/> or <false/>), found a string 'NO'"),
            RuleExample(ExampleText.page(ExampleText.specifier("PSToggleSwitchSpecifier",
                "<key>Title</key><string>T</string><key>Key</key><string>b</string>"
                    + "<key>TrueValue</key><string>on</string><key>FalseValue</key><string>off</string>"
                    + "<key>DefaultValue</key>↓<string>of</string>")),
                        "a toggle's 'DefaultValue' must be a boolean, its 'TrueValue' or its 'FalseValue', found a string 'of'"),
            RuleExample(silent: ExampleText.page(ExampleText.specifier("PSToggleSwitchSpecifier",
                "<key>Title</key><string>T</string><key>Key</key><string>a</string><key>DefaultValue</key><false/>"))),
            RuleExample(silent: ExampleText.page(ExampleText.specifier("PSToggleSwitchSpecifier",
                "<key>Title</key><string>T</string><key>Key</key><string>b</string>"
                    + "<key>TrueValue</key><string>on</string><key>FalseValue</key><string>off</string>"
                    + "<key>DefaultValue</key><string>off</string>"))),
        ] })
}

extension Diagnostic {
    static func invalidToggleDefault(_ value: PlistValue, hasCustomValues: Bool, at location: SourceLocation) -> Diagnostic {
        let expected = hasCustomValues ? "a boolean, its 'TrueValue' or its 'FalseValue'" : "a boolean (<true/> or <false/>)"
        return Diagnostic(.invalidToggleDefault, "a toggle's 'DefaultValue' must be \(expected), found "
            + "\(MessageText.article(value.typeName)) \(PlistText.describe(value))", at: location)
    }
}

/// Checks a toggle's default against what the toggle stores.
enum InvalidToggleDefault {
    static func check(_ toggle: ToggleSwitchSpecifier) -> Diagnostic? {
        let defaultValue = toggle.defaultValue
        guard toggle.isOn(defaultValue.value) == nil else { return nil }
        return .invalidToggleDefault(defaultValue.value, hasCustomValues: toggle.trueValue != nil || toggle.falseValue != nil,
                                     at: defaultValue.location)
    }
}
