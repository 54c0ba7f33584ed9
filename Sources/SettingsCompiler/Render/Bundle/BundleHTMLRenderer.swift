import PropertyList

/// Every page of a Settings bundle on one self-contained HTML page, in the look of the iOS Settings app,
/// light and dark: a child pane's row (and a multi-value's, which opens its list of choices) is an
/// in-page link (`#page-…`) to that page, which has a link back. Only the page in the URL's fragment
/// is shown — CSS `:target`, no script — so the page keeps `HTMLRenderer`'s policy: no URL, no script,
/// style sheets admitted by hash, every text escaped.
public struct BundleHTMLRenderer: Sendable {
    /// The page shown when the URL names none (`--pane`); nil: the first.
    public let startPage: String?

    public init(startPage: String? = nil) {
        self.startPage = startPage
    }

    public func render(_ preview: BundlePreview) -> String {
        let language = preview.languageTag
        let document = HTMLDocument(
            title: preview.pages.first?.title ?? "Settings", language: language,
            rightToLeft: HTMLDocument.isRightToLeft(language),
            styleSheets: [HTMLStyleSheet.sheet, BundleStyleSheet.sheet])
        var writer = BundleHTMLWriter(preview: preview)
        let start = startPage.flatMap(preview.page(named:)) ?? preview.pages.first
        for page in preview.pages {
            writer.write(page, isStart: page.name == start?.name)
        }
        let device = preview.device.deviceName
        let note = "Settings app preview · \(device)" + (preview.language.map { " · \($0)" } ?? "")
        return document.head() + "<main>\n" + writer.html + "<p class=\"note\">\(HTMLText.escape(note))</p>\n"
            + HTMLDocument.end
    }
}
