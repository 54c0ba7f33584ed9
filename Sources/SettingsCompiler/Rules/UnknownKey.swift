import Diagnostics
import PropertyList

extension Rule {
    /// A key the settings schema does not know; usually a typo.
    public static let unknownKey = Rule(
        id: "unknown-key", severity: .warning,
        summary: "A key the settings schema does not know; usually a typo.",
        checkedIn: "DecodingLog.unknownKey, from CellStyleDecoder, PageDecoder and SpecifierDecoder",
        examples: { [
            RuleExample(ExampleText.screen(ExampleText.row(
                "SettingBasicCell", "Row", "↓<key>Detial</key><string>x</string>↓<key>FooterText</key><string>f</string>")),
                        "unknown row key 'Detial'; did you mean 'Detail'?",
                        "unknown row key 'FooterText'; 'FooterText' belongs in a section"),
            RuleExample(ExampleText.page(ExampleText.toggle(),
                                         extra: "↓<key>StringTable</key><string>Root</string>↓<key>Key</key><string>x</string>"),
                        "unknown page key 'StringTable'; did you mean 'StringsTable'?",
                        "unknown page key 'Key'; 'Key' belongs in an item of 'PreferenceSpecifiers'"),
            RuleExample(ExampleText.page(ExampleText.slider(
                extra: "↓<key>DefaultValeu</key><integer>1</integer>↓<key>Title</key><string>Volume</string>")),
                        "unknown PSSliderSpecifier key 'DefaultValeu'; did you mean 'DefaultValue'?",
                        "unknown PSSliderSpecifier key 'Title'; the Settings app ignores it here"),
            RuleExample(silent: ExampleText.screen(
                ExampleText.row("SettingDetailCell", "Row", "<key>Detail</key><string>x</string>"),
                section: "<key>SectionTitle</key><string>General</string><key>FooterText</key><string>f</string>")),
            // The keys LicensePlist writes into a library's group are known.
            RuleExample(silent: ExampleText.page(ExampleText.specifier("PSGroupSpecifier",
                "<key>Title</key><string>SwiftLint</string><key>FooterText</key><string>MIT License…</string>"
                    + "<key>License</key><string>MIT</string><key>Source</key><string>https://github.com/realm/SwiftLint</string>"))),
            // InAppSettingsKit's keys are known.
            RuleExample(silent: ExampleText.page(
                ExampleText.slider(extra: "<key>IASKCellImage</key><string>volume.png</string>"))),
        ] })
}

extension Diagnostic {
    /// At the `<key>`; `certain` is the key to rename it to, when that repair is certain.
    static func unknownKey(_ key: String, in what: String, suggestion: String?, certain: String? = nil,
                           at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownKey, "unknown \(what) key \(MessageText.quoted(key))\(MessageText.didYouMean(suggestion))", at: location,
                   suggestion: suggestion, fix: .replacing(key, at: location, with: certain))
    }
}
