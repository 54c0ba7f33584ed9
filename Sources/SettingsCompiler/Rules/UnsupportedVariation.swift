import Diagnostics
import PropertyList

extension Rule {
    /// A String Catalog entry with plural forms, substitutions or device variations without 'other': the Settings app shows texts as they are, so catalog compile leaves them out.
    public static let unsupportedVariation = Rule(
        id: "unsupported-variation", severity: .warning,
        summary: "A String Catalog entry with plural forms, substitutions or device variations without 'other': the Settings app shows texts as they are, so catalog compile leaves them out.",
        checkedIn: "CatalogCompiler.diagnostics, once the catalog is read",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(
                    "↓\"Sound\" : { \"localizations\" : { \"de\" : { \"variations\" : { \"plural\" : { "
                        + "\"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld Ton\" } }, "
                        + "\"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld Töne\" } } } } } } }",
                    "↓\"General\" : { \"localizations\" : { \"de\" : { \"variations\" : { \"device\" : { "
                        + "\"ipad\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Allgemein (iPad)\" } } } } } } }"),
            ], "'Sound' has plural forms for de, which the Settings app cannot choose between: catalog compile leaves it out of "
                + "their tables, so they show 'Sound'",
               "'General' varies by device for de without an 'other' case: catalog compile leaves it out of the tables every "
                + "device reads, so they show 'General'"),
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(
                    ExampleText.catalogEntry("Sound", ("de", "Ton")),
                    "\"General\" : { \"localizations\" : { \"de\" : { \"variations\" : { \"device\" : { "
                        + "\"ipad\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Allgemein (iPad)\" } }, "
                        + "\"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Allgemein\" } } } } } } }"),
            ]),
        ] })
}

extension Diagnostic {
    /// What a catalog holds that the Settings app cannot show.
    enum CatalogVariation {
        case plural, substitutions, deviceWithoutOther
    }

    static func unsupportedVariation(_ key: String, kind: CatalogVariation, languages: [String], at location: SourceLocation)
        -> Diagnostic {
        let listed = LanguageList.tags(languages)
        let what: String
        switch kind {
        case .plural: what = "has plural forms for \(listed), which the Settings app cannot choose between: catalog compile leaves it out of their tables"
        case .substitutions: what = "has substitutions for \(listed), which the Settings app does not format: catalog compile leaves it out of their tables"
        case .deviceWithoutOther: what = "varies by device for \(listed) without an 'other' case: catalog compile leaves it out of the tables every device reads"
        }
        return Diagnostic(.unsupportedVariation, "\(MessageText.quoted(key)) \(what), so they show \(MessageText.quoted(key))", at: location)
    }
}
