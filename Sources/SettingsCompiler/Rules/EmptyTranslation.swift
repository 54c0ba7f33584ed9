import Diagnostics
import PropertyList

extension Rule {
    /// A String Catalog translation whose value is empty: catalog compile leaves it out and the page shows its own text.
    public static let emptyTranslation = Rule(
        id: "empty-translation", severity: .warning,
        summary: "A String Catalog translation whose value is empty: catalog compile leaves it out and the page shows its own text.",
        checkedIn: "CatalogCompiler.diagnostics, once the catalog is read",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(
                    "\"Sound\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : ↓\"\" } } } }",
                    ExampleText.catalogEntry("General", ("de", "Allgemein"))),
            ], "'Sound' has an empty translation for de; catalog compile leaves it out, so de shows 'Sound'"),
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(ExampleText.catalogEntry("Sound", ("de", "Ton")),
                                                      ExampleText.catalogEntry("General", ("de", "Allgemein"))),
            ]),
        ] })
}

extension Diagnostic {
    /// `shown`: what the device shows in its place (the source language's text, else the key).
    static func emptyTranslation(_ key: String, language: String, shows shown: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.emptyTranslation, "\(MessageText.quoted(key)) has an empty translation for \(language); catalog compile "
            + "leaves it out, so \(language) shows \(MessageText.quoted(shown))", at: location)
    }
}
