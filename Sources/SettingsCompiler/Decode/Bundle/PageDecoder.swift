import Diagnostics
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
    private static let pageKeyNames = KeyNames(pageKeys)

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

    /// Decodes the dictionary in slot `root` of `values`; nil when it is no page at all (no
    /// `PreferenceSpecifiers`).
    mutating func decode(_ values: PlistBuffer, root: Int, name: String, fileName: String,
                         variantOf: String? = nil) -> BundlePage? {
        guard values.lastEntry("PreferenceSpecifiers", in: root) != nil else {
            // Written, with a value that was missing or invalid (reported): not missing too.
            if BundleCompiler.isPage(values, root) { return nil }
            log.report(notAPage(values, root))
            return nil
        }
        let location = values.location(root)
        var page = BundlePage(name: name, fileName: fileName, specifiers: [], location: location, variantOf: variantOf)
        var specifiers = SpecifierDecoder(values: values, log: DecodingLog(cap: cap), dialect: dialect)
        values.forEachEntry(of: root) { key, value in
            // By position in `pageKeys`, the key compared byte for byte (as the device does).
            switch values.match(key, in: Self.pageKeyNames) {
            case 0: // PreferenceSpecifiers
                guard values.kind(value) == .array else {
                    log.wrongType(values, key: key, expected: "an array of dictionaries")
                    return
                }
                page.specifiers.reserveCapacity(values.count(of: value))
                values.forEachItem(of: value) { item in
                    if let specifier = specifiers.decode(item) { page.specifiers.append(specifier) }
                }
            case 1: // StringsTable
                page.stringsTable = log.string(values, key: key).map { Located($0, at: values.location(value)) }
                if let problem = page.stringsTable.flatMap(InvalidStringsTable.check) { log.report(problem) }
            case 2: // ApplicationGroupContainerIdentifier
                page.groupContainer = log.string(values, key: key)
            case 3: // Title
                _ = log.string(values, key: key)
            default:
                log.unknownKey(values, key: key, dictionary: root, in: "page", known: Self.pageKeys) { key in
                    SpecifierSchema.types(having: key).isEmpty ? nil : "'\(key)' belongs in an item of 'PreferenceSpecifiers'"
                }
            }
        }
        log.report(contentsOf: specifiers.log.diagnostics)
        page.listGroupPanes = specifiers.listGroupPanes
        return page
    }

    /// The finding for a root dictionary without `PreferenceSpecifiers`: its key closest to that name is
    /// the typo, renamed by the fix when one key is close (then it is the typo) and written once.
    private func notAPage(_ values: PlistBuffer, _ root: Int) -> Diagnostic {
        var keys: [(name: String, location: SourceLocation)] = []
        values.forEachEntry(of: root) { key, _ in keys.append((values.string(key)!, values.location(key))) }
        let (typo, certainKey) = Suggestions.match("PreferenceSpecifiers", in: keys.map(\.name))
        let certain = certainKey.map { DecodingLog.canRename($0, to: "PreferenceSpecifiers", in: values, dictionary: root) } ?? false
        let written = typo.flatMap { typo in keys.first { System.sameBytes($0.name, typo) } }
        return .notASettingsPage(typo: written, certain: certain, at: values.location(root))
    }
}
