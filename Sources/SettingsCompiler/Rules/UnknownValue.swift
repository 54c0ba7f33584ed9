import Diagnostics
import PropertyList

extension Rule {
    /// A KeyboardType, AutocapitalizationType, AutocorrectionType or idiom the Settings app does not know; it falls back to the default.
    public static let unknownValue = Rule(
        id: "unknown-value", severity: .warning,
        summary: "A KeyboardType, AutocapitalizationType, AutocorrectionType or idiom the Settings app does not know; it falls back to the default.",
        checkedIn: "SpecifierDecoder.check(_:shape:), at an enumerated value",
        examples: { [
            RuleExample(ExampleText.page(ExampleText.textField(extra: "<key>AutocorrectionType</key>↓<string>no</string>"
                + "<key>SupportedUserInterfaceIdioms</key><array><string>Phone</string>↓<string>Watch</string>"
                + "<string>Mac</string></array>")),
                        "'no' is not a value of 'AutocorrectionType' (Default, No, Yes); the Settings app uses 'Default'; "
                            + "did you mean 'No'?",
                        "'Watch' is not a value of 'SupportedUserInterfaceIdioms' (Phone, Pad); the Settings app ignores it"),
            // InAppSettingsKit's idioms Mac and Reality are accepted too.
            RuleExample(silent: ExampleText.page(ExampleText.textField(extra: "<key>AutocorrectionType</key><string>No</string>"
                + "<key>SupportedUserInterfaceIdioms</key><array><string>Phone</string><string>Pad</string>"
                + "<string>Mac</string></array>"))),
        ] })
}

extension Diagnostic {
    static func unknownValue(_ value: String, of key: String, allowed: [String], fallback: String?,
                             reader: String = "the Settings app", at location: SourceLocation) -> Diagnostic {
        let (suggestion, certain) = Suggestions.match(value, in: allowed)
        let uses = fallback.map { "; \(reader) uses \(MessageText.quoted($0))" } ?? "; \(reader) ignores it"
        return Diagnostic(.unknownValue, "\(MessageText.quoted(value)) is not a value of \(MessageText.quoted(key)) ("
            + allowed.joined(separator: ", ") + ")\(uses)\(MessageText.didYouMean(suggestion))", at: location, suggestion: suggestion,
                          fix: .replacing(value, at: location, with: certain))
    }
}
