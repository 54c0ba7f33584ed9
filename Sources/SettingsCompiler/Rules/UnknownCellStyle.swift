import PropertyList
import XMLStream

extension Rule {
    /// A CellStyle that is not one of the five SettingCellType raw values.
    public static let unknownCellStyle = Rule(
        id: "unknown-cell-style", severity: .error,
        summary: "A CellStyle that is not one of the five SettingCellType raw values.")
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
