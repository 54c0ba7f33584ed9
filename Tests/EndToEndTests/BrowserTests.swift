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

    private func chromium(_ arguments: [String]) throws -> String {
        guard let chromium = Tools.chromium else {
            Issue.record("Chromium is not installed; `make test` installs it (apt-get install chromium)")
            return ""
        }
        let result = try Tools.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                    "--no-first-run", "--disable-extensions", "--disable-background-networking",
                                    "--disable-component-update", "--disable-sync", "--disable-default-apps",
                                    "--disable-features=Translate,OptimizationHints,MediaRouter,SpellcheckService",
                                    "--user-data-dir=\(FileManager.default.temporaryDirectory.path)/settingsc-chromium"]
                                   + arguments, timeout: 90)
        #expect(result.status == 0, "\(result.error.suffix(400))")
        return result.output
    }

    @Test func injectedMarkupStaysText() throws {
        let url = try page("Tests/Fixtures/render/injection.plist")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let dom = try chromium(["--dump-dom", url.absoluteString])
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
        let log = page.deletingLastPathComponent().appendingPathComponent("netlog.json")
        _ = try chromium(["--log-net-log=\(log.path)", "--net-log-capture-mode=Everything", "--dump-dom", page.absoluteString])
        let events = try String(contentsOf: log, encoding: .utf8)
        // Every URL in the log. Chromium's own services (updates, accounts, dictionaries) may still
        // show up in a headless browser; anything else would have come from the page.
        let chromiumServices = ["google.com", "googleapis.com", "gvt1.com", "gstatic.com", "googleusercontent.com"]
        var urls: [String] = []
        for part in events.components(separatedBy: "\"url\":\"").dropFirst() {
            urls.append(String(part.prefix { $0 != "\"" }))
        }
        for url in urls {
            if url.hasPrefix("file://") {
                #expect(url == page.absoluteString || url.hasPrefix(page.absoluteString), "file read: \(url)")
                continue
            }
            guard let host = url.split(separator: "/").dropFirst(1).first, url.contains("://") else { continue }
            let isService = chromiumServices.contains { host == $0 || host.hasSuffix("." + $0) }
            #expect(isService || url.hasPrefix("data:") || url.hasPrefix("chrome"), "request from the page: \(url)")
        }
        for host in ["evil.example", "example.com"] {
            #expect(!events.contains(host), "\(host) was contacted")
        }
    }

    @Test func switchesCarryTheirStateAndScreenshotsAreTaken() throws {
        let url = try page("Samples/Settings.plist")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let dom = try chromium(["--dump-dom", url.absoluteString])
        let states = dom.components(separatedBy: "aria-checked=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(states == ["true", "true", "false", "false"])
        #expect(dom.contains("aria-labelledby=\"s1r3\""))
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        for (name, flags) in [("light", [String]()), ("dark", ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"])] {
            let png = Self.screenshots.appendingPathComponent("settings-\(name).png")
            try? FileManager.default.removeItem(at: png)
            _ = try chromium(flags + ["--window-size=430,900", "--screenshot=\(png.path)", url.absoluteString])
            let bytes = try Data(contentsOf: png)
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(bytes.count > 10_000)
        }
        // Dark is not light: the two pictures differ.
        let light = try Data(contentsOf: Self.screenshots.appendingPathComponent("settings-light.png"))
        let dark = try Data(contentsOf: Self.screenshots.appendingPathComponent("settings-dark.png"))
        #expect(light != dark)
    }
}
