import Foundation
import Testing

/// The HTML preview opened in a real browser (headless Chromium): markup from the definition must stay
/// text, switches must carry their state, and a person can look at the screenshots it saves under
/// `.build/screenshots/`.
@Suite("HTML in a real browser", .serialized)
struct BrowserTests {
    static let screenshots = Settingsc.root.appendingPathComponent(".build/screenshots")

    private func page(_ file: String) throws -> URL {
        let directory = try Settingsc.temporaryDirectory()
        let output = directory.appendingPathComponent("page.html")
        let result = try Settingsc.run(["render", "--format", "html", "--output", output.path, file])
        #expect(result.status == 0, "\(result.stderr)")
        return output
    }

    @Test func injectedMarkupStaysText() throws {
        let url = try page("Tests/Fixtures/render/injection.plist")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let dom = try Chromium.run(["--dump-dom", url.absoluteString])
        #expect(dom.contains("<html lang=\"en\">"))
        // No element was created from content: the only elements are the ones settingsc writes.
        for tag in ["<script", "<img", "<iframe", "<a ", "<link", "<b>"] {
            #expect(!dom.contains(tag), "\(tag) became an element")
        }
        #expect(dom.components(separatedBy: "<meta ").count - 1 == 5)
        #expect(dom.components(separatedBy: "<style>").count - 1 == 1)
        #expect(dom.contains("<title>Settings</title>"))
        // The markup is there, as text.
        #expect(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt; section"))
        #expect(dom.contains("\"&gt;&lt;img src=x onerror=alert(2)&gt; title"))
        #expect(dom.contains("&lt;/title&gt;&lt;style&gt;body{display:none}&lt;/style&gt;"))
        // Switches carry their state for assistive technology.
        #expect(dom.contains("role=\"switch\" aria-checked=\"true\""))
        #expect(dom.contains("role=\"switch\" aria-checked=\"false\""))
    }

    @Test func thePageRequestsNothingFromTheNetwork() throws {
        let page = try page("Tests/Fixtures/render/injection.plist")
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        #expect(try Chromium.requests(loading: page).isEmpty)
    }

    @Test func switchesCarryTheirStateAndScreenshotsAreTaken() throws {
        let url = try page("Samples/Settings.plist")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let dom = try Chromium.run(["--dump-dom", url.absoluteString])
        let states = dom.components(separatedBy: "aria-checked=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(states == ["true", "true", "false", "false"])
        #expect(dom.contains("aria-labelledby=\"s1r3\""))
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        for (name, dark) in [("light", false), ("dark", true)] {
            let bytes = try Chromium.screenshot(url.absoluteString, to: Self.screenshots.appendingPathComponent("settings-\(name).png"),
                                                dark: dark)
            #expect(bytes.count > 10_000)
        }
        // Dark is not light: the two pictures differ.
        let light = try Data(contentsOf: Self.screenshots.appendingPathComponent("settings-light.png"))
        let dark = try Data(contentsOf: Self.screenshots.appendingPathComponent("settings-dark.png"))
        #expect(light != dark)
    }
}
