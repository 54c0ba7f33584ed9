import PropertyList

/// How `catalog extract` brings a catalog up to date with the pages and the `.lproj` tables:
///
/// - every page text becomes an entry (`extractionState: manual`: Xcode's extractor never finds a page's
///   texts, and marks what it does not find stale); texts without a letter only when a table translates them;
/// - a table's translation of a text fills a language the entry lacks (`state: translated`); what the
///   catalog already holds is never changed by a table (the catalog is the source, the tables are built);
/// - entries no page uses are marked `stale` (a table's texts no page uses come in stale, so that no
///   translation is lost), and a stale entry a page uses again is `manual` again;
/// - everything else — comments, states, unknown keys, the version — stays as it was.
package struct CatalogExtractor {
    /// What an update changed.
    package struct Changes: Sendable, Equatable {
        package var added = 0
        package var translationsTaken = 0
        package var markedStale = 0
        package var revived = 0
        package var editsTaken = 0
        package var commentsTaken = 0

        package var isEmpty: Bool { self == Changes() }
    }

    package let sourceLanguage: String
    /// The page texts, in page order.
    package let texts: [String]
    /// The `.lproj` tables of the table, by the catalog's language tag.
    package let tables: [(language: String, strings: StringsTable)]

    /// The languages whose table `catalog compile` wrote: their entries that only repeat the source
    /// language's text are compile's stand-ins for a missing translation, not translations.
    package let compiledLanguages: Set<String>

    /// A text of a compiled table changed by hand since compile wrote it (`TableEdits`).
    package struct Edit: Sendable, Equatable {
        package var language: String
        package var key: String
        package var value: String
    }

    /// Hand edits of compiled tables: each becomes its language's translation in state `needs_review`
    /// (someone changed the text the device shows; the catalog is the source again once it holds it).
    package var edits: [Edit] = []
    /// `.strings` comments by key: an entry without a `comment` gets its table's.
    package var comments: [String: String] = [:]

    package init(sourceLanguage: String, texts: [String], tables: [(language: String, strings: StringsTable)],
                 compiledLanguages: Set<String> = []) {
        self.sourceLanguage = sourceLanguage
        self.texts = texts
        self.tables = tables
        self.compiledLanguages = compiledLanguages
    }

    /// A new catalog: the source language, no texts yet, version 1.0 (which Xcode 15 and later open).
    package static func empty(sourceLanguage: String) -> CatalogJSON {
        .object([.init("sourceLanguage", .string(sourceLanguage)), .init("strings", .emptyObject), .init("version", .string("1.0"))])
    }

    /// `catalog` (or a new one) updated, and what changed.
    package func update(_ catalog: CatalogJSON?) -> (CatalogJSON, Changes) {
        var root = catalog ?? Self.empty(sourceLanguage: sourceLanguage)
        var changes = Changes()
        var entries = root["strings"]?.members ?? []
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { index[entry.key] = position }
        let used = Set(texts)
        func add(_ key: String, state: String) {
            index[key] = entries.count
            entries.append(.init(key, .object([.init("extractionState", .string(state))])))
        }
        for text in texts where index[text] == nil && (MissingTranslation.hasLetter(text) || isTranslated(text)) {
            add(text, state: "manual")
            changes.added += 1
        }
        for (_, strings) in tables {
            for entry in strings.entries where index[entry.key] == nil && !used.contains(entry.key) { add(entry.key, state: "stale") }
        }
        var editsByKey: [String: [Edit]] = [:]
        for edit in edits { editsByKey[edit.key, default: []].append(edit) }
        for position in entries.indices {
            let key = entries[position].key
            var entry = entries[position].value
            let stale = entry["extractionState"]?.string == "stale"
            if used.contains(key) && stale {
                entry["extractionState"] = .string("manual")
                changes.revived += 1
            } else if !used.contains(key) && !stale {
                entry["extractionState"] = .string("stale")
                changes.markedStale += 1
            }
            let edited = Set((editsByKey[key] ?? []).map(\.language))
            changes.translationsTaken += takeTranslations(key, into: &entry, except: edited)
            for edit in editsByKey[key] ?? [] where Self.takeForReview(edit, into: &entry) { changes.editsTaken += 1 }
            if entry["comment"] == nil, let comment = comments[key] {
                entry["comment"] = .string(comment)
                changes.commentsTaken += 1
            }
            entries[position].value = entry
        }
        root["strings"] = .object(entries)
        if root["version"] == nil { root["version"] = .string("1.0") }
        return (root, changes)
    }

    /// Whether a table gives `text` a translation other than itself.
    private func isTranslated(_ text: String) -> Bool {
        tables.contains { $0.language != sourceLanguage && ($0.strings[text].map { $0 != text } ?? false) }
    }

    /// Fills the languages the entry has no localization for from the tables (but those in `edited`, taken
    /// for review); returns how many.
    private func takeTranslations(_ key: String, into entry: inout CatalogJSON, except edited: Set<String>) -> Int {
        var localizations = entry["localizations"] ?? .emptyObject
        let sourceText = localizations[sourceLanguage]?["stringUnit"]?["value"]?.string
        var taken = 0
        for (language, strings) in tables where localizations[language] == nil && !edited.contains(language) {
            guard let value = strings[key] else { continue }
            // The source language's table restates the keys; only a different text is the source's own.
            if language == sourceLanguage && value == key { continue }
            // A compiled table gives a language without a translation the source text (CatalogCompiler).
            if compiledLanguages.contains(language) && value == sourceText && value != key { continue }
            localizations[language] = .object([.init("stringUnit", .object([
                .init("state", .string("translated")), .init("value", .string(value)),
            ]))])
            taken += 1
        }
        if taken > 0 { entry["localizations"] = localizations }
        return taken
    }

    /// Makes `edit` the entry's translation into its language, in state `needs_review`: its unit, or the
    /// `other` case of its device variations. False when the localization varies otherwise (plural forms,
    /// substitutions: the table holds none of them) or already says the same.
    private static func takeForReview(_ edit: Edit, into entry: inout CatalogJSON) -> Bool {
        var localizations = entry["localizations"] ?? .emptyObject
        var localization = localizations[edit.language] ?? .emptyObject
        let unit = CatalogJSON.object([.init("state", .string("needs_review")), .init("value", .string(edit.value))])
        if var device = localization["variations"]?["device"], device["other"] != nil {
            guard device["other"]?["stringUnit"] != unit else { return false }
            device["other"]?["stringUnit"] = unit
            localization["variations"]?["device"] = device
        } else if localization["variations"] == nil && localization["substitutions"] == nil {
            guard localization["stringUnit"] != unit else { return false }
            localization["stringUnit"] = unit
        } else {
            return false
        }
        localizations[edit.language] = localization
        entry["localizations"] = localizations
        return true
    }
}
