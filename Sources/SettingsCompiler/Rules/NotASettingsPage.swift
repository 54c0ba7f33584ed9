import Diagnostics
import PropertyList

extension Rule {
    /// A root dictionary without PreferenceSpecifiers: neither a cell-style definition nor a Settings bundle page.
    public static let notASettingsPage = Rule(
        id: "not-a-settings-page", severity: .error,
        summary: "A root dictionary without PreferenceSpecifiers: neither a cell-style definition nor a Settings bundle page.",
        checkedIn: "BundleCompiler.add and PageDecoder, at a page's root value",
        examples: { [
            RuleExample(ExampleText.plist("↓<dict><key>PreferenceSpecifier</key><array/></dict>"),
                        "a Settings bundle page needs 'PreferenceSpecifiers'; did you mean it instead of 'PreferenceSpecifier'?"),
            RuleExample(ExampleText.plist("↓<dict><key>Title</key><string>x</string></dict>"),
                        "a Settings bundle page needs 'PreferenceSpecifiers' (the array of its items); "
                            + "a cell-style definition is an array"),
            // A child pane's page that is no dictionary at all.
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(ExampleText.childPane("More")),
                "More.plist": ExampleText.plist("↓<string></string>"),
            ], "a Settings bundle page is a dictionary with 'PreferenceSpecifiers', found a string"),
            RuleExample(silent: ExampleText.plist("<dict><key>PreferenceSpecifiers</key><array/></dict>")),
        ] })
}

extension Diagnostic {
    /// A page (a child pane's file) whose root is not a dictionary at all.
    static func notASettingsPage(found type: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.notASettingsPage, "a Settings bundle page is a dictionary with 'PreferenceSpecifiers', found "
            + MessageText.article(type), at: location)
    }

    /// At the root dictionary; `typo` is its key closest to `PreferenceSpecifiers`, renamed by the fix
    /// when the repair is `certain`.
    static func notASettingsPage(typo: (name: String, location: SourceLocation)?, certain: Bool,
                                 at location: SourceLocation) -> Diagnostic {
        guard let typo else {
            return Diagnostic(.notASettingsPage, "a Settings bundle page needs 'PreferenceSpecifiers' (the array of its items); "
                + "a cell-style definition is an array", at: location)
        }
        return Diagnostic(.notASettingsPage, "a Settings bundle page needs 'PreferenceSpecifiers'; did you mean it instead of "
            + "\(MessageText.quoted(typo.name))?", at: location, suggestion: "PreferenceSpecifiers",
                          fix: .replacing(typo.name, at: typo.location, with: certain ? "PreferenceSpecifiers" : nil))
    }
}
