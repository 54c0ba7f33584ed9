import Diagnostics
import PropertyList

extension Rule {
    /// A key that the row's cell style ignores: Key or DefaultValue on a row that is not a switch, Detail on a switch or button.
    public static let inapplicableKey = Rule(
        id: "inapplicable-key", severity: .warning,
        summary: "A key that the row's cell style ignores: Key or DefaultValue on a row that is not a switch, Detail on a switch or button.",
        checkedIn: "CellStyleDecoder.decodeRow, as each row is read",
        examples: { [
            RuleExample(ExampleText.screen(
                ExampleText.row("SettingBasicCell", "A", "↓<key>DefaultValue</key><true/>↓<key>Key</key><string>k</string>"),
                ExampleText.row("SettingSwitchCell", "B", "↓<key>Detail</key><string>d</string>")),
                        "'DefaultValue' applies to switch rows only; this row is a SettingBasicCell, which ignores it",
                        "'Key' applies to switch rows only; this row is a SettingBasicCell, which ignores it",
                        "'Detail' applies to basic and detail rows only; this row is a SettingSwitchCell, which ignores it"),
            RuleExample(silent: ExampleText.screen(
                ExampleText.row("SettingSwitchCell", "A", "<key>DefaultValue</key><true/><key>Key</key><string>k</string>"),
                ExampleText.row("SettingDetailCell", "B", "<key>Detail</key><string>d</string>"))),
        ] })
}

extension Diagnostic {
    static func inapplicableKey(_ key: String, style: SettingCellType, appliesTo: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.inapplicableKey, "'\(key)' applies to \(appliesTo) only; this row is a \(style.rawValue), "
            + "which ignores it", at: location)
    }
}
