import PropertyList

/// A whole Settings bundle, decoded: its pages (the first page first, then every page reached from it
/// through child panes, then the device and language variants found beside them) and its translations.
public struct SettingsBundle: Sendable {
    /// The bundle's directory as the user named it.
    public var path: String
    public var pages: [BundlePage]
    public var localizations: BundleLocalizations

    public init(path: String, pages: [BundlePage], localizations: BundleLocalizations) {
        self.path = path
        self.pages = pages
        self.localizations = localizations
    }

    /// The page the bundle starts at (`Root`, or the page file given on the command line).
    public var firstPage: BundlePage? { pages.first }

    /// The page a child pane's `File` names.
    public func page(named name: String) -> BundlePage? {
        pages.first { $0.name == name }
    }

    /// Every specifier with a key, page by page, in bundle order (variants left out: they repeat the
    /// keys of the page they stand in for).
    public var keyedSpecifiers: [(page: BundlePage, specifier: Specifier)] {
        pages.filter { $0.variantOf == nil }
            .flatMap { page in page.specifiers.filter { $0.key != nil }.map { (page, $0) } }
    }
}
