import Diagnostics
import PropertyList

extension Rule {
    /// A section whose Data array has no rows.
    public static let emptySection = Rule(
        id: "empty-section", severity: .warning,
        summary: "A section whose Data array has no rows.",
        checkedIn: "CellStyleDecoder.decodeSection, as each section is read",
        examples: { [
            RuleExample(ExampleText.plist(
                "<array><dict><key>SectionTitle</key><string>S</string><key>Data</key>↓<array/></dict></array>"),
                        "section has no rows ('Data' is empty)"),
            RuleExample(silent: ExampleText.screen(ExampleText.row())),
        ] })
}

extension Diagnostic {
    static func emptySection(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.emptySection, "section has no rows ('Data' is empty)", at: location)
    }
}
