import Diagnostics
import PropertyList

extension Rule {
    /// A child pane File that matches a page only when case is ignored: found in the simulator, missing on a device.
    public static let childPaneCaseMismatch = Rule(
        id: "child-pane-case-mismatch", severity: .error,
        summary: "A child pane File that matches a page only when case is ignored: found in the simulator, missing on a device.",
        checkedIn: "ChildPaneTarget.resolve, as the bundle walk follows each child pane",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(ExampleText.childPane("↓advanced")),
                "Advanced.plist": ExampleText.page(),
            ], "child pane 'advanced' matches 'Advanced.plist' only when case is ignored; "
                + "devices have case-sensitive file systems; did you mean 'Advanced'?"),
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.childPane("Advanced")),
                "Advanced.plist": ExampleText.page(),
            ]),
        ] })
}

extension Diagnostic {
    /// At the `File` value; fixed when `actual` is the only page that matches ignoring case.
    static func childPaneCaseMismatch(_ file: String, actual: String, certain: Bool, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.childPaneCaseMismatch, "child pane \(MessageText.quoted(file)) matches \(MessageText.quoted(actual + ".plist")) only when "
            + "case is ignored; devices have case-sensitive file systems; did you mean \(MessageText.quoted(actual))?", at: location,
                   suggestion: actual, fix: .replacing(file, at: location, with: certain ? actual : nil))
    }
}
