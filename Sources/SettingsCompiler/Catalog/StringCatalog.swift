import Diagnostics
import JSON
import Platform
import PropertyList

/// A String Catalog (`<Table>.xcstrings`, Xcode 15 and later) as settingsc reads it: the entries in file
/// order, each translation with where it is in the JSON. What the format holds and how Xcode writes it:
/// docs/string-catalogs.md.
package struct StringCatalog: Sendable {
    /// The language the keys are written in (`en`).
    package var sourceLanguage: String
    package var sourceLanguageLocation: SourceLocation
    /// `1.0` (Xcode 15, 16) or `1.1` (Xcode 26); nil when absent.
    package var version: String?
    package let entries: [CatalogEntry]
    /// The source language and every language some entry is translated into, sorted by code point.
    package let languages: [String]
    /// The texts of the JSON the catalog was read from: its units' states and texts (`value(of:)`, `state(of:)`).
    private let texts: JSONTexts

    package init(sourceLanguage: String, sourceLanguageLocation: SourceLocation = .start, version: String? = "1.0",
                 entries: [CatalogEntry] = [], texts: JSONTexts) {
        self.sourceLanguage = sourceLanguage
        self.sourceLanguageLocation = sourceLanguageLocation
        self.version = version
        self.entries = entries
        self.texts = texts
        // Entries list their languages in the same order (Xcode sorts them): a language that stands where
        // it stood in the entry before is known, and only the others are hashed.
        var seen: Set<String> = [sourceLanguage]
        var previous: [String] = []
        for entry in entries {
            let localizations = entry.localizations
            for offset in localizations.indices {
                let language = localizations[offset].language
                if offset < previous.count && previous[offset] == language { continue }
                seen.insert(language)
                if offset < previous.count { previous[offset] = language } else { previous.append(language) }
            }
        }
        languages = seen.sorted { System.bytesPrecede($0, $1) }
    }

    /// A unit's text.
    package func value(of unit: CatalogUnit) -> String { texts.string(unit.valueText) }

    /// A unit's state, as written: `translated`, `needs_review`, `new`, `stale`…; nil when absent.
    package func state(of unit: CatalogUnit) -> String? { unit.stateText.map(texts.string) }

    /// The languages other than the source language.
    package var translatedLanguages: [String] { languages.filter { $0 != sourceLanguage } }

    /// The entries by key (the last one of a key written twice).
    package var entriesByKey: [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() { index[entry.key] = position }
        return index
    }
}

/// One text of a catalog: its key (the source text, unless the source language's unit says otherwise)
/// and its translations.
package struct CatalogEntry: Sendable {
    package var key: String
    /// Where the key is.
    package var location: SourceLocation
    package var comment: String?
    /// `manual`, `extracted_with_value`, `migrated`, `stale`… (kept as written); nil: extracted from code.
    package var extractionState: String?
    /// False: the text is the same in every language (`"shouldTranslate" : false`).
    package var shouldTranslate: Bool
    package var localizations: [CatalogLocalization]

    package init(key: String, location: SourceLocation = .start, comment: String? = nil, extractionState: String? = nil,
                 shouldTranslate: Bool = true, localizations: [CatalogLocalization] = []) {
        self.key = key
        self.location = location
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
    }

    package func localization(_ language: String) -> CatalogLocalization? {
        localizations.first { $0.language == language }
    }

    /// Whether the entry is marked stale (no code, or no page, uses it any more).
    package var isStale: Bool { extractionState == "stale" }
}

/// An entry's translation into one language.
package struct CatalogLocalization: Sendable {
    package var language: String
    /// Where the language's key is.
    package var location: SourceLocation
    package let content: CatalogContent
    /// Whether a unit of it asks for work (`CatalogUnit.isUnfinished`): noted once, so that the check of
    /// every localization reads a flag instead of copying each content (a retain per text).
    package let hasUnfinishedUnit: Bool

    package init(language: String, location: SourceLocation = .start, content: CatalogContent) {
        self.init(language: language, location: location, content: content, hasUnfinishedUnit: !content.unfinishedUnits.isEmpty)
    }

    /// For a decoder that knows whether a unit asks for work (looking into `content` copies it).
    init(language: String, location: SourceLocation, content: CatalogContent, hasUnfinishedUnit: Bool) {
        self.language = language
        self.location = location
        self.content = content
        self.hasUnfinishedUnit = hasUnfinishedUnit
    }
}

/// What a localization holds.
package enum CatalogContent: Sendable {
    /// A `stringUnit`: one text.
    case unit(CatalogUnit)
    /// `variations.device`: a text per device (`iphone`, `ipad`, `other`…), in file order.
    case device([CatalogDeviceCase])
    /// `variations.plural` (or variations nested in device cases): forms the Settings app cannot choose.
    case plural(at: SourceLocation)
    /// `substitutions`: arguments formatted into the text, which the Settings app does not do.
    case substitutions(at: SourceLocation)
    /// Neither a unit nor variations.
    case empty

    /// Its units whose state asks for work (`CatalogUnit.isUnfinished`), found without copying the others.
    package var unfinishedUnits: [CatalogUnit] {
        switch self {
        case .unit(let unit): unit.isUnfinished ? [unit] : []
        case .device(let cases): cases.compactMap { $0.unit?.isUnfinished == true ? $0.unit : nil }
        case .plural, .substitutions, .empty: []
        }
    }
}

/// One device's text (`variations.device.ipad`).
package struct CatalogDeviceCase: Sendable {
    package var device: String
    package var location: SourceLocation
    /// nil: the case holds no `stringUnit` (plural variations inside it, or nothing).
    package var unit: CatalogUnit?

    package init(device: String, location: SourceLocation = .start, unit: CatalogUnit?) {
        self.device = device
        self.location = location
        self.unit = unit
    }
}

/// A `stringUnit`: a text and how far its translation is.
///
/// The state and the text are kept as where they are in the catalog's JSON (`JSONTextSpan`), which the
/// catalog holds: a catalog of 2,000 texts in 30 languages has 60,000 units, and making, and later
/// freeing, a `String` for each cost more than reading the whole JSON; a slice of the JSON for each was
/// a reference counted by both threads that decode a large catalog, on the one word they share. A `String`
/// is made when the catalog is asked for one (`StringCatalog.value(of:)`, `state(of:)`); `validate` asks
/// only of the units it reports.
package struct CatalogUnit: Sendable {
    /// Where the state is; nil when absent.
    let stateText: JSONTextSpan?
    package var stateLocation: SourceLocation
    /// Where the text is (valid UTF-8: the JSON reader repaired what was not).
    let valueText: JSONTextSpan
    package var valueLocation: SourceLocation

    /// Whether the state asks for work: `new` (not translated yet) or `needs_review`.
    package let isUnfinished: Bool

    /// The states that ask for work, compared byte for byte as written.
    static let unfinishedStates = ["new", "needs_review"]

    /// For a decoder that has told the state apart where it is written (`isUnfinished`).
    init(state: JSONTextSpan?, isUnfinished: Bool, stateLocation: SourceLocation, value: JSONTextSpan, valueLocation: SourceLocation) {
        stateText = state
        self.isUnfinished = isUnfinished
        self.stateLocation = stateLocation
        valueText = value
        self.valueLocation = valueLocation
    }

    /// Whether the text is empty (`"value" : ""`), without making it.
    package var hasEmptyValue: Bool { valueText.isEmpty }
}
