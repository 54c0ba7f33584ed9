import XMLStream

extension Rule {
    /// A CellStyle that is not one of the five SettingCellType raw values.
    public static let unknownCellStyle = Rule(
        id: "unknown-cell-style", severity: .error,
        summary: "A CellStyle that is not one of the five SettingCellType raw values.")
}

extension Diagnostic {
    static func unknownCellStyle(_ style: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        let hint = suggestion == nil ? "; expected one of " + SettingCellType.allCases.map(\.rawValue).joined(separator: ", ") : ""
        return Diagnostic(.unknownCellStyle, "unknown cell style \(quoted(style))\(didYouMean(suggestion))\(hint)",
                          at: location, suggestion: suggestion)
    }
}
