import Diagnostics
import PropertyList
import Platform

/// A catalog as the `.strings` tables the Settings app reads: what `settingsc catalog compile` writes,
/// and what validation and renderings translate with.
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
    /// order; keys sorted by code point. One pass over the entries, each localization looked at once.
    package func tables() -> [Table] {
        let languages = catalog.languages
        var indexes = LanguageIndexes(languages)
        let source = indexes.index(of: catalog.sourceLanguage, at: -1)!
        let deviceList: [String?] = [nil] + variedDevices.map(Optional.some)
        let order = keyOrder()
        var strings = [StringsTable](repeating: StringsTable(), count: languages.count * deviceList.count)
        for index in strings.indices { strings[index].reserveCapacity(order.count) }
        // Per entry: each language's localization (its position in the entry), -1 for none.
        var position = [Int](repeating: -1, count: languages.count)
        for entryIndex in order {
            let entry = catalog.entries[entryIndex]
            for (offset, localization) in entry.localizations.enumerated() {
                if let language = indexes.index(of: localization.language, at: offset) { position[language] = offset }
            }
            for (deviceIndex, device) in deviceList.enumerated() {
                let sourceText = position[source] < 0 ? nil : ownText(entry.localizations[position[source]], device: device)
                for language in languages.indices {
                    let localization = position[language] < 0 ? nil : entry.localizations[position[language]]
                    let text: (String, SourceLocation)?
                    if let own = localization.flatMap({ ownText($0, device: device) }) {
                        text = own
                    } else if let localization, Self.hasVariations(localization) {
                        text = nil
                    } else if language == source {
                        text = (entry.key, entry.location)
                    } else {
                        text = sourceText.flatMap { $0.0 != entry.key ? $0 : nil }
                    }
                    guard let (value, location) = text else { continue }
                    strings[language * deviceList.count + deviceIndex].append(
                        StringsTable.Entry(key: entry.key, value: value, keyLocation: entry.location, valueLocation: location))
                }
            }
            for (offset, localization) in entry.localizations.enumerated() {
                if let language = indexes.index(of: localization.language, at: offset) { position[language] = -1 }
            }
        }
        return languages.indices.flatMap { language in
            deviceList.indices.map { device in
                Table(language: languages[language], device: deviceList[device], strings: strings[language * deviceList.count + device])
            }
        }
    }

    /// The devices among `devices` that some entry has a variation for: those get tables of their own.
    package var variedDevices: [String] {
        devices.filter { device in
            catalog.entries.contains { entry in
                entry.localizations.contains { localization in
                    if case .device(let cases) = localization.content { return cases.contains { $0.device == device } }
                    return false
                }
            }
        }
    }

    /// Languages' indexes in `languages`, remembered by the position they were met at in an entry: entries
    /// list the same languages in the same order, so a comparison of two short strings usually does.
    struct LanguageIndexes {
        private var index: [String: Int] = [:]
        private var seen: [(language: String, index: Int?)] = []

        init(_ languages: [String]) {
            for (position, language) in languages.enumerated() { index[language] = position }
        }

        /// The index of `language`, met at `position` of an entry's localizations (-1: not in one).
        mutating func index(of language: String, at position: Int) -> Int? {
            guard position >= 0 else { return index[language] }
            if position < seen.count, seen[position].language == language { return seen[position].index }
            let found = index[language]
            if position < seen.count {
                seen[position] = (language, found)
            } else if position == seen.count {
                seen.append((language, found))
            }
            return found
        }
    }

    /// The entries' indexes sorted by key (UTF-8 bytes: the same on every machine), the last of a key.
    private func keyOrder() -> [Int] {
        let positions = catalog.entriesByKey
        return positions.values.sorted { System.bytesPrecede(catalog.entries[$0].key, catalog.entries[$1].key) }
    }

    /// A localization's own non-empty text (for `device`: its case, else `other`; for every device: `other`).
    private func ownText(_ localization: CatalogLocalization, device: String?) -> (String, SourceLocation)? {
        switch localization.content {
        case .unit(let unit):
            return unit.hasEmptyValue ? nil : (catalog.value(of: unit), unit.valueLocation)
        case .device(let cases):
            let chosen = device.flatMap { device in cases.first { $0.device == device } } ?? cases.first { $0.device == "other" }
            guard let unit = chosen?.unit, !unit.hasEmptyValue else { return nil }
            return (catalog.value(of: unit), unit.valueLocation)
        case .plural, .substitutions, .empty:
            return nil
        }
    }

    private static func hasVariations(_ localization: CatalogLocalization) -> Bool {
        switch localization.content {
        case .plural, .substitutions: true
        default: false
        }
    }

    /// What compiling leaves out, as warnings in the catalog: plural forms and substitutions, device
    /// variations without `other`, empty values. Entries marked stale are compiled but not reported, and
    /// an empty translation of a key without a letter (`""`, `"%@"`, `"1"`) is the same text in every
    /// language, not a gap.
    package func diagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for entry in catalog.entries where !entry.isStale {
            var plural: [String] = [], substitutions: [String] = [], withoutOther: [String] = []
            let checksEmpty = MissingTranslation.hasLetter(entry.key)
            func empty(_ unit: CatalogUnit?, _ language: String) {
                guard checksEmpty, let unit, unit.hasEmptyValue else { return }
                found.append(.emptyTranslation(entry.key, language: language, shows: shownText(entry, language: language),
                                               at: unit.valueLocation))
            }
            // Read in place: a copy of each localization (its language and content) cost ~160 instructions,
            // for 60,000 of them in a large catalog; a unit holds no reference and copies as bytes.
            let localizations = entry.localizations
            for offset in localizations.indices {
                switch localizations[offset].content {
                case .plural: plural.append(localizations[offset].language)
                case .substitutions: substitutions.append(localizations[offset].language)
                case .device(let cases):
                    if !cases.contains(where: { $0.device == "other" }) { withoutOther.append(localizations[offset].language) }
                    for deviceCase in cases { empty(deviceCase.unit, localizations[offset].language) }
                case .unit(let unit): empty(unit, localizations[offset].language)
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

    /// The text a device shows for `entry` in `language` when its own translation is left out: the
    /// source language's text (compile writes it in the translation's place), else the key (the page's own
    /// text, which the device shows for a missing entry).
    private func shownText(_ entry: CatalogEntry, language: String) -> String {
        guard language != catalog.sourceLanguage, let source = entry.localization(catalog.sourceLanguage),
              let (text, _) = ownText(source, device: nil) else { return entry.key }
        return text
    }
}
