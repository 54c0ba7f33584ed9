import Foundation
import Testing

/// Korean text in the HTML previews wraps between words (at spaces), as Korean is written, not between
/// any two syllables. Measured in Chromium: a probe page frames the preview in a narrow column and asks
/// the layout, word by word, whether a word was split across lines.
@Suite("Korean wrapping in a real browser", .serialized)
struct KoreanWrappingTests {
    /// The probe: for every footer, header and title of the framed page, the words drawn on more than one
    /// line, and how many of those texts wrapped at all (a test that saw no wrapping would prove nothing).
    static let probe = """
    <!doctype html><meta charset="utf-8"><body>
    <iframe id="f" src="page.html" style="width:250px;height:4000px;border:0"></iframe><pre id="out">pending</pre>
    <script>
    document.getElementById("f").onload = function () {
      var d = this.contentDocument, split = [], wrapped = 0;
      d.querySelectorAll(".footer, h2, .title, .label").forEach(function (el) {
        if (el.getClientRects().length === 0) return;
        var lines = new Set();
        var walk = d.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (var node = walk.nextNode(); node; node = walk.nextNode()) {
          var text = node.data, re = /[^\\s]+/g, m;
          while ((m = re.exec(text))) {
            var r = d.createRange(); r.setStart(node, m.index); r.setEnd(node, m.index + m[0].length);
            var tops = new Set(Array.from(r.getClientRects()).map(function (q) { return Math.round(q.top); }));
            tops.forEach(function (t) { lines.add(t); });
            if (tops.size > 1 && /[\\uAC00-\\uD7A3]/.test(m[0])) split.push(m[0]);
          }
        }
        if (lines.size > 1) wrapped++;
      });
      document.getElementById("out").textContent = "split=" + JSON.stringify(split) + " wrapped=" + wrapped;
    };
    </script>
    """

    private func measure(_ arguments: [String]) throws -> String {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html")
        let result = try Settingsc.run(["render", "--format", "html", "--output", page.path] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let probe = directory.appendingPathComponent("probe.html")
        try Data(Self.probe.utf8).write(to: probe)
        let dom = try Chromium.run(["--allow-file-access-from-files", "--dump-dom", probe.absoluteString])
        return dom.components(separatedBy: "<pre id=\"out\">").dropFirst().first?.components(separatedBy: "</pre>").first ?? dom
    }

    @Test(arguments: [["--lang", "ko", "Samples/MyApp/Settings.bundle"], ["Samples/Settings.plist"]])
    func noKoreanWordIsSplitAcrossLines(_ arguments: [String]) throws {
        let outcome = try measure(arguments)
        #expect(outcome.hasPrefix("split=[] wrapped="), "\(outcome)")
        let wrapped = Int(outcome.components(separatedBy: "wrapped=").last ?? "") ?? 0
        #expect(wrapped >= 1, "nothing wrapped, so nothing was tested: \(outcome)")
    }
}
