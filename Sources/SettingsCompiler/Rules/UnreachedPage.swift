import Diagnostics
import PropertyList

extension Rule {
    /// A page of the bundle that no child pane leads to: the Settings app never shows it.
    public static let unreachedPage = Rule(
        id: "unreached-page", severity: .warning,
        summary: "A page of the bundle that no child pane leads to: the Settings app never shows it, and its settings rules "
            + "are not checked.",
        checkedIn: "BundleCompiler.readTheRest, once every page the root pages reach has been read",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(ExampleText.toggle()),
                "↓Advanced.plist": ExampleText.page(ExampleText.toggle("volume")),
            ], "page 'Advanced' is reached by no child pane: the Settings app never shows it"),
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.childPane("Advanced")),
                "Advanced.plist": ExampleText.page(ExampleText.toggle("volume")),
                // InAppSettingsKit's own pages are plain files to the Settings app.
                "Root.inApp.plist": ExampleText.page(ExampleText.toggle("volume")),
            ]),
        ] })
}

extension Diagnostic {
    /// About the page's file as a whole.
    static func unreachedPage(_ name: String) -> Diagnostic {
        Diagnostic(.unreachedPage, "page \(MessageText.quoted(name)) is reached by no child pane: the Settings app never "
            + "shows it", at: .wholeFile)
    }
}
