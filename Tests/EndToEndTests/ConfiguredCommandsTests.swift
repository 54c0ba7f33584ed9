import Foundation
import Testing

/// Every command that reads definitions applies `.settingsc.json` as `validate` does: a rule turned off
/// is silent and not fatal, a rule made an error stops it, a broken configuration stops it with status
/// 2, and `--config`, `--no-config`, `--rule` and `--quiet` are taken by each.
///
/// Before, only `validate` and `fix` read the configuration: `render`, `generate`, the store commands
/// and `catalog` printed the missing translation a project had turned off (and passed one it had made
/// an error), ran under a broken configuration, and refused `--config` as an unknown option.
@Suite("every command reads the configuration (end to end)")
struct ConfiguredCommandsTests {
    /// The commands that read App/Settings.bundle, each as a user runs it.
    static let commands: [[String]] = [
        ["render", "App/Settings.bundle"],
        ["generate", "swift", "App/Settings.bundle"],
        ["values", "App/Settings.bundle"],
        ["switches", "App/Settings.bundle"],
        ["get", "App/Settings.bundle", "sound"],
        ["set", "App/Settings.bundle", "sound", "false"],
        ["toggle", "App/Settings.bundle", "sound"],
        ["reset", "App/Settings.bundle"],
        ["catalog", "extract", "App/Settings.bundle"],
    ]

    static func environment(_ tree: ProjectTree) -> [String: String] {
        ["XDG_CONFIG_HOME": tree.root.appendingPathComponent("config").path]
    }

    @Test func aRuleTurnedOffIsSilentEverywhere() throws {
        let tree = try ConfigurationTests.project()
        defer { tree.remove() }
        // Without the configuration the warning is there, on every command (not catalog extract here:
        // it writes the catalog, which the messages then name).
        for command in Self.commands.dropLast() {
            let result = try tree.run([command[0], "--no-config"] + command.dropFirst(), environment: Self.environment(tree))
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stderr.hasPrefix("App/Settings.bundle/Root.plist:7:80: warning: " + ConfigurationTests.soundWarning),
                    "\(command): \(result.stderr)")
        }
        for command in Self.commands {
            let result = try tree.run(command, environment: Self.environment(tree))
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(command) printed what the configuration turns off: \(result.stderr)")
        }
        let get = try tree.run(["get", "App/Settings.bundle", "sound"], environment: Self.environment(tree))
        #expect(get.stdout == "true\n" && get.stderr.isEmpty)
    }

    @Test func aRuleMadeAnErrorStopsEveryCommand() throws {
        let tree = try ConfigurationTests.project([".settingsc.json": "{\"rules\": {\"missing-translation\": \"error\"}}"])
        defer { tree.remove() }
        for command in Self.commands {
            let result = try tree.run(command, environment: Self.environment(tree))
            #expect(result.status == 1, "\(command): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(command): \(result.stdout)")
            #expect(result.stderr.hasPrefix("App/Settings.bundle/Root.plist:7:80: error: " + ConfigurationTests.soundWarning),
                    "\(command): \(result.stderr)")
        }
        #expect(!tree.exists("config/settingsc/App.plist") && !tree.exists("App/Settings.bundle/Root.xcstrings"),
                "nothing is written")
        // `--rule` over the configuration, on every command.
        for command in Self.commands {
            let result = try tree.run([command[0], "--rule", "missing-translation=off"] + command.dropFirst(),
                                      environment: Self.environment(tree))
            #expect(result.status == 0 && result.stderr.isEmpty, "\(command): \(result.stderr)")
        }
        // `--config` names another.
        try tree.write("ci/quiet.json", "{\"rules\": {\"missing-translation\": \"off\"}}")
        let named = try tree.run(["render", "--config", "ci/quiet.json", "App/Settings.bundle"])
        #expect(named.status == 0 && named.stderr.isEmpty, "\(named.stderr)")
    }

    @Test func anErrorTurnedOffIsNotFatal() throws {
        // A toggle whose default is no boolean: invalid-toggle-default, an error, turned off. (What has
        // the error is still left out of the definition, as a decoder leaves it: the run goes on.)
        var files = ProjectTree.bundle("App/Settings.bundle", [ProjectTree.toggle("sound", "Sound").replacingOccurrences(
            of: "<true/>", with: "<string>maybe</string>"), ProjectTree.toggle("music", "Music")], translated: ["Sound": "Ton", "Music": "Musik"])
        files[".settingsc.json"] = "{\"rules\": {\"invalid-toggle-default\": \"off\"}}"
        let tree = try ProjectTree(files)
        defer { tree.remove() }
        for command in Self.commands.dropLast() where command[0] != "get" && command[0] != "set" && command[0] != "toggle" {
            let result = try tree.run(command, environment: Self.environment(tree))
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(command): \(result.stderr)")
        }
        let render = try tree.run(["render", "--width", "30", "App/Settings.bundle"])
        #expect(render.stdout.contains("Music"), "\(render.stdout)")
        let on = try tree.run(["render", "--no-config", "App/Settings.bundle"])
        #expect(on.status == 1)
        #expect(on.stderr.contains("[invalid-toggle-default]") && on.stdout.isEmpty)
    }

    @Test func strictInTheConfigurationFailsARender() throws {
        let tree = try ConfigurationTests.project([".settingsc.json": "{\"strict\": true}"])
        defer { tree.remove() }
        let result = try tree.run(["render", "App/Settings.bundle"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("App/Settings.bundle/Root.plist:7:80: error: 'Sound' has no translation in "
            + "'Root.strings' of de.lproj (a warning, made an error by 'strict' in .settingsc.json) [missing-translation]"),
                "\(result.stderr)")
    }

    @Test func aBrokenConfigurationStopsEveryCommandWithStatus2() throws {
        let tree = try ConfigurationTests.project([".settingsc.json": "{\"rules\": {\"missing-translaton\": \"off\"}}\n"])
        defer { tree.remove() }
        let all = Self.commands + [["store-path", "App/Settings.bundle"], ["catalog", "compile", "App/Settings.bundle"],
                                   ["generate", "swift", "--output", "Settings.swift", "App/Settings.bundle"]]
        for command in all {
            let result = try tree.run(command, environment: Self.environment(tree))
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(command): \(result.stdout)")
            #expect(result.stderr.hasPrefix(".settingsc.json:1:12: error: unknown rule 'missing-translaton'; did you mean "
                + "'missing-translation'? [config]\n"), "\(command): \(result.stderr)")
            #expect(result.stderr.hasSuffix("settingsc: error: nothing was checked: '.settingsc.json' cannot be used as it is\n"
                + "Run 'settingsc help config' for usage.\n"), "\(command): \(result.stderr)")
        }
        #expect(!tree.exists("Settings.swift") && !tree.exists("config"), "nothing is written")
        let ignored = try tree.run(["get", "--no-config", "App/Settings.bundle", "sound"], environment: Self.environment(tree))
        #expect(ignored.status == 0)
    }

    @Test func quietStoreCommandsPrintOnlyTheirAnswer() throws {
        let tree = try ConfigurationTests.project()
        defer { tree.remove() }
        try tree.write("config/settingsc/App.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>sound</key><string>loud</string></dict></plist>

            """)
        let loud = try tree.run(["get", "--no-config", "App/Settings.bundle", "sound"], environment: Self.environment(tree))
        #expect(loud.status == 0)
        #expect(loud.stdout == "true\n")
        #expect(loud.stderr.contains("[missing-translation]") && loud.stderr.contains("settingsc: warning: "), "\(loud.stderr)")
        for command in [["get", "App/Settings.bundle", "sound"], ["values", "App/Settings.bundle"]] {
            let quiet = try tree.run([command[0], "--no-config", "--quiet"] + command.dropFirst(), environment: Self.environment(tree))
            #expect(quiet.status == 0)
            #expect(quiet.stdout == (command[0] == "get" ? "true\n" : "sound\ttrue\n"))
            #expect(quiet.stderr.isEmpty, "\(command): \(quiet.stderr)")
        }
    }

    @Test func theOptionsComeFromTheCommandTable() throws {
        for command in ["render", "values", "get", "store-path", "generate", "catalog"] {
            let help = try Settingsc.run([command, "--help"])
            #expect(help.status == 0)
            for option in ["--quiet", "--config PATH", "--no-config", "--rule ID=off|warning|error"] {
                #expect(help.stdout.contains(option), "\(command) --help lacks \(option)")
            }
        }
        let bash = try Settingsc.run(["--generate-completion-script", "bash"])
        #expect(bash.stdout.components(separatedBy: "--no-config").count - 1 >= 12, "every reading command completes it")
    }
}
