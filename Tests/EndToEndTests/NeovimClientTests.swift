import Foundation
import Testing

/// `settingsc lsp` with a real client: Neovim's built-in LSP client (Debian's `neovim`, headless),
/// driven by Fixtures/nvim/lsp-driver.lua, opens a bundle page, receives its diagnostics, applies the
/// quick fix the server offers and sees them clear; then shutdown and exit with status 0.
@Suite("settingsc lsp: Neovim's LSP client", .enabled(if: Tools.nvim != nil,
    "Neovim is not installed, so the real-client test of settingsc lsp is skipped; `make test` installs it (apt-get install neovim)"))
struct NeovimClientTests {
    static let driver = Settingsc.root.appendingPathComponent("Tests/EndToEndTests/Fixtures/nvim/lsp-driver.lua")

    /// The page: a misspelt Type after "<!--😀é-->" on the same line, so that UTF-16, UTF-8 and
    /// Neovim's byte columns all differ.
    static let page = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>StringsTable</key>
    \t<string>Root</string>
    \t<key>PreferenceSpecifiers</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>Type</key>
    \t\t\t<!--😀é--><string>PSToggleSwitchSpecifer</string>
    \t\t\t<key>Title</key>
    \t\t\t<string>Autoplay</string>
    \t\t\t<key>Key</key>
    \t\t\t<string>autoplay</string>
    \t\t\t<key>DefaultValue</key>
    \t\t\t<true/>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>

    """

    /// One driven session; the driver's events by name (the last of each), and every event.
    private func drive(encoding: String?) throws -> (events: [String: [String: Any]], all: [[String: Any]]) {
        let work = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let bundle = work.appendingPathComponent("App/Settings.bundle")
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        let root = bundle.appendingPathComponent("Root.plist")
        try Data(Self.page.utf8).write(to: root)
        try Data("\"Autoplay\" = \"Autoplay\";\n".utf8).write(to: bundle.appendingPathComponent("en.lproj/Root.strings"))
        let results = work.appendingPathComponent("results.jsonl")
        let command = try JSONSerialization.data(withJSONObject: [Settingsc.binary.path, "lsp"])
        var environment = ["LSP_DRIVER_CMD": String(decoding: command, as: UTF8.self),
                           "LSP_DRIVER_FILE": root.path, "LSP_DRIVER_OUT": results.path,
                           "LSP_DRIVER_ROOT": work.path, "LSP_DRIVER_TIMEOUT_MS": "20000"]
        for name in ["CONFIG", "DATA", "CACHE", "STATE"] {
            environment["XDG_\(name)_HOME"] = work.appendingPathComponent(name.lowercased()).path
        }
        if let encoding { environment["LSP_DRIVER_POSITION_ENCODING"] = encoding }
        let run = try ProcessLauncher.run(URL(fileURLWithPath: Tools.nvim!),
                                          ["--headless", "-u", "NONE", "-i", "NONE", "-n", "--noplugin",
                                           "-c", "luafile \(Self.driver.path.replacingOccurrences(of: " ", with: "\\ "))"],
                                          environment: environment, directory: work, timeout: 90)
        let log = (try? String(contentsOf: work.appendingPathComponent("cache/nvim/lsp.log"), encoding: .utf8)) ?? ""
        #expect(run.status == 0 && !run.timedOut,
                "Neovim: status \(run.status)\(run.timedOut ? " (killed)" : "")\n\(run.stderr)\nlsp.log:\n\(log.suffix(2_000))")
        #expect(try String(contentsOf: root, encoding: .utf8) == Self.page, "the edit is the buffer's; the disk is untouched")
        let lines = (try? String(contentsOf: results, encoding: .utf8)) ?? ""
        let all = lines.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
        var events: [String: [String: Any]] = [:]
        for event in all {
            let name = (event["event"] as? String ?? "") + ((event["phase"] as? String).map { ":" + $0 } ?? "")
            events[name] = event
        }
        return (events, all)
    }

    @Test(arguments: [(nil, "utf-16", 13), ("utf-8", "utf-8", 16)])
    func aQuickFixClearsTheDiagnostics(encoding: String?, agreed: String, start: Int) throws {
        let (events, all) = try drive(encoding: encoding)
        #expect(events["done"]?["ok"] as? Bool == true, "\(all)")
        #expect(events["initialized"]?["offset_encoding"] as? String == agreed)
        let diagnostic = try #require(events["diagnostic:open"], "\(all)")
        #expect(diagnostic["code"] as? String == "unknown-specifier-type")
        #expect(diagnostic["source"] as? String == "settingsc")
        #expect((diagnostic["message"] as? String)?.contains("PSToggleSwitchSpecifier") == true)
        // Neovim's own columns are bytes whatever was agreed: the server's range converted right.
        #expect(diagnostic["lnum"] as? Int == 9 && diagnostic["col"] as? Int == 16)
        let range = diagnostic["lsp_range"] as? [String: Any]
        #expect((range?["start"] as? [String: Any])?["character"] as? Int == start)
        #expect(events["diagnostics:open"]?["count"] as? Int == 1)
        #expect((events["code_action"]?["title"] as? String)?.contains("PSToggleSwitchSpecifier") == true)
        #expect(events["code_action"]?["kind"] as? String == "quickfix")
        let buffer = events["buffer:after_edit"]?["lines"] as? [String] ?? []
        #expect(buffer.count > 9 && buffer[9] == "\t\t\t<!--😀é--><string>PSToggleSwitchSpecifier</string>", "\(buffer)")
        let cleared = try #require(events["diagnostics:after_edit"])
        #expect(cleared["count"] as? Int == 0)
        #expect(cleared["publish_version"] as? Int == cleared["buffer_version"] as? Int,
                "the publish answers the buffer's latest version")
        #expect(events["server_exit"]?["code"] as? Int == 0 && events["server_exit"]?["signal"] as? Int == 0)
    }
}

extension Tools {
    /// Neovim's binary, if installed.
    static let nvim: String? = {
        let found = try? run(["sh", "-c", "command -v nvim"])
        guard let found, found.status == 0 else { return nil }
        return found.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }()
}
