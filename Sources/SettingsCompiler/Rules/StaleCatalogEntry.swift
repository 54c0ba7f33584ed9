import Diagnostics
import PropertyList

extension Rule {
    /// A String Catalog entry no page uses and not marked stale: a text that was removed or changed on the page.
    public static let staleCatalogEntry = Rule(
        id: "stale-catalog-entry", severity: .warning,
        summary: "A String Catalog entry no page uses and not marked stale: a text that was removed or changed on the page.",
        checkedIn: "StaleCatalogEntry.check, once the pages and the catalog are read",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(
                    ExampleText.catalogEntry("Sound", ("de", "Ton")), ExampleText.catalogEntry("General", ("de", "Allgemein")),
                    "↓" + ExampleText.catalogEntry("Sounds", ("de", "Töne"))),
            ], "'Sounds' is in 'Root.xcstrings' but no page uses it; run settingsc catalog extract to mark it stale, or remove it"),
            // Marked stale: kept for its translations, as Xcode keeps them.
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(
                    ExampleText.catalogEntry("Sound", ("de", "Ton")), ExampleText.catalogEntry("General", ("de", "Allgemein")),
                    "\"Sounds\" : { \"extractionState\" : \"stale\", \"localizations\" : { \"de\" : { \"stringUnit\" : "
                        + "{ \"state\" : \"translated\", \"value\" : \"Töne\" } } } }"),
            ]),
        ] })
}

extension Diagnostic {
    static func staleCatalogEntry(_ key: String, catalog: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.staleCatalogEntry, "\(MessageText.quoted(key)) is in \(MessageText.quoted(catalog)) but no page uses it; "
            + "run settingsc catalog extract to mark it stale, or remove it", at: location)
    }
}

/// Checks that every entry of a catalog is a text of a page that uses it, or is marked stale.
enum StaleCatalogEntry {
    /// `used`: every text of the pages whose `StringsTable` the catalog is.
    static func check(_ catalog: StringCatalog, name: String, used: Set<String>) -> [Diagnostic] {
        catalog.entries.filter { !$0.isStale && !used.contains($0.key) }
            .map { .staleCatalogEntry($0.key, catalog: name, at: $0.location) }
    }
}
