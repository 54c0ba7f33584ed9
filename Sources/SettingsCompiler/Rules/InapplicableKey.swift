import PropertyList
import XMLStream

extension Rule {
    /// A key that the row's cell style ignores: Key or DefaultValue on a row that is not a switch, Detail on a switch or button.
    public static let inapplicableKey = Rule(
        id: "inapplicable-key", severity: .warning,
        summary: "A key that the row's cell style ignores: Key or DefaultValue on a row that is not a switch, Detail on a switch or button.",
        checkedIn: "CellStyleDecoder.decodeRow, as each row is read",
        examples: { [] })
}

extension Diagnostic {
    static func inapplicableKey(_ key: String, style: SettingCellType, appliesTo: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.inapplicableKey, "'\(key)' applies to \(appliesTo) only; this row is a \(style.rawValue), "
            + "which ignores it", at: location)
    }
}
