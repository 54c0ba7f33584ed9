import PropertyList
import Foundation
import Testing

extension PluginTests {
    /// `swift package settings-diff --git REV`: the package's definitions at a commit against the working
    /// tree, diff's JSON alone on standard output; without `--git` it says what it needs.
    @Test func theDiffPluginComparesWithARevision() throws {
        let package = try Self.package(plugin: "SettingsLintPlugin")
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "first"]] {
            let git = try Tools.run(["git", "-C", package.path] + arguments)
            #expect(git.status == 0, "\(git.error)")
        }
        let plist = package.appendingPathComponent("Sources/App/Settings.plist")
        try Data(Self.definition().replacingOccurrences(of: "<string>wifi</string>", with: "<string>wifi_enabled</string>").utf8)
            .write(to: plist)
        let result = try Self.swift(["package", "settings-diff", "--git", "HEAD", "--format", "json"], in: package)
        #expect(result.status == 0, "\(result.output.suffix(3000))")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(report?["breaking"] as? Int == 1, "\(result.stdout)")
        #expect(result.stdout.contains("\"kind\": \"renamed\", \"breaking\": true, \"page\": \"Sources/App/Settings.plist\", "
            + "\"item\": \"wifi_enabled\""), "\(result.stdout)")
        let failing = try Self.swift(["package", "settings-diff", "--git", "HEAD", "--fail-on", "breaking"], in: package)
        #expect(failing.status != 0 && failing.output.contains("settingsc diff failed (exit status 1)"))
        let without = try Self.swift(["package", "settings-diff"], in: package)
        #expect(without.status != 0 && without.output.contains("settings-diff compares with a git revision"))
    }
}
