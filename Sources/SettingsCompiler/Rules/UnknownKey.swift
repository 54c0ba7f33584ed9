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
            // A key that prints as a known one but is written with other scalars (here the Kelvin sign):
            // Swift's `==` calls them equal, the device does not read it, so the specifier has no `Key`.
            RuleExample(ExampleText.page(ExampleText.specifier("PSToggleSwitchSpecifier",
                "<key>Title</key><string>Sound</string>↓<key>\u{212A}ey</key><string>sound</string>"
                    + "<key>DefaultValue</key><true/>")),
                        "unknown PSToggleSwitchSpecifier key '\u{212A}ey': it looks like 'Key' but is written with U+212A, "
                            + "and the Settings app compares keys byte for byte; did you mean 'Key'?"),
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
        Diagnostic(.unknownKey, "unknown \(what) key \(MessageText.quoted(key))\(lookalike(key, of: suggestion))"
                   + MessageText.didYouMean(suggestion), at: location, suggestion: suggestion,
                   fix: .replacing(key, at: location, with: certain))
    }

    /// What tells a key apart from the known key it looks like: written with other scalars, it is another
    /// key to the device, though it prints the same.
    private static func lookalike(_ key: String, of suggestion: String?) -> String {
        guard let suggestion, let scalars = MessageText.lookalikeScalars(key, of: suggestion) else { return "" }
        return ": it looks like \(MessageText.quoted(suggestion)) but is written with \(scalars), "
            + "and the Settings app compares keys byte for byte"
    }
}
