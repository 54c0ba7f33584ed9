import Diagnostics
import PropertyList

extension Rule {
    /// A String Catalog that is not JSON, or whose values have the wrong type: settingsc cannot use its translations.
    public static let invalidCatalog = Rule(
        id: "invalid-catalog", severity: .error,
        summary: "A String Catalog that is not JSON, or whose values have the wrong type: settingsc cannot use its translations.",
        checkedIn: "CatalogDecoder, as the catalog is read (the JSON reader words syntax problems)",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(
                    "\"Sound\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : ↓1, \"value\" : \"Ton\" } } } }",
                    "\"General\" : { \"shouldTranslate\" : ↓\"no\" }"),
            ], "'state' must be a string, found a number",
               "'shouldTranslate' must be true or false, found a string"),
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog("\"Sound\" : { }↓,"),
            ], "trailing comma before '}'; remove it"),
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog("\"Sound\" : { }", "↓\"Sound\" : { }"),
            ], "duplicate key 'Sound' (first at 3:1); the last one is used: remove the other"),
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": "↓{ \"strings\" : { } }",
            ], "'sourceLanguage' is missing: the language the keys are written in"),
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(ExampleText.catalogEntry("Sound", ("de", "Ton")),
                                                      ExampleText.catalogEntry("General", ("de", "Allgemein"))),
            ]),
        ] })
}

extension Diagnostic {
    static func invalidCatalog(_ message: String, at location: SourceLocation, severity: Severity = .error) -> Diagnostic {
        var diagnostic = Diagnostic(.invalidCatalog, message, at: location)
        diagnostic.severity = severity
        return diagnostic
    }
}
