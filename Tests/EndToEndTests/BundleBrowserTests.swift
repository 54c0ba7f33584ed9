import Foundation
import Testing

/// A bundle's HTML preview in headless Chromium: screenshots of the first page and a child pane, light
/// and dark (saved under `.build/screenshots/`), navigation to a pane and back by fragment alone, markup
/// from the bundle that stays text, and not one request.
@Suite("bundle HTML in a real browser", .serialized)
struct BundleBrowserTests {
    static let sample = "Samples/MyApp/Settings.bundle"

    /// The HTML page of `bundle` (`arguments` added), written to a fresh directory.
    private func page(_ bundle: String, _ arguments: [String] = []) throws -> URL {
        let directory = try Settingsc.temporaryDirectory()
        let output = directory.appendingPathComponent("page.html")
        let result = try Settingsc.run(["render", "--format", "html", "--store", directory.appendingPathComponent("none.plist").path,
                                        "--output", output.path] + arguments + [bundle])
        #expect(result.status == 0, "\(result.stderr)")
        return output
    }

    @Test func screenshotsOfTheFirstPageAndAPaneInBothSchemes() throws {
        let url = try page(Self.sample, ["--lang", "ko"])
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: BrowserTests.screenshots, withIntermediateDirectories: true)
        var shots: [String: Data] = [:]
        for (name, fragment) in [("", ""), ("-pane", "#page-Advanced")] {
            for (scheme, dark) in [("light", false), ("dark", true)] {
                let png = BrowserTests.screenshots.appendingPathComponent("bundle-\(scheme)\(name).png")
                shots[scheme + name] = try Chromium.screenshot(url.absoluteString + fragment, to: png, dark: dark, height: 1100)
                #expect(shots[scheme + name]!.count > 10_000)
            }
        }
        #expect(Set(shots.values).count == 4, "four different pictures")
    }

    @Test func aPaneIsReachedByItsLinkAndLeftByTheWayBack() throws {
        // A page shown by a fragment looks exactly like that page shown first (--pane), and the way back
        // (#page-Root) exactly like the first page: the fragment alone decides, no script.
        let all = try page(Self.sample)
        let pane = try page(Self.sample, ["--pane", "Advanced"])
        defer {
            try? FileManager.default.removeItem(at: all.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: pane.deletingLastPathComponent())
        }
        let scratch = all.deletingLastPathComponent()
        func shot(_ url: String, _ name: String) throws -> Data {
            try Chromium.screenshot(url, to: scratch.appendingPathComponent(name + ".png"))
        }
        let root = try shot(all.absoluteString, "root")
        let advanced = try shot(all.absoluteString + "#page-Advanced", "advanced")
        #expect(root != advanced)
        #expect(try shot(pane.absoluteString, "pane-first") == advanced)
        #expect(try shot(pane.absoluteString + "#page-Root", "back") == root)
        #expect(try shot(all.absoluteString + "#page-Root-skipForwardSeconds", "choices") != root)
        // The links that do it are in the page the browser built.
        let dom = try Chromium.run(["--dump-dom", all.absoluteString + "#page-Advanced"])
        #expect(dom.contains("<a href=\"#page-Advanced\"><span class=\"title\">Advanced</span>"))
        #expect(dom.contains("<nav><a class=\"back\" href=\"#page-Root\">Settings</a></nav>\n<h1 id=\"t"))
    }

    @Test func injectedMarkupStaysTextAndNothingIsRequested() throws {
        let url = try page("Tests/Fixtures/render/injection-bundle/Settings.bundle")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let dom = try Chromium.run(["--dump-dom", url.absoluteString])
        #expect(dom.contains("<html lang=\"en\">"))
        for tag in ["<script", "<img", "<iframe", "<link", "<b>", "<x"] {
            #expect(!dom.contains(tag), "\(tag) became an element")
        }
        #expect(dom.components(separatedBy: "<style>").count - 1 == 2)
        #expect(dom.components(separatedBy: "<article ").count - 1 == 3)
        // The href of every <a> element (text such as `<a href="https://evil.example/">` is escaped: `&lt;a`).
        let links = dom.components(separatedBy: "<a ").dropFirst().map { tag in
            tag.prefix { $0 != ">" }.components(separatedBy: "href=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
        }
        #expect(!links.isEmpty && links.allSatisfy { $0.hasPrefix("#page-") }, "\(links)")
        #expect(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt; group"))
        #expect(dom.contains("&lt;/article&gt;&lt;article class=\"page start\"&gt;"))
        #expect(try Chromium.requests(loading: url).isEmpty)
    }
}
