import Diagnostics
import PropertyList

extension Rule {
    /// A page without StringsTable while the bundle has translations for it: the Settings app does not translate it.
    public static let unlocalizedPage = Rule(
        id: "unlocalized-page", severity: .warning,
        summary: "A page without StringsTable while the bundle has translations for it: the Settings app does not translate it.",
        checkedIn: "UnlocalizedPage.check, once the bundle's tables are read",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.plist(
                    "↓<dict><key>PreferenceSpecifiers</key><array>\(ExampleText.toggle())</array></dict>"),
                "en.lproj/Root.strings": "\"Sound\" = \"Sound\";\n",
            ], "page has no 'StringsTable', so the Settings app does not translate it, though 'Root.strings' exists in en.lproj; "
                + "add <key>StringsTable</key><string>Root</string>"),
            // A String Catalog of the page's name translates it once the page names the table.
            RuleExample(bundle: [
                "Root.plist": ExampleText.plist(
                    "↓<dict><key>PreferenceSpecifiers</key><array>\(ExampleText.toggle())</array></dict>"),
                "Root.xcstrings": ExampleText.catalog(ExampleText.catalogEntry("Sound", ("de", "Ton"))),
            ], "page has no 'StringsTable', so the Settings app does not translate it, though 'Root.xcstrings' exists; "
                + "add <key>StringsTable</key><string>Root</string>"),
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.toggle(), extra: "<key>StringsTable</key><string>Root</string>"),
                "en.lproj/Root.strings": "\"Sound\" = \"Sound\";\n",
            ]),
        ] })
}

extension Diagnostic {
    static func unlocalizedPage(catalog table: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unlocalizedPage, "page has no 'StringsTable', so the Settings app does not translate it, though "
            + "\(MessageText.quoted(table + ".xcstrings")) exists; add <key>StringsTable</key><string>\(table)</string>",
                   at: location)
    }

    static func unlocalizedPage(table: String, languages: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unlocalizedPage, "page has no 'StringsTable', so the Settings app does not translate it, though "
            + "\(MessageText.quoted(table + ".strings")) exists in \(LanguageList.describe(languages)); add "
            + "<key>StringsTable</key><string>\(table)</string>", at: location)
    }
}

/// Checks that a page with no `StringsTable` has no translations it would use.
enum UnlocalizedPage {
    static func check(_ page: BundlePage, languages: [String], files: BundleFiles) -> Diagnostic? {
        guard page.stringsTable == nil, page.variantOf == nil else { return nil }
        let baseName = String(page.name.split(separator: "/").last ?? "")
        let candidate = String(baseName.split(separator: "~").first ?? "")
        let having = languages.filter { files.contains("\($0).lproj/\(candidate).strings") }
        guard !candidate.isEmpty else { return nil }
        if having.isEmpty && files.contains(candidate + ".xcstrings") { return .unlocalizedPage(catalog: candidate, at: page.location) }
        guard !having.isEmpty else { return nil }
        return .unlocalizedPage(table: candidate, languages: having, at: page.location)
    }
}
