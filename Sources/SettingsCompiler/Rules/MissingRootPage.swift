import Diagnostics
import PropertyList

extension Rule {
    /// A bundle folder with no root page: the Settings app shows nothing for the app.
    public static let missingRootPage = Rule(
        id: "missing-root-page", severity: .error,
        summary: "A Settings bundle with no root page (Root.plist, Root~iphone.plist, Root~ipad.plist or <lang>.lproj/Root.plist): "
            + "the Settings app shows nothing for the app.",
        checkedIn: "BundleCompiler.compile(directory:), before the bundle's other files are read",
        examples: { [
            RuleExample(bundle: [
                "↓": nil,
                "root.plist": ExampleText.page(ExampleText.toggle()),
            ], "the bundle has no root page (Root.plist, Root~iphone.plist, Root~ipad.plist or <lang>.lproj/Root.plist): the "
                + "Settings app shows nothing for this app; 'root.plist' differs only in case (devices have case-sensitive file "
                + "systems)"),
            // A device variant alone is a root page.
            RuleExample(silentBundle: ["Root~iphone.plist": ExampleText.page(ExampleText.toggle())]),
        ] })
}

extension Diagnostic {
    /// About the bundle folder as a whole; `caseMismatches`: root pages there only in another case.
    static func missingRootPage(caseMismatches: [String]) -> Diagnostic {
        Diagnostic(.missingRootPage, "the bundle has no root page (Root.plist, Root~iphone.plist, Root~ipad.plist or "
            + "<lang>.lproj/Root.plist): the Settings app shows nothing for this app"
            + (caseMismatches.isEmpty ? "" : "; " + caseMismatches.map { MessageText.quoted($0) }.joined(separator: ", ")
                + (caseMismatches.count == 1 ? " differs" : " differ") + " only in case (devices have case-sensitive file systems)"),
                   at: .wholeFile)
    }
}
