import Diagnostics
import PropertyList

extension Rule {
    /// A required key is missing: a section without Data, a row without Content or CellStyle, a specifier without Type, Key or another key its Type requires.
    public static let missingKey = Rule(
        id: "missing-key", severity: .error,
        summary: "A required key is missing: a section without Data, a row without Content or CellStyle, a specifier without Type, Key or another key its Type requires.",
        checkedIn: "DecodingLog.missingKey, from CellStyleDecoder, PageDecoder and SpecifierDecoder",
        examples: { [
            RuleExample(ExampleText.plist("<array>\n↓<dict><key>SectionTitle</key><string>S</string></dict>\n</array>"),
                        "section has no 'Data' (the array of its rows)"),
            RuleExample(ExampleText.screen("↓<dict><key>CellStyle</key><string>SettingBasicCell</string></dict>",
                                           "↓<dict><key>Content</key><string>Wi-Fi</string></dict>"),
                        "row has no 'Content' (the row's title)",
                        "row has no 'CellStyle' (one of SettingBasicCell, SettingDetailCell, SettingSwitchCell, "
                            + "SettingBlueButtonCell, SettingRedButtonCell)"),
            // Every key a specifier lacks, each at the specifier.
            RuleExample(ExampleText.page(
                "↓<dict><key>Title</key><string>x</string></dict>",
                "↓↓" + ExampleText.specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>Sound</string>")),
                        "specifier has no 'Type' (what it is, such as 'PSToggleSwitchSpecifier')",
                        "PSToggleSwitchSpecifier has no 'Key' (the name its value is stored under)",
                        "PSToggleSwitchSpecifier has no 'DefaultValue' (the value shown while nothing is stored)"),
            // A key that prints as `Key` but is written with the Kelvin sign (U+212A) is another key to
            // the device, which compares keys byte for byte: the toggle has no `Key`.
            RuleExample(ExampleText.page("↓" + ExampleText.specifier("PSToggleSwitchSpecifier",
                "<key>Title</key><string>Sound</string><key>\u{212A}ey</key><string>sound</string>"
                    + "<key>DefaultValue</key><true/>")),
                        "PSToggleSwitchSpecifier has no 'Key' (the name its value is stored under)"),
            RuleExample(silent: ExampleText.screen(ExampleText.row("SettingBasicCell", "Wi-Fi"))),
            RuleExample(silent: ExampleText.page(ExampleText.toggle())),
        ] })
}

extension Diagnostic {
    static func missingKey(_ key: String, in what: String, hint: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "\(what) has no '\(key)' (\(hint))", at: location)
    }
}
