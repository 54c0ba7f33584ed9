import Diagnostics
import PropertyList

extension Rule {
    /// `Root.plist` beside both device variants: the Settings app shows it on no device.
    public static let unshownRootPage = Rule(
        id: "unshown-root-page", severity: .warning,
        summary: "A Root.plist beside both Root~iphone.plist and Root~ipad.plist: the Settings app shows it on no device, "
            + "and the pages only it leads to are not checked as Settings app pages.",
        checkedIn: "BundleCompiler.finish, once every page the root pages reach has been read",
        examples: { [
            RuleExample(bundle: [
                "↓Root.plist": ExampleText.page(ExampleText.childPane("Advanced")),
                "Root~iphone.plist": ExampleText.page(ExampleText.toggle()),
                "Root~ipad.plist": ExampleText.page(ExampleText.toggle()),
                "Advanced.plist": ExampleText.page(ExampleText.toggle("volume")),
            ], "the Settings app shows this page on no device: Root~iphone.plist and Root~ipad.plist stand in for it; "
                + "the pages only it leads to are not checked as Settings app pages"),
            // One device variant: Root.plist is what the other device shows.
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.toggle()),
                "Root~ipad.plist": ExampleText.page(ExampleText.toggle()),
            ]),
        ] })
}

extension Diagnostic {
    /// About the page's file as a whole.
    static func unshownRootPage() -> Diagnostic {
        Diagnostic(.unshownRootPage, "the Settings app shows this page on no device: Root~iphone.plist and Root~ipad.plist "
            + "stand in for it; the pages only it leads to are not checked as Settings app pages", at: .wholeFile)
    }
}
