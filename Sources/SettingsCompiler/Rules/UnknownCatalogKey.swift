import Diagnostics
import PropertyList

extension Rule {
    /// A key a String Catalog's format does not have (a newer Xcode's, or a typo): it is kept, and otherwise ignored.
    public static let unknownCatalogKey = Rule(
        id: "unknown-catalog-key", severity: .warning,
        summary: "A key a String Catalog's format does not have (a newer Xcode's, or a typo): it is kept, and otherwise ignored.",
        checkedIn: "CatalogDecoder, as the catalog is read",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(
                    "\"Sound\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { ↓\"stat\" : \"translated\", \"value\" : \"Ton\" } } } }",
                    "\"General\" : { \"localizations\" : { \"de\" : { \"variations\" : { \"device\" : { ↓\"iphon\" : { } } } } } }",
                    "\"Old\" : { ↓\"reviewedBy\" : \"kim\", \"extractionState\" : \"stale\" }"),
            ], "unknown stringUnit key 'stat'; did you mean 'state'?",
               "unknown device name 'iphon'; did you mean 'iphone'?",
               "unknown entry key 'reviewedBy'"),
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(ExampleText.catalogEntry("Sound", ("de", "Ton"),
                                                                               fields: "\"comment\" : \"A switch\", "),
                                                      ExampleText.catalogEntry("General", ("de", "Allgemein"))),
            ]),
        ] })
}

extension Diagnostic {
    /// `what`: the object (`stringUnit`, `entry`, `device`); `noun`: what its keys are (`key`, `name`, `form`).
    static func unknownCatalogKey(_ key: String, in what: String, noun: String, suggestion: String?,
                                  at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownCatalogKey, "unknown \(what) \(noun) \(MessageText.quoted(key))\(MessageText.didYouMean(suggestion))",
                   at: location, suggestion: suggestion)
    }
}
