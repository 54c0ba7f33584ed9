import PropertyList

/// The translations two versions of a bundle show, compared per table (a `.strings` table, or the String
/// Catalog that stands in for it) and language: one change per text whose translation was added,
/// removed or changed, on the page that uses the table, naming the item that shows the text.
enum TranslationDiff {
    /// `language`: only that language folder's changes (as `--lang` names it); nil: every language.
    static func changes(old: BundleLocalizations, new: BundleLocalizations, oldPages: [DiffPage], newPages: [DiffPage],
                        language: String?) -> [DiffChange] {
        var tables: [String] = []
        for page in newPages + oldPages {
            if let table = page.stringsTable, !tables.contains(table) { tables.append(table) }
        }
        var languages = Set(old.languages + new.languages)
        for catalog in Array(old.catalogs.values) + Array(new.catalogs.values) { languages.formUnion(catalog.folders.values) }
        var shown = languages.sorted()
        if let language {
            let folders = [new.language(for: language), old.language(for: language)].compactMap { $0 }
            shown = shown.filter { folders.contains($0) }
        }
        var changes: [DiffChange] = []
        for table in tables {
            guard let page = (newPages.first { $0.stringsTable == table } ?? oldPages.first { $0.stringsTable == table })
            else { continue }
            // The item that shows each text: the first that does, found once, not by a search of the
            // page's items for every changed text (~200 instructions an item: a tree's diff spent 200 M
            // instructions in those searches).
            var itemShowing: [String: String] = [:]
            for item in page.items {
                for text in item.texts where itemShowing[text] == nil { itemShowing[text] = item.name }
            }
            for folder in shown {
                let before = old.table(table, in: folder)
                let after = new.table(table, in: folder)
                guard before != after else { continue }
                // Each text once: the new table's in its order, then those only the old one has.
                let (newEntries, oldEntries) = (after?.entries ?? [], before?.entries ?? [])
                var seen = Set<String>(minimumCapacity: newEntries.count + oldEntries.count)
                var keys: [String] = []
                for entry in newEntries + oldEntries where seen.insert(entry.key).inserted { keys.append(entry.key) }
                for key in keys {
                    let (was, now) = (before?[key], after?[key])
                    guard was != now else { continue }
                    let item = itemShowing[key] ?? DiffItem.quoted(key)
                    changes.append(DiffChange(.changed, page: page.name, item: item, attribute: "translation",
                                              old: was, new: now,
                                              language: folder, text: key))
                }
            }
        }
        return changes
    }
}
