import Platform
import PropertyList

/// Decodes one page of a Settings bundle (a root dictionary with `PreferenceSpecifiers`) into a
/// `BundlePage`, every specifier through `SpecifierDecoder`.
///
/// A page with errors still yields the specifiers that decoded, so that the checks across pages
/// (child panes, duplicate keys, translations) see them; the errors keep the bundle from being used.
struct PageDecoder {
    /// The page keys of Apple's schema, and `Title`, which real bundles carry and nothing reads.
    static let pageKeys = ["PreferenceSpecifiers", "StringsTable", "ApplicationGroupContainerIdentifier", "Title"]

    private(set) var log: DecodingLog
    /// Who reads the page.
    var dialect: PageDialect
    /// What is kept of a rule, in the page's log and its specifiers'.
    private let cap: DiagnosticCap

    init(dialect: PageDialect = .settingsApp, cap: DiagnosticCap = DiagnosticCap()) {
        self.dialect = dialect
        self.cap = cap
        log = DecodingLog(cap: cap)
    }

    /// Decodes `root`, a dictionary; nil when it is no page at all (no `PreferenceSpecifiers`).
    mutating func decode(_ root: PlistNode, dictionary: PlistDictionary, name: String, fileName: String,
                         variantOf: String? = nil) -> BundlePage? {
        guard dictionary.entries.contains(where: { System.sameBytes($0.key, "PreferenceSpecifiers") }) else {
            // Written, with a value that was missing or invalid (reported): not missing too.
            if dictionary.defines("PreferenceSpecifiers") { return nil }
            let keys = dictionary.entries.map(\.key)
            let (typo, key) = Suggestions.match("PreferenceSpecifiers", in: keys)
            // Renaming is certain when one key is close (then it is `typo`), and it is there once.
            let certain = key.map { DecodingLog.canRename($0, to: "PreferenceSpecifiers", in: dictionary) } ?? false
            let written = typo.flatMap { typo in dictionary.entries.first { System.sameBytes($0.key, typo) } }
            log.report(.notASettingsPage(typo: written, certain: certain, at: root.location))
            return nil
        }
        var page = BundlePage(name: name, fileName: fileName, specifiers: [], location: root.location,
                              variantOf: variantOf)
        var specifiers = SpecifierDecoder(log: DecodingLog(cap: cap), dialect: dialect)
        for entry in dictionary.entries {
            // By position in `pageKeys`, the key compared byte for byte (as the device does).
            switch Self.pageKeys.firstIndex(where: { System.sameBytes(entry.key, $0) }) {
            case 0: // PreferenceSpecifiers
                guard case .array(let items) = entry.value.value else {
                    log.wrongType(entry, expected: "an array of dictionaries")
                    continue
                }
                page.specifiers.reserveCapacity(items.count)
                for item in items {
                    if let specifier = specifiers.decode(item) { page.specifiers.append(specifier) }
                }
            case 1: // StringsTable
                page.stringsTable = log.string(entry).map { Located($0, at: entry.value.location) }
                if let problem = page.stringsTable.flatMap(InvalidStringsTable.check) { log.report(problem) }
            case 2: // ApplicationGroupContainerIdentifier
                page.groupContainer = log.string(entry)
            case 3: // Title
                _ = log.string(entry)
            default:
                log.unknownKey(entry, of: dictionary, in: "page", known: Self.pageKeys) { key in
                    SpecifierSchema.types(having: key).isEmpty ? nil : "'\(key)' belongs in an item of 'PreferenceSpecifiers'"
                }
            }
        }
        log.report(contentsOf: specifiers.log.diagnostics)
        page.listGroupPanes = specifiers.listGroupPanes
        return page
    }
}
