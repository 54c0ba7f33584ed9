import PropertyList
import Platform

/// A settings definition of either format, decoded.
public enum Definition: Sendable {
    /// A cell-style `Settings.plist`: a root array of sections.
    case screen(SettingsScreen)
    /// A `Settings.bundle`, or a page of one.
    case bundle(SettingsBundle)
}

extension Definition {
    /// Every item that has a stored value, in order: a bundle's keyed specifiers, or a screen's
    /// switches as toggle switches with a boolean default, so that the store commands treat both alike.
    public var keyedItems: [Specifier] {
        switch self {
        case .bundle(let bundle):
            return bundle.keyedSpecifiers.map(\.specifier)
        case .screen(let screen):
            return screen.switches.map { row in
                let key = SettingKey(row.switchKey!, at: row.location)
                return Specifier(.toggleSwitch(ToggleSwitchSpecifier(title: LocalizableText(row.title, at: row.location),
                    key: key, defaultValue: PlistNode(.bool(row.defaultValue), at: row.location))), at: row.location)
            }
        }
    }
}

/// What compiling one FILE gave: the definition, a report per file read, and files that could not be
/// read. The definition is meaningful only when nothing has errors.
public struct Compilation: Sendable {
    public var definition: Definition?
    public var reports: [FileReport]
    public var failures: [System.FileError]
    /// For a `.strings` table or a String Catalog given by itself (no definition): what it holds.
    var standaloneTranslation: TranslationFileCheck.Contents?
    /// For a bundle: what its folder holds, as listed for this compilation.
    package var bundleFiles: BundleFiles?
    /// For a bundle: each String Catalog read (its top `.xcstrings` files), by path relative to the bundle.
    package var catalogDocuments: [String: CatalogDocument] = [:]

    public init(definition: Definition?, reports: [FileReport], failures: [System.FileError] = []) {
        self.definition = definition
        self.reports = reports
        self.failures = failures
    }

    public var hasErrors: Bool { reports.contains { $0.hasErrors } }
}
