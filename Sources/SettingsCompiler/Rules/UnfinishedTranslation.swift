import Diagnostics
import PropertyList

extension Rule {
    /// A String Catalog translation of a page text in state 'new' (not translated yet) or 'needs_review'.
    public static let unfinishedTranslation = Rule(
        id: "unfinished-translation", severity: .warning,
        summary: "A String Catalog translation of a page text in state 'new' (not translated yet) or 'needs_review'.",
        checkedIn: "UnfinishedTranslation.check, once the pages and the catalog are read",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(
                    "\"Sound\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : ↓\"needs_review\", \"value\" : \"Ton\" } }, "
                        + "\"fr\" : { \"stringUnit\" : { \"state\" : ↓\"new\", \"value\" : \"Sound\" } } } }",
                    ExampleText.catalogEntry("General", ("de", "Allgemein"), ("fr", "Général"))),
            ], "the de translation of 'Sound' needs review (its state in the catalog is 'needs_review')",
               "the fr translation of 'Sound' is not done (its state in the catalog is 'new')"),
            // The source language's units are 'new' when Xcode makes them; texts that are not translated are not asked for.
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(
                    ExampleText.catalogEntry("Sound", ("en", "Sound"), state: "new"),
                    "\"General\" : { \"shouldTranslate\" : false, \"localizations\" : { \"de\" : { \"stringUnit\" : "
                        + "{ \"state\" : \"new\", \"value\" : \"General\" } } } }"),
            ]),
        ] })
}

extension Diagnostic {
    static func unfinishedTranslation(_ key: String, language: String, state: String, at location: SourceLocation) -> Diagnostic {
        let what = state == "new" ? "is not done" : "needs review"
        return Diagnostic(.unfinishedTranslation, "the \(language) translation of \(MessageText.quoted(key)) \(what) "
            + "(its state in the catalog is \(MessageText.quoted(state)))", at: location)
    }
}

/// Checks the state of the translations of the texts pages use.
enum UnfinishedTranslation {
    /// `used`: the texts of the pages whose `StringsTable` the catalog is.
    static func check(_ catalog: StringCatalog, used: Set<String>) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // A key without a letter (`""`, `"%@"`, `"1"`) reads the same in every language: its state is no work left.
        for entry in catalog.entries where entry.shouldTranslate && used.contains(entry.key) && MissingTranslation.hasLetter(entry.key) {
            // Read in place, and the content only when it has work: a copy of each localization cost a retain
            // per text it holds (60,000 units).
            let localizations = entry.localizations
            for offset in localizations.indices
            where localizations[offset].hasUnfinishedUnit && localizations[offset].language != catalog.sourceLanguage {
                for unit in localizations[offset].content.unfinishedUnits {
                    found.append(diagnostic(entry, localizations[offset], unit, state: catalog.state(of: unit)!))
                }
            }
        }
        return found
    }

    private static func diagnostic(_ entry: CatalogEntry, _ localization: CatalogLocalization, _ unit: CatalogUnit,
                                   state: String) -> Diagnostic {
        .unfinishedTranslation(entry.key, language: localization.language, state: state, at: unit.stateLocation)
    }
}
