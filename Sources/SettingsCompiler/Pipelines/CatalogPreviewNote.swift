import Platform
import PropertyList

/// What `render --lang` says when the language it previews comes from a String Catalog whose compiled
/// tables are not what the bundle ships: the preview shows the catalog, a device the `.lproj` table.
enum CatalogPreviewNote {
    /// One note per table of `folder` (`de`) that a catalog translates and the bundle ships otherwise —
    /// different, or missing while the bundle ships the catalog's tables in other languages. A bundle
    /// that ships none of a catalog's tables has them compiled into the built product: nothing to say.
    static func notes(for folder: String, in bundle: SettingsBundle) -> [String] {
        let localizations = bundle.localizations
        var notes: [String] = []
        for (table, catalog) in localizations.catalogs.sorted(by: { $0.key < $1.key }) where catalog.covers(folder) {
            let name = table + ".xcstrings"
            let shipsSome = localizations.tables.values.contains { tables in catalog.names.contains { tables[$0] != nil } }
            guard shipsSome else { continue }
            for tableName in catalog.names {
                guard let compiled = catalog.table(tableName, in: folder) else { continue }
                let path = System.join(bundle.path, "\(folder).lproj/\(tableName).strings")
                let shows = "the preview shows the translations of '\(System.join(bundle.path, name))'; "
                if let shipped = localizations.tables[folder]?[tableName] {
                    if let difference = CatalogOutOfDate.check(compiled, file: shipped, catalog: name) {
                        notes.append(shows + "'\(path)', which the bundle ships, " + difference.message)
                    }
                } else if compiled.entries.contains(where: { $0.key != $0.value }) {
                    notes.append(shows + "the bundle ships no '\(path)'; run settingsc catalog compile")
                }
            }
        }
        return notes
    }
}
