import Foundation
import Testing

/// Headless Chromium, as the browser tests drive it: DOM dumps, screenshots, and the requests a page
/// makes (from Chromium's network log).
enum Chromium {
    /// Runs Chromium headless with `arguments`; its standard output (the DOM for `--dump-dom`). Each
    /// run has a profile of its own: suites run side by side, and Chromium refuses a profile in use.
    static func run(_ arguments: [String]) throws -> String {
        guard let chromium = Tools.chromium else {
            Issue.record("Chromium is not installed; `make test` installs it (apt-get install chromium)")
            return ""
        }
        let profile = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: profile) }
        let result = try Tools.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                    "--no-first-run", "--disable-extensions", "--disable-background-networking",
                                    "--disable-component-update", "--disable-sync", "--disable-default-apps",
                                    "--disable-features=Translate,OptimizationHints,MediaRouter,SpellcheckService",
                                    "--user-data-dir=\(profile.path)"]
                                   + arguments, timeout: 90)
        #expect(result.status == 0, "\(result.error.suffix(400))")
        return result.output
    }

    /// A screenshot of `url` (a fragment selects a page) in a phone-sized window, light or dark; its PNG.
    @discardableResult
    static func screenshot(_ url: String, to png: URL, dark: Bool = false, width: Int = 430, height: Int = 900) throws -> Data {
        try? FileManager.default.removeItem(at: png)
        let scheme = dark ? ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"] : []
        _ = try run(scheme + ["--window-size=\(width),\(height)", "--screenshot=\(png.path)", url])
        let bytes = try Data(contentsOf: png)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        return bytes
    }

    /// Every URL `page` (a file) asked for while loading, other than itself, data: and Chromium's own
    /// services (updates, accounts, dictionaries show up even in a headless browser).
    static func requests(loading page: URL) throws -> [String] {
        let log = page.deletingLastPathComponent().appendingPathComponent("netlog.json")
        _ = try run(["--log-net-log=\(log.path)", "--net-log-capture-mode=Everything", "--dump-dom", page.absoluteString])
        let events = try String(contentsOf: log, encoding: .utf8)
        let services = ["google.com", "googleapis.com", "gvt1.com", "gstatic.com", "googleusercontent.com"]
        var requests: [String] = []
        for part in events.components(separatedBy: "\"url\":\"").dropFirst() {
            let url = String(part.prefix { $0 != "\"" })
            if url.hasPrefix("file://") {
                if !url.hasPrefix(page.absoluteString) { requests.append(url) }
                continue
            }
            guard let host = url.split(separator: "/").dropFirst(1).first, url.contains("://") else { continue }
            let isService = services.contains { host == $0 || host.hasSuffix("." + $0) }
            if !isService && !url.hasPrefix("data:") && !url.hasPrefix("chrome") { requests.append(url) }
        }
        for host in ["evil.example", "example.com"] where events.contains(host) {
            requests.append("\(host) (mentioned in the network log)")
        }
        return requests
    }
}
