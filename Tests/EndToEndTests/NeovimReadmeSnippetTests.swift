import Foundation
import Testing

/// The README's Neovim set-up, run as written. Its first snippet needed Neovim 0.8 (`vim.fs`,
/// `vim.lsp.start`) and failed on Debian's 0.7.2 with "attempt to index field 'fs' (a nil value)"; the
/// README now gives a 0.7 snippet beside it, and this test starts settingsc through that one: it opens
/// a broken page in a real Neovim and waits for the server's diagnostic. The 0.8 snippet is loaded too
/// (it must at least be valid Lua that registers its autocommand on 0.7, where its callback cannot run).
@Suite("README: the Neovim snippets", .enabled(if: Tools.nvim != nil,
    "Neovim is not installed, so the README's Neovim snippets are not run; `make test` installs it (apt-get install neovim)"))
struct NeovimReadmeSnippetTests {
    /// The README's `lua` blocks.
    static func luaBlocks() throws -> [String] {
        let readme = try Settingsc.documentation()
        return readme.matches(of: /```lua\n(.*?)```/.dotMatchesNewlines()).map { String($0.output.1) }
    }

    /// Runs Neovim headless with `initFile` as its configuration, `settingsc` on the PATH, then `probe`.
    private func neovim(_ arguments: [String], in work: URL) throws -> ProcessLauncher.Outcome {
        var environment = ["PATH": Settingsc.binary.deletingLastPathComponent().path + ":"
                            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        for name in ["CONFIG", "DATA", "CACHE", "STATE"] {
            environment["XDG_\(name)_HOME"] = work.appendingPathComponent(name.lowercased()).path
        }
        return try ProcessLauncher.run(URL(fileURLWithPath: Tools.nvim!), ["--headless", "-i", "NONE", "-n"] + arguments,
                                       environment: environment, directory: work, timeout: 60)
    }

    @Test func theNeovim07SnippetStartsTheServerAndShowsItsDiagnostics() throws {
        let snippet = try #require(try Self.luaBlocks().first { $0.contains("vim.lsp.start_client") }, "no 0.7 snippet in the README")
        let work = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let bundle = work.appendingPathComponent("App/Settings.bundle")
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data(NeovimClientTests.page.utf8).write(to: bundle.appendingPathComponent("Root.plist"))
        try Data("\"Autoplay\" = \"Autoplay\";\n".utf8).write(to: bundle.appendingPathComponent("en.lproj/Root.strings"))
        try Data(snippet.utf8).write(to: work.appendingPathComponent("init.lua"))
        let results = work.appendingPathComponent("diagnostics.json")
        let probe = """
        local found = vim.wait(30000, function() return #vim.diagnostic.get(0) > 0 end, 50)
        local first = vim.diagnostic.get(0)[1] or {}
        local out = io.open(\(String(reflecting: results.path)), "w")
        out:write(vim.fn.json_encode({ found = found, count = #vim.diagnostic.get(0), lnum = first.lnum,
                                       message = first.message, clients = #vim.lsp.get_active_clients() }))
        out:close()
        vim.cmd("qa!")
        """
        try Data(probe.utf8).write(to: work.appendingPathComponent("probe.lua"))
        let run = try neovim(["-u", "init.lua", "App/Settings.bundle/Root.plist", "-c", "luafile probe.lua"], in: work)
        #expect(run.status == 0 && !run.timedOut, "Neovim: status \(run.status)\n\(run.stderr)")
        let json = try #require(try? Data(contentsOf: results), "Neovim wrote nothing: \(run.stderr)")
        let result = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(result["found"] as? Bool == true, "\(result)")
        #expect(result["clients"] as? Int == 1, "\(result)")
        #expect(result["lnum"] as? Int == 9, "\(result)")
        #expect((result["message"] as? String)?.contains("PSToggleSwitchSpecifier") == true, "\(result)")
    }

    @Test func theNeovim08SnippetLoads() throws {
        let snippet = try #require(try Self.luaBlocks().first { $0.contains("vim.lsp.start(") }, "no 0.8 snippet in the README")
        let work = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        try Data(snippet.utf8).write(to: work.appendingPathComponent("init.lua"))
        let run = try neovim(["-u", "init.lua", "-c", "qa!"], in: work)
        #expect(run.status == 0 && !run.timedOut && run.stderr.isEmpty, "Neovim: status \(run.status)\n\(run.stderr)")
    }
}
