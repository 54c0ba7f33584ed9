import Diagnostics
import PropertyList

extension Rule {
    /// A .lproj table that disagrees with the String Catalog it is compiled from (or is missing, or has no language in it): run settingsc catalog compile.
    public static let catalogOutOfDate = Rule(
        id: "catalog-out-of-date", severity: .warning,
        summary: "A .lproj table that disagrees with the String Catalog it is compiled from (or is missing, or has no language in it): run settingsc catalog compile.",
        checkedIn: "CatalogOutOfDate, once the catalog and the bundle's tables are read",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(ExampleText.catalogEntry("Sound", ("de", "Klang")),
                                                      ExampleText.catalogEntry("General", ("de", "Allgemein"))),
                "de.lproj/Root.strings": "\"General\" = \"Allgemein\";\n\"Sound\" = ↓\"Ton\";\n",
                "en.lproj/Root.strings": "↓\"General\" = \"General\";\n",
                "it.lproj/Root.strings": "↓\"Sound\" = \"Suono\";\n",
            ], "differs from 'Root.xcstrings': 'Sound' is 'Ton' here, 'Klang' in the catalog; run settingsc catalog compile",
               "differs from 'Root.xcstrings': 'Sound' is missing here; run settingsc catalog compile",
               "'Root.xcstrings' has no translations for it, so catalog compile leaves this table as it is; "
                + "run settingsc catalog extract to take them into the catalog"),
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(
                    "\"Sound\" : { \"localizations\" : { ↓\"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Son\" } }, "
                        + "\"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Ton\" } } } }",
                    ExampleText.catalogEntry("General", ("de", "Allgemein"), ("fr", "Général"))),
                "de.lproj/Root.strings": "\"General\" = \"Allgemein\";\n\"Sound\" = \"Ton\";\n",
                "en.lproj/Root.strings": "\"General\" = \"General\";\n\"Sound\" = \"Sound\";\n",
            ], "the catalog translates into fr, but 'fr.lproj/Root.strings' does not exist; run settingsc catalog compile"),
            // Tables compiled into the built product only (catalog compile --output-bundle): none in the bundle.
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(ExampleText.catalogEntry("Sound", ("de", "Ton")),
                                                      ExampleText.catalogEntry("General", ("de", "Allgemein"))),
            ]),
        ] })
}

extension Diagnostic {
    static func catalogOutOfDate(_ difference: String, catalog: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.catalogOutOfDate, "differs from \(MessageText.quoted(catalog)): \(difference); run settingsc catalog compile",
                   at: location)
    }

    static func catalogTableMissing(_ path: String, language: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.catalogOutOfDate, "the catalog translates into \(language), but \(MessageText.quoted(path)) does not exist; "
            + "run settingsc catalog compile", at: location)
    }

    static func catalogLacksLanguage(_ language: String, catalog: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.catalogOutOfDate, "\(MessageText.quoted(catalog)) has no translations for \(language), so catalog compile "
            + "leaves this table as it is; run settingsc catalog extract to take them into the catalog", at: location)
    }
}

/// Compares the tables a catalog compiles to with the `.lproj` tables the bundle holds.
enum CatalogOutOfDate {
    /// The first difference between `compiled` and `file` (the table in the bundle), or nil.
    static func check(_ compiled: StringsTable, file: StringsTable, catalog: String) -> Diagnostic? {
        for entry in compiled.entries {
            guard let found = file.entry(for: entry.key) else {
                return .catalogOutOfDate("\(MessageText.quoted(entry.key)) is missing here", catalog: catalog, at: .start)
            }
            if found.value != entry.value {
                return .catalogOutOfDate("\(MessageText.quoted(entry.key)) is \(MessageText.quoted(found.value)) here, "
                    + "\(MessageText.quoted(entry.value)) in the catalog", catalog: catalog, at: found.valueLocation)
            }
        }
        for entry in file.entries where !compiled.contains(entry.key) {
            return .catalogOutOfDate("\(MessageText.quoted(entry.key)) is here, not in the catalog", catalog: catalog,
                                     at: entry.keyLocation)
        }
        return nil
    }
}
