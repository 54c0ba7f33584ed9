import PropertyList

/// A whole Settings bundle as the Settings app shows it on one device in one language, with the values
/// of the store: every page resolved once, which each rendering (text, HTML, JSON) then draws.
///
/// The first page comes first, then the pages its rows open (breadth first), then pages no shown row
/// opens. A page with a variant for the language (`ko.lproj/Root`) or the device (`Root~iphone`) is shown
/// as that variant, the language first.
public struct BundlePreview: Sendable {
    /// The device previewed: rows whose `SupportedUserInterfaceIdioms` leave it out are not shown.
    public var device: Specifier.Idiom
    /// The language folder whose translations show (`ko`, `Base`); nil: the plists' own texts.
    public var language: String?
    public var pages: [PreviewPage]

    public init(device: Specifier.Idiom, language: String?, pages: [PreviewPage]) {
        self.device = device
        self.language = language
        self.pages = pages
    }

    /// Resolves the pages `selection` shows with the store's `values`; `title` is the first page's
    /// navigation title.
    public init(_ selection: PreviewSelection, values: BundleValues, title: String = "Settings") {
        let (bundle, device, language) = (selection.bundle, selection.device, selection.language)
        var built: [String: (page: BundlePage, groups: [PreviewGroup], hidden: [PreviewHiddenItem])] = [:]
        let shown = selection.pages
        for (name, page) in shown {
            let table = bundle.localizations.table(page.stringsTable?.value, in: language)
            let (groups, hidden) = PreviewPageBuilder(device: device, table: table, values: values).build(page.specifiers)
            built[name] = (page, groups, hidden)
        }
        // Breadth first from the first page: a page's title and way back are those of the first row
        // that opens it.
        var order = shown.prefix(1).map(\.name)
        var placed = Set(order)
        var opened: [String: (parent: String, title: String)] = [:]
        var next = 0
        while next < order.count {
            let name = order[next]
            next += 1
            for item in built[name]!.groups.flatMap(\.items) {
                guard case .childPane(let target) = item.display, built[target] != nil, !placed.contains(target) else { continue }
                opened[target] = (name, item.title ?? target)
                order.append(target)
                placed.insert(target)
            }
        }
        order += shown.map(\.name).filter { !placed.contains($0) }
        let pages = order.enumerated().map { index, name in
            let (page, groups, hidden) = built[name]!
            return PreviewPage(name: name, fileName: page.fileName, title: index == 0 ? title : opened[name]?.title ?? name,
                               parent: opened[name]?.parent, groups: groups, hidden: hidden, location: page.location)
        }
        self.init(device: device, language: language, pages: pages)
    }

    /// The page named `name` (`Root`, `Advanced`).
    public func page(named name: String) -> PreviewPage? {
        pages.first { $0.name == name }
    }

    /// A BCP 47 tag for the texts shown: the language folder's (`zh_Hans` → `zh-Hans`), else one guessed
    /// from the texts (`Base` and untranslated texts are in whatever language the plists are written in).
    public var languageTag: String {
        if let language, language.lowercased() != "base" {
            return LanguageTag.hyphenated(language)
        }
        let texts = pages.flatMap { page in
            [page.title] + page.groups.flatMap { group in [group.title ?? ""] + group.items.compactMap(\.title) }
        }
        return HTMLRenderer.language(of: Array(texts.prefix(200)))
    }
}
