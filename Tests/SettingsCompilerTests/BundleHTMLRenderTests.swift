import PropertyList
import Foundation
import SettingsCompiler
import Testing

/// The structure of the bundle's HTML page: only settingsc's own markup, in-page links that all land,
/// a way back from every page, the policy that admits exactly its two style sheets.
@Suite("Bundle HTML")
struct BundleHTMLRenderTests {
    static let tags: Set<Substring> = ["!DOCTYPE", "html", "/html", "head", "/head", "meta", "title", "/title", "style",
                                       "/style", "body", "/body", "main", "/main", "article", "/article", "nav", "/nav",
                                       "a", "/a", "h1", "/h1", "section", "/section", "h2", "/h2", "ul", "/ul", "li", "/li",
                                       "span", "/span", "button", "/button", "div", "/div", "svg", "/svg", "line", "circle",
                                       "p", "/p"]

    /// Every value of `attribute` in `html`.
    private func values(of attribute: String, in html: String) -> [String] {
        html.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test(arguments: [PreviewFixture.everyKind, PreviewFixture.injection])
    func onlyItsOwnMarkupAndEveryLinkLands(_ path: String) {
        let html = BundleHTMLRenderer().render(PreviewFixture.preview(path))
        let tags = Set(html.split(separator: "<").dropFirst().map { $0.prefix { $0.isLetter || $0.isNumber || $0 == "/" || $0 == "!" } })
        #expect(tags.isSubset(of: Self.tags), "\(tags.subtracting(Self.tags))")
        let ids = values(of: "id", in: html)
        #expect(Set(ids).count == ids.count, "ids are unique")
        let links = values(of: "href", in: html)
        #expect(!links.isEmpty)
        for link in links {
            #expect(link.hasPrefix("#page-") && ids.contains(String(link.dropFirst())), "\(link)")
            #expect(link.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "#-_".unicodeScalars.contains($0)) })
        }
        for labelled in values(of: "aria-labelledby", in: html) {
            #expect(ids.contains(labelled), "\(labelled)")
        }
        #expect(!html.contains("<script") && !html.contains("<img") && !html.contains("style=\""))
    }

    @Test func everyPageHasAWayBackAndOneOpensFirst() {
        let preview = PreviewFixture.preview(language: "ko")
        let html = BundleHTMLRenderer().render(preview)
        let articles = html.components(separatedBy: "<article ").dropFirst()
        #expect(articles.count == 5) // Root, its multi-value's choices, Privacy, its choices, the licences
        #expect(articles.filter { $0.hasPrefix("class=\"page start\"") }.count == 1)
        #expect(articles.first!.hasPrefix("class=\"page start\" id=\"page-Root\""))
        for article in articles.dropFirst() {
            #expect(article.contains("<nav><a class=\"back\" href=\"#page-"), "\(article.prefix(80))")
        }
        #expect(html.contains("<article class=\"page\" id=\"page-Privacy\" aria-labelledby=\"t19\">\n"
            + "<nav><a class=\"back\" href=\"#page-Root\">Settings</a></nav>\n<h1 id=\"t19\">개인정보 보호</h1>"))
        #expect(html.contains("<a href=\"#page-Root-photoQuality\"><span class=\"title\">사진 화질</span><span class=\"detail\">원본</span>"))
        // --pane: that page opens first (without a fragment in the URL).
        let pane = BundleHTMLRenderer(startPage: "Privacy").render(preview)
        #expect(pane.contains("<article class=\"page start\" id=\"page-Privacy\""))
        #expect(pane.contains("<article class=\"page\" id=\"page-Root\""))
    }

    @Test func rolesAndStatesForAssistiveTechnology() {
        let html = BundleHTMLRenderer().render(PreviewFixture.preview(language: "en"))
        #expect(html.contains("role=\"switch\" aria-checked=\"false\""))
        #expect(html.contains("role=\"switch\" aria-checked=\"true\""))
        #expect(html.contains("<div role=\"slider\" aria-valuemin=\"10\" aria-valuemax=\"200\" aria-valuenow=\"120\" aria-labelledby=\"g2\">"))
        #expect(html.contains("cx=\"57.9%\""))
        #expect(html.contains("<span class=\"title\" id=\"t10\">Name</span><span class=\"check\" role=\"radio\" aria-checked=\"true\" aria-labelledby=\"t10\"></span>"))
        #expect(html.contains("<span class=\"field secure\" role=\"textbox\" aria-readonly=\"true\" aria-labelledby=\"t7\">•••</span>"))
        // The radio group's and the quality list's; the stored trashDays (9) is none of its values.
        #expect(html.components(separatedBy: "role=\"radio\" aria-checked=\"true\"").count - 1 == 2)
    }

    @Test func injectedTextsStayText() {
        let html = BundleHTMLRenderer().render(PreviewFixture.preview(PreviewFixture.injection))
        #expect(html.contains("<h2 id=\"g2\">&lt;script&gt;alert(1)&lt;/script&gt; group</h2>"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(3)&gt; toggle"))
        #expect(html.contains("aria-label=\"field&quot;&gt;&lt;x\""))
        #expect(html.contains("<h2 id=\"g13\">&lt;/article&gt;&lt;article class=&quot;page start&quot;&gt;</h2>"))
        // A page's file name and a key become ids of letters, digits and dashes only.
        #expect(html.contains("id=\"page-odd-pane-1-\"") && html.contains("id=\"page-Root--page-Root--onclick--x\""))
        #expect(!html.contains("https://evil.example/\""))
    }

    @Test func thePolicyAdmitsExactlyBothStyleSheets() throws {
        let html = BundleHTMLRenderer().render(PreviewFixture.preview())
        let head = try #require(html.range(of: "<head>\n"))
        #expect(html[head.upperBound...].hasPrefix("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;; style-src &#39;sha256-"))
        let sheets = html.components(separatedBy: "<style>").dropFirst().map { $0.components(separatedBy: "</style>")[0] }
        #expect(sheets.count == 2)
        let policy = try #require(values(of: "content", in: html).first)
        for css in sheets {
            #expect(policy.contains("&#39;sha256-\(try StyleSheetHash.of(css))&#39;"), "run scripts/hash-stylesheet.py after editing the CSS")
        }
        #expect(policy.hasSuffix("; img-src &#39;none&#39;; base-uri &#39;none&#39;; form-action &#39;none&#39;"))
    }
}
