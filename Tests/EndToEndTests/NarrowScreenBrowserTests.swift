import Foundation
import Testing

/// A bundle's HTML preview at a phone's width (390 px) in headless Chromium, with values longer than a
/// row: every title stays whole (broken at spaces only) and the value gives way, ending in "…" — in a
/// left-to-right and a right-to-left language. Screenshots under `.build/screenshots/long-values-*.png`.
@Suite("HTML at a phone's width", .serialized)
struct NarrowScreenBrowserTests {
    static let bundle = "Tests/Fixtures/render/every-kind/Settings.bundle"

    /// One row as laid out: its title, the lines the title takes, its words that are split across
    /// lines, whether the value is cut (its text wider than its box) and its width; and the viewport's.
    struct Row: Decodable {
        var kind: String
        var title: String
        var lines: Int
        var splitWords: [String]
        var valueCut: Bool
        var valueWidth: Double
        var viewport: Double
    }

    /// What the measuring script adds to a copy of the page (the page's policy admits no script, so the
    /// copy goes without it): each text-field and title-value row of the first page, as JSON, posted to
    /// the page that frames it (`frame`).
    private static let measure = """
    <script>
    const rows = [];
    for (const li of document.querySelectorAll('.page.start li.text-field, .page.start li.basic')) {
      const title = li.querySelector('.title'), value = li.querySelector('.field, .detail');
      if (!title || !value) continue;
      const lines = (node, start, end) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
      };
      const text = title.firstChild, splitWords = [];
      for (const word of text.data.matchAll(/\\S+/g)) {
        if (lines(text, word.index, word.index + word[0].length) > 1) splitWords.push(word[0]);
      }
      rows.push({kind: li.className, title: text.data, lines: lines(text, 0, text.data.length), splitWords,
                 valueCut: value.scrollWidth > value.clientWidth, valueWidth: value.getBoundingClientRect().width,
                 viewport: document.documentElement.clientWidth});
    }
    parent.postMessage(JSON.stringify(rows), '*');
    </script>
    """

    /// The copy in a frame 390 px wide (a headless window is 500 px at least; a frame is as wide as it is
    /// told), which writes what the copy measured into its `data-rows`.
    private static let frame = """
    <!DOCTYPE html><html><body style="margin:0">
    <iframe src="measured.html" width="390" height="2000" style="border:0"></iframe>
    <script>addEventListener('message', event => document.body.setAttribute('data-rows', event.data))</script>
    </body></html>
    """

    @Test(arguments: ["en", "ar"])
    func aLongValueLeavesItsTitleWhole(language: String) throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store.plist").path
        for (key, value) in [("displayName", "Alexandra Konstantinopoulou-Wolfeschlegelsteinhausen"),
                             ("accountName", "alexandra.konstantinopoulou.wolfeschlegelsteinhausen@example.com")] {
            let set = try Settingsc.run(["set", "--store", store, Self.bundle, key, value])
            #expect(set.status == 0, "\(set.stderr)")
        }
        let page = directory.appendingPathComponent("page.html")
        let render = try Settingsc.run(["render", "--format", "html", "--lang", language, "--store", store,
                                        "--output", page.path, Self.bundle])
        #expect(render.status == 0, "\(render.stderr)")

        try FileManager.default.createDirectory(at: BrowserTests.screenshots, withIntermediateDirectories: true)
        let shot = BrowserTests.screenshots.appendingPathComponent("long-values-\(language).png")
        try Chromium.screenshot(page.absoluteString, to: shot, width: 390, height: 1000)

        let html = try String(contentsOf: page, encoding: .utf8)
        let measured = directory.appendingPathComponent("measured.html")
        try Data(html.replacing(/<meta http-equiv="Content-Security-Policy"[^>]*>/, with: "")
            .replacingOccurrences(of: "</body>", with: Self.measure + "</body>").utf8).write(to: measured)
        let frame = directory.appendingPathComponent("frame.html")
        try Data(Self.frame.utf8).write(to: frame)
        let dom = try Chromium.run(["--virtual-time-budget=5000", "--dump-dom", frame.absoluteString])
        let attribute = try #require(dom.firstMatch(of: /data-rows="([^"]*)"/)?.output.1)
        let json = String(attribute).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let rows = try JSONDecoder().decode([Row].self, from: Data(json.utf8))

        let name = try #require(rows.first { $0.kind == "text-field" && $0.valueCut }, "\(rows)")
        #expect(name.lines == 1, "the text field's title '\(name.title)' takes \(name.lines) lines")
        #expect(name.valueWidth > 100)
        let signedIn = try #require(rows.first { $0.kind == "basic" && $0.valueCut }, "\(rows)")
        #expect(signedIn.valueWidth > 100)
        for row in rows {
            #expect(row.viewport == 390)
            #expect(row.splitWords.isEmpty, "'\(row.title)' is broken inside \(row.splitWords)")
        }
    }
}
