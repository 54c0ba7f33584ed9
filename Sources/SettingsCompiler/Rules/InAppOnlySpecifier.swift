import Diagnostics
import PropertyList

extension Rule {
    /// An InAppSettingsKit Type: the app's own settings screen shows it, the Settings app does not.
    public static let inAppOnlySpecifier = Rule(
        id: "in-app-only-specifier", severity: .warning,
        summary: "An InAppSettingsKit Type: the app's own settings screen shows it, the Settings app does not.",
        checkedIn: "SpecifierDecoder.decode, at the specifier's Type",
        examples: { [
            RuleExample(ExampleText.page("<dict><key>Type</key>↓<string>IASKButtonSpecifier</string></dict>"),
                        "'IASKButtonSpecifier' is an InAppSettingsKit type: the Settings app does not show it"),
            RuleExample(silent: ExampleText.page(ExampleText.specifier(
                "PSTitleValueSpecifier", "<key>Key</key><string>version</string><key>DefaultValue</key><string>1.0</string>"))),
        ] })
}

extension Diagnostic {
    static func inAppOnlySpecifier(_ type: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.inAppOnlySpecifier, "\(MessageText.quoted(type)) is an InAppSettingsKit type: the Settings app does not show it",
                   at: location)
    }
}
