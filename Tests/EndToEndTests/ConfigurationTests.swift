import Foundation
import Testing

/// `.settingsc.json` as a project uses it: found from each FILE upward, named by `--config`,
/// ignored with `--no-config`; its problems stop the run (status 2) at their line:column; `--rule`,
/// `--strict`, `--quiet` on top of it; `fix` honours it.
@Suite("configuration (end to end)")
struct ConfigurationTests {
    /// Two bundles whose German tables lack one text each ('Sound' at Root.plist:7:80), and a project whose
    /// root configuration turns missing translations off.
    static func project(_ files: [String: String] = [:]) throws -> ProjectTree {
        var all = ProjectTree.bundle("App/Settings.bundle", [ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound")],
                                     translated: ["General": "Allgemein"])
        all.merge(ProjectTree.bundle("Other/Settings.bundle", [ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound")],
                                     translated: ["General": "Allgemein"])) { $1 }
        all[".settingsc.json"] = "{\"rules\": {\"missing-translation\": \"off\"}}\n"
        all.merge(files) { $1 }
        return try ProjectTree(all)
    }

    static let soundWarning = "'Sound' has no translation in 'Root.strings' of de.lproj [missing-translation]"

    @Test func theNearestConfigurationOfEachFileApplies() throws {
        let tree = try Self.project(["Other/.settingsc.json": "{\"rules\": {\"missing-translation\": \"error\"}}"])
        defer { tree.remove() }
        let result = try tree.run(["validate", "App/Settings.bundle", "Other/Settings.bundle"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Other/Settings.bundle/Root.plist:7:80: error: " + Self.soundWarning), "\(result.stderr)")
        #expect(!result.stderr.contains("App/Settings.bundle"))
        #expect(result.stderr.hasSuffix("\n1 error\n"))
        // From a folder below, and for a page given as a file: the same configurations.
        let below = try tree.run(["validate", "Settings.bundle/Root.plist", "../Other/Settings.bundle"], in: "App")
        #expect(below.status == 1)
        #expect(below.stderr.hasPrefix("../Other/Settings.bundle/Root.plist:7:80: error: "), "\(below.stderr)")
    }

    @Test func noConfigAndANamedConfig() throws {
        let tree = try Self.project(["ci/strict.json": "{\"strict\": true}"])
        defer { tree.remove() }
        let none = try tree.run(["validate", "--no-config", "App/Settings.bundle"])
        #expect(none.status == 0)
        #expect(none.stderr.contains("App/Settings.bundle/Root.plist:7:80: warning: " + Self.soundWarning))
        let named = try tree.run(["validate", "--config", "ci/strict.json", "App/Settings.bundle"])
        #expect(named.status == 1)
        #expect(named.stderr.contains("App/Settings.bundle/Root.plist:7:80: error: 'Sound' has no translation in 'Root.strings' "
            + "of de.lproj (a warning, made an error by 'strict' in ci/strict.json) [missing-translation]"), "\(named.stderr)")
        let missing = try tree.run(["validate", "--config", "ci/none.json", "App/Settings.bundle"])
        #expect(missing.status == 3)
        #expect(missing.stderr == "settingsc: error: cannot read 'ci/none.json': No such file or directory\n")
        let both = try tree.run(["validate", "--config", "ci/strict.json", "--no-config", "App/Settings.bundle"])
        #expect(both.status == 2)
        #expect(both.stderr == "settingsc: error: --config and --no-config exclude each other\nRun 'settingsc help validate' for usage.\n")
    }

    @Test func everyProblemIsAnErrorAtItsPositionWithADidYouMean() throws {
        let tree = try Self.project([".settingsc.json": """
            {
              "rules": {"missing-translaton": "of", "unknown-key": "warn", "wrong-type": 1},
              "strict": "yes",
              "profile": ["iask"],
              "profiles": ["iaks"],
              "exclude": ["[abc", "../up"],
              "untranslated": ["Sound", null]
            }

            """])
        defer { tree.remove() }
        let result = try tree.run(["validate", "App/Settings.bundle"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix(".settingsc.json:") }
        #expect(lines == [
            ".settingsc.json:2:13: error: unknown rule 'missing-translaton'; did you mean 'missing-translation'? [config]",
            ".settingsc.json:2:35: error: invalid setting 'of' for rule 'missing-translaton'; expected 'off', 'warning' or 'error'; did you mean 'off'? [config]",
            ".settingsc.json:2:56: error: invalid setting 'warn' for rule 'unknown-key'; expected 'off', 'warning' or 'error'; did you mean 'warning'? [config]",
            ".settingsc.json:2:78: error: rule 'wrong-type' must be \"off\", \"warning\" or \"error\", found a number [config]",
            ".settingsc.json:3:13: error: 'strict' must be true or false, found a string [config]",
            ".settingsc.json:4:3: error: unknown key 'profile'; did you mean 'profiles'? [config]",
            ".settingsc.json:5:16: error: unknown profile 'iaks'; did you mean 'iask'? [config]",
            ".settingsc.json:6:15: error: invalid pattern: '[' without its ']' in '[abc' [config]",
            ".settingsc.json:6:23: error: invalid pattern: '..' in '../up': patterns are paths inside the folder of .settingsc.json [config]",
            ".settingsc.json:7:29: error: 'untranslated' must be an array of texts, found an item that is null [config]",
        ], "\(result.stderr)")
        // Each with its line and a caret, then the count, then what happened.
        #expect(result.stderr.contains(" 5 |   \"profiles\": [\"iaks\"],\n   |                ^\n"))
        #expect(result.stderr.hasSuffix("10 errors\nsettingsc: error: nothing was checked: '.settingsc.json' cannot be used as it is\n"
            + "Run 'settingsc help config' for usage.\n"))
    }

    @Test func aSyntaxErrorIsReportedWhereItIs() throws {
        let tree = try Self.project([".settingsc.json": "{\n  \"strict\": true,\n}\n"])
        defer { tree.remove() }
        let result = try tree.run(["validate", "--diagnostics", "json", "App/Settings.bundle"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty, "a configuration's problems are not the run's findings")
        #expect(result.stderr.hasPrefix(".settingsc.json:2:17: error: trailing comma before '}'"), "\(result.stderr)")
        let notAnObject = try Self.project([".settingsc.json": "[\"strict\"]"])
        defer { notAnObject.remove() }
        let array = try notAnObject.run(["validate", "App/Settings.bundle"])
        #expect(array.status == 2)
        #expect(array.stderr.hasPrefix(".settingsc.json:1:1: error: a configuration is a JSON object such as "
            + "{\"rules\": {\"missing-translation\": \"off\"}}, found an array [config]"))
    }

    @Test func theCommandLineComesAfterTheConfiguration() throws {
        let tree = try Self.project()
        defer { tree.remove() }
        let back = try tree.run(["validate", "--rule", "missing-translation=error", "App/Settings.bundle"])
        #expect(back.status == 1)
        #expect(back.stderr.hasPrefix("App/Settings.bundle/Root.plist:7:80: error: " + Self.soundWarning))
        // Repeatable: the last one of a rule wins.
        let last = try tree.run(["validate", "--rule=missing-translation=error", "--rule", "missing-translation=warning",
                                 "App/Settings.bundle"])
        #expect(last.status == 0)
        #expect(last.stderr.hasPrefix("App/Settings.bundle/Root.plist:7:80: warning: " + Self.soundWarning))
        let typo = try tree.run(["validate", "--rule", "missing-translatoin=off", "App/Settings.bundle"])
        #expect(typo.status == 2)
        #expect(typo.stderr == "settingsc: error: unknown rule 'missing-translatoin' in --rule; did you mean "
            + "'missing-translation'?; settingsc help rules lists them\nRun 'settingsc help validate' for usage.\n")
        let value = try tree.run(["validate", "--rule", "missing-translation=of", "App/Settings.bundle"])
        #expect(value.status == 2)
        #expect(value.stderr.hasPrefix("settingsc: error: invalid setting 'of' for rule 'missing-translation' in --rule; "
            + "expected 'off', 'warning' or 'error'; did you mean 'off'?"))
    }

    @Test func strictShowsWarningsAsErrorsAndQuietShowsOnlyErrors() throws {
        let tree = try ProjectTree(ProjectTree.bundle("Settings.bundle", [
            ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound"),
            "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>name</string>"
                + "<key>KeyboardType</key><string>Url</string><key>Title</key><string>General</string></dict>",
            ProjectTree.toggle("", "General"),
        ], translated: ["General": "Allgemein"]))
        defer { tree.remove() }
        let plain = try tree.run(["validate", "--no-config", "Settings.bundle"])
        #expect(plain.status == 1)
        #expect(plain.stderr.hasSuffix("1 error, 2 warnings\n"), "\(plain.stderr)")
        let strict = try tree.run(["validate", "--no-config", "--strict", "Settings.bundle"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("Settings.bundle/Root.plist:7:80: error: " + Self.soundWarning.replacingOccurrences(
            of: " [", with: " (a warning, made an error by --strict) [")), "\(strict.stderr)")
        #expect(strict.stderr.contains("(a warning, made an error by --strict) [unknown-value]"))
        #expect(strict.stderr.hasSuffix("3 errors\n"))
        let quiet = try tree.run(["validate", "--no-config", "--quiet", "--diagnostics", "json", "Settings.bundle"])
        #expect(quiet.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(quiet.stdout.utf8)) as? [String: Any])
        let entries = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(entries.map { $0["rule"] as? String } == ["empty-value"])
        #expect(json["warnings"] as? Int == 0 && json["errors"] as? Int == 1)
        #expect(try Tools.schemaViolation(quiet.stdout, schema: "diagnostics.schema.json") == nil)
        // Strict and quiet: every warning is shown, as an error.
        let both = try tree.run(["validate", "--no-config", "--strict", "--quiet", "Settings.bundle"])
        #expect(both.stderr.hasSuffix("3 errors\n"))
    }

    @Test func untranslatedTextsAreNeverMissingTranslations() throws {
        let tree = try Self.project([".settingsc.json": "{\"untranslated\": [\"Sound\"], \"strict\": true}"])
        defer { tree.remove() }
        let result = try tree.run(["validate", "App/Settings.bundle", "Other/Settings.bundle"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    @Test func theExampleOfHelpConfigIsAValidConfiguration() throws {
        let help = try Settingsc.run(["help", "config"])
        #expect(help.status == 0)
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "{" })
        let end = try #require(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "}" })
        let example = lines[start...end].joined(separator: "\n")
        let tree = try Self.project(["Vendor/Settings.bundle/Root.plist": "not even a plist",
                                     ".settingsc.json": example])
        defer { tree.remove() }
        let result = try tree.run(["validate", "."])
        #expect(result.status == 1, "strict: the missing translations fail the run: \(result.stderr)")
        #expect(!result.stderr.contains("[config]") && !result.stderr.contains("Vendor"), "\(result.stderr)")
        #expect(result.stderr.contains("(a warning, made an error by 'strict' in .settingsc.json) [missing-translation]"))
    }

    @Test func fixLeavesAloneWhatTheConfigurationTurnsOff() throws {
        let field = "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>site</string>"
            + "<key>KeyboardType</key><string>Url</string></dict>"
        let tree = try ProjectTree(ProjectTree.bundle("Settings.bundle", [field], translated: [:]).merging(
            [".settingsc.json": "{\"rules\": {\"unknown-value\": \"off\"}}"]) { $1 })
        defer { tree.remove() }
        let before = try tree.read("Settings.bundle/Root.plist")
        let off = try tree.run(["fix", "Settings.bundle"])
        #expect(off.status == 0, "\(off.stderr)")
        #expect(off.stdout.isEmpty && off.stderr.isEmpty)
        #expect(try tree.read("Settings.bundle/Root.plist") == before)
        let on = try tree.run(["fix", "--rule", "unknown-value=warning", "Settings.bundle"])
        #expect(on.status == 0)
        #expect(on.stdout == "Settings.bundle/Root.plist:6:127: fixed: 'Url' → 'URL'\n", "\(on.stdout)")
        #expect(try tree.read("Settings.bundle/Root.plist") == before.replacingOccurrences(of: ">Url<", with: ">URL<"))
    }
}
