import PropertyList

/// What a preview of a Settings bundle shows, worked out once before any value is read: the device, the
/// language folder whose translations show, and the file shown for each page. `render` reads the store's
/// values for `keyedSpecifiers`, then draws the `BundlePreview` built from this.
public struct PreviewSelection: Sendable {
    public let bundle: SettingsBundle
    /// The device previewed.
    public let device: Specifier.Idiom
    /// The language folder (`ko`, `Base`) found for the tag; nil: the plists' own texts.
    public let language: String?
    /// Every page of the bundle that is not a variant, each with the file shown for it: its variant for
    /// `language` (`ko.lproj/Root`), else for `device` (`Root~iphone`), else itself.
    public let pages: [(name: String, page: BundlePage)]

    /// `languageTag` is `--lang` (the fallback of `BundleLocalizations.language(for:)` applies).
    public init(bundle: SettingsBundle, device: Specifier.Idiom = .phone, languageTag: String? = nil) {
        let language = bundle.localizations.language(for: languageTag)
        let suffix = device == .phone ? "~iphone" : "~ipad"
        self.bundle = bundle
        self.device = device
        self.language = language
        pages = bundle.pages.filter { $0.variantOf == nil }.map { page in
            let candidates = (language.map { ["\($0).lproj/\(page.name)"] } ?? []) + [page.name + suffix]
            let variant = candidates.lazy.compactMap { name in
                bundle.page(named: name).flatMap { $0.variantOf == page.name ? $0 : nil }
            }.first
            return (page.name, variant ?? page)
        }
    }

    /// The specifiers with a key on the pages shown, the first of each key (a device variant may have
    /// keys of its own): those whose values the store is read for.
    public var keyedSpecifiers: [Specifier] {
        var keys: Set<String> = []
        return pages.flatMap(\.page.specifiers).filter { specifier in
            guard let key = specifier.key?.name else { return false }
            return keys.insert(key).inserted
        }
    }
}
