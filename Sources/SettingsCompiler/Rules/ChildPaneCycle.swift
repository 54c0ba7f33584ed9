import Diagnostics
import PropertyList

extension Rule {
    /// A child pane that leads back to a page on its own path: a loop of pages.
    public static let childPaneCycle = Rule(
        id: "child-pane-cycle", severity: .warning,
        summary: "A child pane that leads back to a page on its own path: a loop of pages.",
        checkedIn: "BundleCompiler.walk, as it follows child panes depth first",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(ExampleText.childPane("com.example/Licenses", title: "Licenses")),
                "com.example/Licenses.plist": ExampleText.page(ExampleText.childPane("↓Root", title: "Back")),
            ], "child pane 'Root' leads back to a page on its own path (Root → com.example/Licenses → Root)"),
            // A page reached along two paths is no loop.
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.childPane("More"), ExampleText.childPane("Licenses", title: "Licenses")),
                "More.plist": ExampleText.page(ExampleText.childPane("Licenses", title: "Licenses")),
                "Licenses.plist": ExampleText.page(),
            ]),
        ] })
}

extension Diagnostic {
    static func childPaneCycle(_ file: String, path: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(.childPaneCycle, "child pane \(MessageText.quoted(file)) leads back to a page on its own path ("
            + (path + [file]).joined(separator: " → ") + ")", at: location)
    }
}
