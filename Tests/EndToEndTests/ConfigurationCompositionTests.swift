import Foundation
import Testing

/// `.settingsc.json` composed: `extends` (the extended file read first, then this one over it),
/// `overrides` for the FILEs their globs match, comments, `$schema` and `domain`.
///
/// Before, each of these keys was an "unknown key" error (status 2), a comment a syntax error, and a
/// nested configuration silently dropped its parent's `strict` and severities.
@Suite("configuration composition (end to end)")
struct ConfigurationCompositionTests {
    @Test func extendsReadsTheOtherFileFirst() throws {
        let tree = try ConfigurationTests.project([
            ".settingsc.json": "{\"strict\": true, \"rules\": {\"unknown-key\": \"off\"}}",
            // Without extends the nearest file replaces the one above: Other is not strict.
            "Other/.settingsc.json": "{\"rules\": {\"missing-translation\": \"warning\"}}",
            "App/.settingsc.json": "{\"extends\": \"../.settingsc.json\", \"rules\": {\"missing-translation\": \"warning\"}}",
        ])
        defer { tree.remove() }
        let app = try tree.run(["validate", "App/Settings.bundle"])
        #expect(app.status == 1, "strict comes from the extended file: \(app.stderr)")
        #expect(app.stderr.hasPrefix("App/Settings.bundle/Root.plist:7:80: error: 'Sound' has no translation in 'Root.strings' "
            + "of de.lproj (a warning, made an error by 'strict' in App/.settingsc.json) [missing-translation]"), "\(app.stderr)")
        let other = try tree.run(["validate", "Other/Settings.bundle"])
        #expect(other.status == 0)
        #expect(other.stderr.hasPrefix("Other/Settings.bundle/Root.plist:7:80: warning: " + ConfigurationTests.soundWarning))
        // Scalars are replaced, rules merged by id.
        try tree.write("App/.settingsc.json", "{\"extends\": \"../.settingsc.json\", \"strict\": false}")
        let replaced = try tree.run(["validate", "App/Settings.bundle"])
        #expect(replaced.status == 0 && replaced.stderr.contains("warning: 'Sound'"), "\(replaced.stderr)")
        try tree.write(".settingsc.json", "{\"rules\": {\"missing-translation\": \"off\"}, \"untranslated\": [\"General\"]}")
        try tree.write("App/.settingsc.json", "{\"extends\": \"../.settingsc.json\", \"untranslated\": [\"Sound\"], "
            + "\"rules\": {\"missing-translation\": \"error\"}}")
        let merged = try tree.run(["render", "App/Settings.bundle"])
        #expect(merged.status == 0 && merged.stderr.isEmpty, "untranslated lists are concatenated: \(merged.stderr)")
    }

    @Test func aChainAndACycle() throws {
        let tree = try ConfigurationTests.project([
            "base/strict.json": "{\"strict\": true}",
            "base/team.json": "{\"extends\": \"strict.json\"}",
            "App/.settingsc.json": "{\"extends\": \"../base/team.json\"}",
        ])
        defer { tree.remove() }
        let chained = try tree.run(["validate", "App/Settings.bundle"])
        #expect(chained.status == 1, "\(chained.stderr)")
        #expect(chained.stderr.contains("(a warning, made an error by 'strict' in App/.settingsc.json)"))
        try tree.write("base/strict.json", "{\"extends\": \"../App/.settingsc.json\"}")
        let cycle = try tree.run(["render", "App/Settings.bundle"])
        #expect(cycle.status == 2)
        #expect(cycle.stdout.isEmpty)
        #expect(cycle.stderr.hasPrefix("base/strict.json:1:13: error: 'extends' makes a cycle: App/.settingsc.json → "
            + "base/team.json → base/strict.json → App/.settingsc.json [config]\n"), "\(cycle.stderr)")
        try tree.write("App/.settingsc.json", "{\"extends\": \"../base/none.json\"}")
        let missing = try tree.run(["validate", "App/Settings.bundle"])
        #expect(missing.status == 3)
        #expect(missing.stderr == "settingsc: error: cannot read 'base/none.json': No such file or directory\n", "\(missing.stderr)")
    }

    @Test func overridesApplyInOrderToTheFilesTheyMatch() throws {
        let tree = try ConfigurationTests.project([".settingsc.json": """
            {
              "rules": {"missing-translation": "off"},
              "overrides": [
                {"files": ["Other/"], "rules": {"missing-translation": "error"}},
                {"files": ["Other/**/*.bundle"], "untranslated": ["Sound"]},
                {"files": ["App/Settings.bundle"], "rules": {"missing-translation": "warning"}, "strict": true}
              ]
            }
            """])
        defer { tree.remove() }
        let result = try tree.run(["validate", "."])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("App/Settings.bundle/Root.plist:7:80: error: 'Sound' has no translation in 'Root.strings' "
            + "of de.lproj (a warning, made an error by 'strict' in .settingsc.json) [missing-translation]"), "\(result.stderr)")
        #expect(!result.stderr.contains("Other/"), "Sound is untranslated in Other: \(result.stderr)")
        let problems = try ConfigurationTests.project([".settingsc.json": """
            {"overrides": [{"rules": {}}, {"files": ["[x"], "strct": true}, 3]}
            """])
        defer { problems.remove() }
        let broken = try problems.run(["get", "App/Settings.bundle", "sound"])
        #expect(broken.status == 2)
        let lines = broken.stderr.split(separator: "\n").filter { $0.hasPrefix(".settingsc.json:") }
        #expect(lines == [
            ".settingsc.json:1:16: error: an override needs \"files\", the globs of the FILEs it applies to [config]",
            ".settingsc.json:1:42: error: invalid pattern: '[' without its ']' in '[x' [config]",
            ".settingsc.json:1:49: error: unknown key 'strct' in an override; did you mean 'strict'? [config]",
            ".settingsc.json:1:65: error: 'overrides' must be an array of {\"files\": [GLOB…], \"rules\": {…}, \"untranslated\": […], "
                + "\"strict\": BOOL}, found an item that is a number [config]",
        ], "\(broken.stderr)")
    }

    @Test func commentsAndSchemaAreAllowedAndPositionsStayRight() throws {
        let tree = try ConfigurationTests.project([".settingsc.json": """
            // The project's checks. /* not a block */
            {
              "$schema": "https://example.com/settingsc.schema.json",
              /* Vendor bundles: ours to ship, not to translate. // still the comment
                 Ünïcödé here. */ "rules": {"missing-translation": "off"}, /* é */ "strict": "yes",
              "untranslated": ["a // b", "c /* d */"] // trailing
            }
            """])
        defer { tree.remove() }
        let result = try tree.run(["validate", "App/Settings.bundle"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(".settingsc.json:5:82: error: 'strict' must be true or false, found a string [config]\n"),
                "\(result.stderr)")
        try tree.write(".settingsc.json", "{\"rules\": {\"missing-translation\": \"off\"} /* unclosed }\n")
        let unclosed = try tree.run(["validate", "App/Settings.bundle"])
        #expect(unclosed.status == 2)
        #expect(unclosed.stderr.hasPrefix(".settingsc.json:1:42: error: a comment opened with '/*' is never closed with '*/' [config]\n"),
                "\(unclosed.stderr)")
        try tree.write(".settingsc.json", "// off\n{\"$schema\": \"../docs/settingsc.schema.json\", \"rules\": {\"missing-translation\": \"off\"}}\n")
        let fine = try tree.run(["validate", "App/Settings.bundle"])
        #expect(fine.status == 0 && fine.stderr.isEmpty, "\(fine.stderr)")
    }

    @Test func domainNamesTheStore() throws {
        let tree = try ConfigurationTests.project([".settingsc.json": "{\"domain\": \"com.example.app\", "
            + "\"rules\": {\"missing-translation\": \"off\"}}"])
        defer { tree.remove() }
        let config = tree.root.appendingPathComponent("config").path
        let environment = ["XDG_CONFIG_HOME": config]
        let path = try tree.run(["store-path", "App/Settings.bundle"], environment: environment)
        #expect(path.status == 0)
        #expect(path.stdout == config + "/settingsc/com.example.app.plist\n")
        let set = try tree.run(["set", "Other/Settings.bundle", "sound", "false"], environment: environment)
        #expect(set.status == 0 && set.stderr.isEmpty, "\(set.stderr)")
        #expect(tree.exists("config/settingsc/com.example.app.plist"))
        let get = try tree.run(["get", "App/Settings.bundle", "sound"], environment: environment)
        #expect(get.stdout == "false\n", "both bundles share the configured store")
        // The command line comes first.
        let named = try tree.run(["store-path", "--domain", "mine", "App/Settings.bundle"], environment: environment)
        #expect(named.stdout == config + "/settingsc/mine.plist\n")
        try tree.write(".settingsc.json", "{\"domain\": \"a/b\"}")
        let bad = try tree.run(["store-path", "App/Settings.bundle"], environment: environment)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix(".settingsc.json:1:12: error: invalid domain 'a/b'; a domain is a file name without '/' [config]"),
                "\(bad.stderr)")
    }

    @Test func theSourceLanguagesTableNeedNotHoldEveryText() throws {
        // English holds only a shortened title; German translates both texts.
        var files = ProjectTree.bundle("App/Settings.bundle", [ProjectTree.group("General"), ProjectTree.toggle("sound", "Sound")],
                                       translated: ["General": "Allgemein", "Sound": "Ton"])
        files["App/Settings.bundle/en.lproj/Root.strings"] = "\"General\" = \"Common\";\n"
        files[".settingsc.json"] = "{\"sourceLanguage\": \"en\"}"
        let tree = try ProjectTree(files)
        defer { tree.remove() }
        for command in [["validate", "App/Settings.bundle"], ["render", "App/Settings.bundle"]] {
            let result = try tree.run(command)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(command): \(result.stderr)")
        }
        let without = try tree.run(["validate", "--no-config", "App/Settings.bundle"])
        #expect(without.stderr.hasPrefix("App/Settings.bundle/Root.plist:7:80: warning: 'Sound' has no translation in "
            + "'Root.strings' of en.lproj [missing-translation]"), "\(without.stderr)")
        try tree.write(".settingsc.json", "{\"sourceLanguage\": \"en us\"}")
        let bad = try tree.run(["validate", "App/Settings.bundle"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix(".settingsc.json:1:20: error: invalid language tag 'en us' for 'sourceLanguage'; "
            + "expected a tag such as 'en', 'de' or 'zh-Hans' [config]"), "\(bad.stderr)")
    }
}
