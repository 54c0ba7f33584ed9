import Diagnostics
import PropertyList

extension Rule {
    /// A section without SectionTitle; the screen shows it unnamed.
    public static let missingSectionTitle = Rule(
        id: "missing-section-title", severity: .warning,
        summary: "A section without SectionTitle; the screen shows it unnamed.",
        checkedIn: "CellStyleDecoder.decodeSection, as each section is read",
        examples: { [
            RuleExample(ExampleText.plist("<array>↓<dict><key>Data</key><array>\(ExampleText.row())</array></dict></array>"),
                        "section has no 'SectionTitle'; it will be shown unnamed"),
            RuleExample(silent: ExampleText.screen(ExampleText.row())),
        ] })
}

extension Diagnostic {
    static func missingSectionTitle(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingSectionTitle, "section has no 'SectionTitle'; it will be shown unnamed", at: location)
    }
}
