import Diagnostics
import Platform
import PropertyList

extension Rule {
    /// A localizable text with no entry in some language's strings table: that language shows it untranslated.
    public static let missingTranslation = Rule(
        id: "missing-translation", severity: .warning,
        summary: "A localizable text with no entry in some language's strings table: that language shows it untranslated.",
        checkedIn: "MissingTranslation.check, once the bundle's tables are read",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(
                    ExampleText.specifier("PSGroupSpecifier", "<key>Title</key><string>General</string>"
                        + "<key>FooterText</key>↓<string>Small print</string>"),
                    ExampleText.toggle("sound", title: "↓Sound"),
                    extra: "<key>StringsTable</key><string>Root</string>"),
                "de.lproj/Root.strings": "\"General\" = \"Allgemein\";\n\"Sound\" = \"Ton\";\n",
                "fr.lproj/Root.strings": "\"General\" = \"Général\";\n",
            ], "'Small print' has no translation in 'Root.strings' of de.lproj, fr.lproj",
               "'Sound' has no translation in 'Root.strings' of fr.lproj"),
            // The table still has the text's older wording: the entry is named.
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(ExampleText.toggle("restart", title: "↓Restart Vim or dash after closing a-Shell"),
                                               extra: "<key>StringsTable</key><string>Root</string>"),
                "de.lproj/Root.strings": "\"Restart Vim after closing a-Shell\" = \"Vim nach dem Schließen neu starten\";\n",
            ], "'Restart Vim or dash after closing a-Shell' has no translation in 'Root.strings' of de.lproj; did you mean "
                + "the table's entry 'Restart Vim after closing a-Shell'?"),
            // A language's name in its own language reads the same in every language (a language picker).
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.specifier("PSMultiValueSpecifier",
                    "<key>Title</key><string>Language</string><key>Key</key><string>language</string>"
                        + "<key>DefaultValue</key><string>en</string><key>Values</key><array><string>en</string>"
                        + "<string>en-GB</string><string>de</string><string>fr</string><string>ja</string></array>"
                        + "<key>Titles</key><array><string>English</string><string>English (UK)</string>"
                        + "<string>Deutsch</string><string>Français</string><string>日本語</string></array>"),
                    extra: "<key>StringsTable</key><string>Root</string>"),
                "de.lproj/Root.strings": "\"Language\" = \"Sprache\";\n",
            ]),
            // With a String Catalog, its languages are checked against it: a text not in it, or not in a language.
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(
                    ExampleText.specifier("PSGroupSpecifier", "<key>Title</key><string>General</string>"
                        + "<key>FooterText</key>↓<string>Small print</string>"),
                    ExampleText.toggle("sound", title: "↓Sound"),
                    ExampleText.toggle("name", title: "Example Corp"),
                    extra: "<key>StringsTable</key><string>Root</string>"),
                "Root.xcstrings": ExampleText.catalog(
                    ExampleText.catalogEntry("General", ("de", "Allgemein"), ("fr", "Général")),
                    ExampleText.catalogEntry("Sound", ("de", "Ton")),
                    "\"Example Corp\" : { \"shouldTranslate\" : false }"),
            ], "'Small print' is not in 'Root.xcstrings'; run settingsc catalog extract to add it",
               "'Sound' has no translation for fr in 'Root.xcstrings'"),
            // Language names in their own language need no translation in a catalog either.
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.specifier("PSMultiValueSpecifier",
                    "<key>Title</key><string>Language</string><key>Key</key><string>language</string>"
                        + "<key>DefaultValue</key><string>en</string><key>Values</key><array><string>en</string>"
                        + "<string>de</string></array><key>Titles</key><array><string>English</string>"
                        + "<string>Deutsch</string></array>"),
                    extra: "<key>StringsTable</key><string>Root</string>"),
                "Root.xcstrings": ExampleText.catalog(
                    ExampleText.catalogEntry("Language", ("de", "Sprache")),
                    "\"English\" : { }", "\"Deutsch\" : { }"),
            ]),
            // A text without a letter reads the same in every language; a table that only restates the texts
            // (as Xcode's template does for the language the page is written in) translates nothing.
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(
                    ExampleText.toggle(),
                    ExampleText.specifier("PSTitleValueSpecifier", "<key>Title</key><string>1.0</string>"
                        + "<key>Key</key><string>version</string><key>DefaultValue</key><string>1.0</string>"),
                    extra: "<key>StringsTable</key><string>Root</string>"),
                "de.lproj/Root.strings": "\"Sound\" = \"Ton\";\n",
                "en.lproj/Root.strings": "\"Sound\" = \"Sound\";\n",
            ]),
        ] })
}

extension Diagnostic {
    /// `olderWording`: an entry of the table close to the text, which it likely was before an edit.
    static func missingTranslation(_ text: String, table: String, languages: [String], olderWording: String? = nil,
                                   at location: SourceLocation) -> Diagnostic {
        let hint = olderWording.map { "; did you mean the table's entry \(MessageText.quoted($0, limit: 200))?" } ?? ""
        var diagnostic = Diagnostic(.missingTranslation, "\(MessageText.quoted(text)) has no translation in "
            + "\(MessageText.quoted(table + ".strings")) of " + LanguageList.describe(languages) + hint, at: location,
                                    item: text)
        diagnostic.itemParts = languages
        return diagnostic
    }
}

extension Diagnostic {
    static func notInCatalog(_ text: String, catalog: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingTranslation, "\(MessageText.quoted(text)) is not in \(MessageText.quoted(catalog)); "
            + "run settingsc catalog extract to add it", at: location)
    }

    static func missingCatalogTranslation(_ text: String, catalog: String, languages: [String], at location: SourceLocation)
        -> Diagnostic {
        var diagnostic = Diagnostic(.missingTranslation, "\(MessageText.quoted(text)) has no translation for "
            + "\(LanguageList.tags(languages)) in " + MessageText.quoted(catalog), at: location)
        diagnostic.itemParts = languages
        return diagnostic
    }
}

/// Checks that every localizable text of a page has an entry in each language's table.
enum MissingTranslation {
    /// `tables`: the page's table in each language whose table parsed. A table that only restates the
    /// plist's texts (every value equals its key, as Xcode's template writes for the language the plist
    /// is written in) translates nothing, so a text missing there shows the same: it is left out.
    static func check(_ page: BundlePage, table: String, tables: [(language: String, strings: StringsTable)]) -> [Diagnostic] {
        let readable = tables.filter { $0.strings.translatesAnything }
        guard !readable.isEmpty else { return [] }
        // A text without a letter (a version, a number, a symbol) reads the same in every language.
        var texts: [LocalizableText] = []
        texts.reserveCapacity(page.specifiers.count * 2)
        for specifier in page.specifiers {
            specifier.forEachLocalizableText { text in if hasLetter(text.text) { texts.append(text) } }
        }
        guard !texts.isEmpty else { return [] }
        // Each table is asked about all the page's texts at once: `translated[t * texts.count + k]` says
        // whether the `t`th table has the `k`th text. Each text is hashed once for all the tables.
        let keys = texts.map { StringsTable.LookupKey($0.text) }
        var translated = [Bool].filled(with: false, count: readable.count * texts.count)
        for t in readable.indices { readable[t].strings.contains(each: keys, into: &translated, at: t * texts.count) }
        var found: [Diagnostic] = []
        var reported: Set<String> = []
        // The page's texts, gathered once a text is missing somewhere (most pages have none missing).
        var pageTexts: Set<String>?
        var budget = olderWordingBudget
        // By index: `enumerated()` copies each text, a retain and a release for one that every table has.
        for k in texts.indices {
            // Empty for a text every table has (most of them): no array is made then.
            let lacking = readable.indices.filter { !translated[$0 * texts.count + k] }
            guard !lacking.isEmpty else { continue }
            let text = texts[k]
            // Once per text: a title repeated on the page is one translation. A language's own name
            // ("Deutsch") reads the same in every language.
            guard reported.insert(text.text).inserted, !LanguageNames.isLanguageName(text.text) else { continue }
            // An entry no text of the page uses, close to this one: the text's older wording, most likely.
            let pageWide = pageTexts ?? Set(page.specifiers.flatMap { $0.localizableTexts.map(\.text) })
            pageTexts = pageWide
            var older: String?
            for t in lacking where older == nil {
                let unused = readable[t].strings.keys.filter { !pageWide.contains($0) }
                older = Suggestions.closestWording(to: text.text, in: unused, budget: &budget)
            }
            found.append(.missingTranslation(text.text, table: table, languages: lacking.map { readable[$0].language },
                                             olderWording: older, at: text.location))
        }
        return found
    }

    /// How many table entries one page's missing texts are compared with, at most, for an older wording.
    static let olderWordingBudget = 100_000

    /// The same for a page whose table is a String Catalog, against the catalog's languages (other
    /// languages' `.lproj` tables are checked by `check(_:table:tables:)`). `shouldTranslate: false` texts
    /// need no translation; units with plural forms, substitutions or empty values are reported by their
    /// own rules.
    static func check(_ page: BundlePage, catalog: StringCatalog, name: String, entries: [String: Int]) -> [Diagnostic] {
        let languages = catalog.translatedLanguages
        var indexes = CatalogCompiler.LanguageIndexes(languages)
        var translated = [Bool].filled(with: false, count: languages.count)
        var found: [Diagnostic] = []
        // Each text is checked once a page: one the catalog has, by its entry (the lookup hashes it once;
        // a `Set` of the texts hashed each again, ~1,800 instructions a text), one it lacks, by its text.
        var checkedEntries = [Bool].filled(with: false, count: catalog.entries.count)
        var reportedAbsent: Set<String> = []
        for specifier in page.specifiers {
            for text in specifier.localizableTexts where hasLetter(text.text) {
                // A language's own name ("Deutsch") reads the same in every language, as with tables: asked
                // only of a text that would be reported (the question costs thousands of instructions).
                guard let index = entries[text.text] else {
                    guard reportedAbsent.insert(text.text).inserted else { continue }
                    if !LanguageNames.isLanguageName(text.text) { found.append(.notInCatalog(text.text, catalog: name, at: text.location)) }
                    continue
                }
                guard !checkedEntries[index] else { continue }
                checkedEntries[index] = true
                let entry = catalog.entries[index]
                guard entry.shouldTranslate else { continue }
                for position in translated.indices { translated[position] = false }
                // Read in place, field by field: a copy of each localization cost a retain per text it holds.
                let localizations = entry.localizations
                for offset in localizations.indices {
                    if case .empty = localizations[offset].content { continue }
                    if let position = indexes.index(of: localizations[offset].language, at: offset) { translated[position] = true }
                }
                let lacking = languages.indices.filter { !translated[$0] }.map { languages[$0] }
                if !lacking.isEmpty && !LanguageNames.isLanguageName(text.text) {
                    found.append(.missingCatalogTranslation(text.text, catalog: name, languages: lacking, at: text.location))
                }
            }
        }
        return found
    }

    /// Whether a text has a letter; ASCII is settled without looking up Unicode properties, on the text's
    /// bytes where they are (iterating its `utf8` view cost ~130 instructions a text, most of which start
    /// with a letter).
    static func hasLetter(_ text: String) -> Bool {
        let isASCIILetter = { (byte: UInt8) in (byte | 0x20) &- UInt8(ascii: "a") < 26 }
        if System.containsByte(in: text, where: isASCIILetter) { return true }
        return text.unicodeScalars.contains { !$0.isASCII && $0.properties.isAlphabetic }
    }
}
