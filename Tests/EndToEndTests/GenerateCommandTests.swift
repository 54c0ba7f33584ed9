import Foundation
import Testing

/// `settingsc generate swift`: the built binary's output, files, streams and exit statuses. What it
/// generates is compiled and run by GeneratedCodeTests.
@Suite("generate swift (end to end)")
struct GenerateCommandTests {
    static let everything = "Tests/Fixtures/generate/Everything/Settings.bundle"

    static func golden(_ name: String) throws -> String {
        try String(contentsOf: Settingsc.root.appendingPathComponent("Tests/SettingsCompilerTests/Golden/generate/\(name)"),
                   encoding: .utf8)
    }

    static func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    @Test(arguments: [
        ([everything], "everything.swift"),
        (["--access", "public", "Samples/MyApp/Settings.bundle"], "myapp-public.swift"),
        (["Samples/Settings.plist"], "settings-plist.swift"),
    ])
    func printsTheSourceOnStandardOutput(_ arguments: [String], _ golden: String) throws {
        let result = try Settingsc.run(["generate", "swift"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == (try Self.golden(golden)))
    }

    @Test func aPageOrStandardInputWorksToo() throws {
        let page = try Settingsc.run(["generate", "swift", Self.everything + "/Root.plist"])
        #expect(page.status == 0)
        #expect(page.stdout == (try Self.golden("everything.swift")))
        let sample = try Data(contentsOf: Settingsc.root.appendingPathComponent("Samples/Settings.plist"))
        let stdin = try Settingsc.run(["generate", "swift", "-"], stdin: sample)
        #expect(stdin.status == 0)
        #expect(stdin.stdout.contains("    /// Push notifications — <stdin>:41\n"))
    }

    @Test func outputIsWrittenOnlyWhenItChanges() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("AppSettings.swift")
        let first = try Settingsc.run(["generate", "swift", "--output", output.path, Self.everything])
        #expect(first.status == 0 && first.stdout.isEmpty && first.stderr.isEmpty, "\(first.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8) == (try Self.golden("everything.swift")))

        // Back-date the file: an unchanged result must not touch it, so the build does not recompile.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        let second = try Settingsc.run(["generate", "swift", "--output", output.path, Self.everything])
        #expect(second.status == 0)
        #expect(try Self.modificationDate(output) == past)

        let renamed = try Settingsc.run(["generate", "swift", "--type-name", "Prefs", "--output", output.path, Self.everything])
        #expect(renamed.status == 0)
        #expect(try Self.modificationDate(output) != past)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("\nstruct Prefs {\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["AppSettings.swift"],
                "no temporary file left behind")
    }

    @Test func aDefinitionWithErrorsPrintsWhatValidatePrintsAndWritesNothing() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = "Samples/broken-bundles/default-not-in-values/Settings.bundle"
        let validate = try Settingsc.run(["validate", bundle])
        let output = directory.appendingPathComponent("AppSettings.swift")
        let result = try Settingsc.run(["generate", "swift", "--output", output.path, bundle])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == validate.stderr)
        #expect(result.stderr.contains("error: 'DefaultValue' '15' is not one of 'Values' (0, 15, 30)"))
        #expect(!FileManager.default.fileExists(atPath: output.path))

        // An existing output stays as it was.
        try Data("// hand-made\n".utf8).write(to: output)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        #expect(try Settingsc.run(["generate", "swift", "--output", output.path, "Samples/broken/empty-value.plist"]).status == 1)
        #expect(try String(contentsOf: output, encoding: .utf8) == "// hand-made\n")
        #expect(try Self.modificationDate(output) == past)
    }

    @Test func keysThatCollideInSwiftFailNamingBoth() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let definition = directory.appendingPathComponent("Settings.plist")
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <array>
        \t<dict>
        \t\t<key>SectionTitle</key><string>General</string>
        \t\t<key>Data</key>
        \t\t<array>
        \t\t\t<dict><key>CellStyle</key><string>SettingSwitchCell</string><key>Content</key><string>Dark mode</string></dict>
        \t\t\t<dict><key>CellStyle</key><string>SettingSwitchCell</string><key>Content</key><string>Dark</string><key>Key</key><string>dark_mode</string></dict>
        \t\t</array>
        \t</dict>
        </array>
        </plist>

        """.utf8).write(to: definition)
        let output = directory.appendingPathComponent("Out.swift")
        let result = try Settingsc.run(["generate", "swift", "--output", output.path, definition.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(definition.path):9:4: error: keys 'Dark mode' and 'dark_mode' both become the "
            + "Swift name 'darkMode'; rename one of them [swift-name-collision]\n"), "\(result.stderr)")
        #expect(result.stderr.contains("\(definition.path):8:4: note: the key 'Dark mode' is here\n"))
        #expect(result.stderr.hasSuffix("1 error\n"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        // validate has nothing against it: the names matter only to generated code.
        #expect(try Settingsc.run(["validate", "--strict", definition.path]).status == 0)
    }

    @Test(arguments: [
        ([], "generate needs a language ('swift') and a FILE"),
        (["swfit", "Samples/Settings.plist"], "unknown language 'swfit' for 'generate'; expected 'swift'; did you mean 'swift'?"),
        (["Samples/Settings.plist"], "generate needs a language before FILE: 'settingsc generate swift Samples/Settings.plist'"),
        (["Samples/MyApp/Settings.bundle"], "generate needs a language before FILE: 'settingsc generate swift Samples/MyApp/Settings.bundle'"),
        (["-"], "generate needs a language before FILE: 'settingsc generate swift -'"),
        (["swift", "--access", "publik", "Samples/Settings.plist"], "invalid value 'publik' for '--access'; expected 'public', 'internal'; did you mean 'public'?"),
        (["swift"], "generate swift needs a FILE"),
        (["swift", "Samples/Settings.plist", "Samples/Settings.plist"], "generate swift takes one FILE"),
        (["swift", "--type-name", "1Settings", "Samples/Settings.plist"], "invalid value '1Settings' for '--type-name'"),
        (["swift", "--type-name", "class", "Samples/Settings.plist"], "invalid value 'class' for '--type-name'"),
        (["swift", "--type-name", "String", "Samples/Settings.plist"], "invalid value 'String' for '--type-name'; 'String' is a type the generated code uses"),
        (["swift", "--access", "private", "Samples/Settings.plist"], "invalid value 'private' for '--access'; expected 'public', 'internal'"),
        (["swift", "--ouptut", "x.swift", "Samples/Settings.plist"], "unknown option '--ouptut' for 'generate'; did you mean '--output'?"),
        (["swift", "--output"], "option '--output' needs a value"),
    ])
    func badUsageIsStatusTwoAndWritesNothing(_ arguments: [String], _ message: String) throws {
        let result = try Settingsc.run(["generate"] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("settingsc: error: \(message)"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("Run 'settingsc help generate' for usage.\n"))
        #expect(!FileManager.default.fileExists(atPath: Settingsc.root.appendingPathComponent("x.swift").path))
    }

    @Test func unreadableInputsAndUnwritableOutputsAreStatusThree() throws {
        let missing = try Settingsc.run(["generate", "swift", "no/such/Settings.plist"])
        #expect(missing.status == 3)
        #expect(missing.stderr.hasPrefix("settingsc: error: cannot read 'no/such/Settings.plist': No such file or directory"))
        let unwritable = try Settingsc.run(["generate", "swift", "--output", "/nonexistent-dir/A.swift", "Samples/Settings.plist"])
        #expect(unwritable.status == 3)
        #expect(unwritable.stderr.hasPrefix("settingsc: error: cannot write '/nonexistent-dir/A.swift': "))
    }

    @Test func helpDescribesTheCommand() throws {
        for arguments in [["help", "generate"], ["generate", "--help"], ["generate", "swift", "-h"]] {
            let result = try Settingsc.run(arguments)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("settingsc generate swift — typed accessors"))
            #expect(result.stdout.contains("--type-name NAME"))
        }
        let overview = try Settingsc.run(["--help"])
        #expect(overview.stdout.contains("  settingsc generate swift [--output PATH] [--type-name NAME] [--access public|internal]\n"
            + "                           [--options-file PATH] [--quiet] [--config PATH | --no-config]\n"
            + "                           [--rule ID=off|warning|error] [--profile iask] FILE\n"))
        let rules = try Settingsc.run(["help", "rules"])
        #expect(rules.stdout.contains("generate swift also checks") && rules.stdout.contains("swift-name-collision (error)"))
    }
}
