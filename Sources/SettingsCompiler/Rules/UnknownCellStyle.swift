import Diagnostics
import PropertyList

extension Rule {
    /// A CellStyle that is not one of the five SettingCellType raw values.
    public static let unknownCellStyle = Rule(
        id: "unknown-cell-style", severity: .error,
        summary: "A CellStyle that is not one of the five SettingCellType raw values.",
        checkedIn: "CellStyleDecoder.decodeRow, as each row is read",
        examples: { [
            RuleExample(ExampleText.screen(
                "<dict><key>CellStyle</key>↓<string>SettingSwtichCell</string><key>Content</key><string>A</string></dict>",
                "<dict><key>CellStyle</key>↓<string>Toggle</string><key>Content</key><string>B</string></dict>"),
                        "unknown cell style 'SettingSwtichCell'; did you mean 'SettingSwitchCell'?",
                        "unknown cell style 'Toggle'; expected one of SettingBasicCell, SettingDetailCell, "
                            + "SettingSwitchCell, SettingBlueButtonCell, SettingRedButtonCell"),
            RuleExample(silent: ExampleText.screen(ExampleText.row("SettingSwitchCell"), ExampleText.row("SettingRedButtonCell"))),
        ] })
}

extension Diagnostic {
    /// At the `<string>` that holds the style; fixed when one style is close.
    static func unknownCellStyle(_ style: String, at location: SourceLocation) -> Diagnostic {
        let known = SettingCellType.allCases.map(\.rawValue)
        let (suggestion, certain) = Suggestions.match(style, in: known)
        let hint = suggestion == nil ? "; expected one of " + known.joined(separator: ", ") : ""
        return Diagnostic(.unknownCellStyle, "unknown cell style \(MessageText.quoted(style))\(MessageText.didYouMean(suggestion))\(hint)",
                          at: location, suggestion: suggestion,
                          fix: .replacing(style, at: location, with: certain))
    }
}
