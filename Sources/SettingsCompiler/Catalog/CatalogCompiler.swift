import PropertyList
import XMLStream

/// A catalog as the `.strings` tables the Settings app reads: what `settingsc catalog compile` writes,
/// and what validation and renderings translate with (SPEC §12).
///
/// For each language, each entry's text: its unit's value; the `other` case of device variations (the
/// device's own case in a `~iphone`/`~ipad` table); with no text of its own, the source language's when
/// that differs from the key (the page shows the key otherwise). The source language's table holds every
/// key. Every unit is compiled whatever its state; what cannot be compiled is left out with a warning:
/// plural forms and substitutions (the Settings app does not format), empty values, device variations
/// without `other` for a table that serves every device.
package struct CatalogCompiler {
    /// One compiled table: `<language>.lproj/<table>.strings`, or `<table>~<device>.strings`.
    package struct Table: Sendable {
        /// The catalog's language tag.
        package var language: String
        /// `iphone` or `ipad` for a device's table; nil for the table every device reads.
        package var device: String?
        package var strings: StringsTable
    }

    package let catalog: StringCatalog
    /// Devices that may get tables of their own (`ipad` when a page using the table has a `~ipad` variant):
    /// those the catalog has device variations for do.
    package let devices: [String]

    package init(_ catalog: StringCatalog, devices: [String] = []) {
        self.catalog = catalog
        self.devices = devices
    }

    /// Every language's table (then each device's, for the devices some entry varies for), in language
    /// order; keys sorted by code point.
    package func tables() -> [Table] {
        var tables: [Table] = []
        let order = keyOrder()
        let varied = devices.filter { device in
            catalog.entries.contains { entry in
                entry.localizations.contains { localization in
                    if case .device(let cases) = localization.content { return cases.contains { $0.device == device } }
                    return false
                }
            }
        }
        for language in catalog.languages {
            for device in [nil] + varied.map(Optional.some) {
                var strings = StringsTable()
                strings.reserveCapacity(order.count)
                for index in order {
                    let entry = catalog.entries[index]
                    guard let (text, location) = self.text(of: entry, in: language, device: device) else { continue }
                    strings.append(StringsTable.Entry(key: entry.key, value: text, keyLocation: entry.location,
                                                      valueLocation: location))
                }
                tables.append(Table(language: language, device: device, strings: strings))
            }
        }
        return tables
    }

    /// The entries' indexes sorted by key (UTF-8 bytes: the same on every machine), the last of a key.
    private func keyOrder() -> [Int] {
        let positions = catalog.entriesByKey
        return positions.values.sorted { catalog.entries[$0].key.utf8.lexicographicallyPrecedes(catalog.entries[$1].key.utf8) }
    }

    /// The text an entry compiles to in `language` (for `device`, or every device), and where it is.
    package func text(of entry: CatalogEntry, in language: String, device: String?) -> (String, SourceLocation)? {
        if let own = ownText(of: entry, in: language, device: device) { return own }
        guard !hasVariations(entry, in: language) else { return nil }
        if language == catalog.sourceLanguage { return (entry.key, entry.location) }
        let source = ownText(of: entry, in: catalog.sourceLanguage, device: device)
        return source.flatMap { $0.0 != entry.key ? $0 : nil }
    }

    /// The entry's own non-empty text in `language`.
    private func ownText(of entry: CatalogEntry, in language: String, device: String?) -> (String, SourceLocation)? {
        guard let localization = entry.localization(language) else { return nil }
        switch localization.content {
        case .unit(let unit):
            return unit.value.isEmpty ? nil : (unit.value, unit.valueLocation)
        case .device(let cases):
            let chosen = device.flatMap { device in cases.first { $0.device == device } } ?? cases.first { $0.device == "other" }
            guard let unit = chosen?.unit, !unit.value.isEmpty else { return nil }
            return (unit.value, unit.valueLocation)
        case .plural, .substitutions, .empty:
            return nil
        }
    }

    private func hasVariations(_ entry: CatalogEntry, in language: String) -> Bool {
        switch entry.localization(language)?.content {
        case .plural?, .substitutions?: true
        default: false
        }
    }

    /// What compiling leaves out, as warnings in the catalog: plural forms and substitutions, device
    /// variations without `other`, empty values. Entries marked stale are compiled but not reported.
    package func diagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for entry in catalog.entries where !entry.isStale {
            var plural: [String] = [], substitutions: [String] = [], withoutOther: [String] = []
            for localization in entry.localizations {
                switch localization.content {
                case .plural: plural.append(localization.language)
                case .substitutions: substitutions.append(localization.language)
                case .device(let cases):
                    if !cases.contains(where: { $0.device == "other" }) { withoutOther.append(localization.language) }
                    for deviceCase in cases {
                        if let unit = deviceCase.unit, unit.value.isEmpty {
                            found.append(.emptyTranslation(entry.key, language: localization.language, at: unit.valueLocation))
                        }
                    }
                case .unit(let unit):
                    if unit.value.isEmpty {
                        found.append(.emptyTranslation(entry.key, language: localization.language, at: unit.valueLocation))
                    }
                case .empty: break
                }
            }
            if !plural.isEmpty { found.append(.unsupportedVariation(entry.key, kind: .plural, languages: plural, at: entry.location)) }
            if !substitutions.isEmpty {
                found.append(.unsupportedVariation(entry.key, kind: .substitutions, languages: substitutions, at: entry.location))
            }
            if !withoutOther.isEmpty {
                found.append(.unsupportedVariation(entry.key, kind: .deviceWithoutOther, languages: withoutOther, at: entry.location))
            }
        }
        return found
    }
}
