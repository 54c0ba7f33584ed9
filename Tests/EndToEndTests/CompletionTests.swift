import PropertyList
import Foundation
import Testing

/// `settingsc --generate-completion-script bash|zsh|fish`, driven in each shell: commands, options,
/// option values, files, the keys and values of the definition on the line (`settingsc __complete`),
/// a bundle's languages for `--lang`; and every option the scripts offer is in the command's help.
@Suite("Shell completion")
struct CompletionTests {
    /// A folder (with a space in its name) holding a cell-style definition, a Settings bundle in two
    /// languages with two child panes (one in a sub-folder), a plist that is no definition's, a text
    /// file and a sub-folder.
    static func fixtures() throws -> URL {
        let directory = try Settingsc.temporaryDirectory().appendingPathComponent("my defs")
        let bundle = directory.appendingPathComponent("Settings.bundle")
        for folder in ["de.lproj", "en.lproj"] {
            try FileManager.default.createDirectory(at: bundle.appendingPathComponent(folder),
                                                    withIntermediateDirectories: true)
            try Data("\"Sync\" = \"Sync\";\n\"Advanced\" = \"Advanced\";\n\"Licenses\" = \"Licenses\";\n".utf8)
                .write(to: bundle.appendingPathComponent("\(folder)/Root.strings"))
        }
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("Licenses"), withIntermediateDirectories: true)
        for page in ["Advanced", "Licenses/Acknowledgements"] {
            try Data(plist(pane).utf8).write(to: bundle.appendingPathComponent(page + ".plist"))
        }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data(plist(cellStyle).utf8).write(to: directory.appendingPathComponent("Settings.plist"))
        try Data(plist(page).utf8).write(to: bundle.appendingPathComponent("Root.plist"))
        try Data("notes".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        return directory
    }

    private static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(body)\n</plist>\n"
    }

    /// Two switches: one with a `Key`, one keyed by its `Content` (with a space).
    private static let cellStyle = """
    <array><dict><key>SectionTitle</key><string>General</string><key>Data</key><array>
    <dict><key>Content</key><string>Wi-Fi</string><key>CellStyle</key><string>SettingSwitchCell</string>
      <key>Key</key><string>wifi</string></dict>
    <dict><key>Content</key><string>Dark Mode</string><key>CellStyle</key><string>SettingSwitchCell</string></dict>
    <dict><key>Content</key><string>About</string><key>CellStyle</key><string>SettingDetailCell</string></dict>
    </array></dict></array>
    """

    /// A toggle, a multi-value and a text field.
    private static let page = """
    <dict><key>StringsTable</key><string>Root</string><key>PreferenceSpecifiers</key><array>
    <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>
      <key>Key</key><string>sync</string><key>DefaultValue</key><true/></dict>
    <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Sync</string>
      <key>Key</key><string>theme</string><key>DefaultValue</key><string>light</string>
      <key>Titles</key><array><string>Sync</string><string>Sync</string></array>
      <key>Values</key><array><string>light</string><string>dark</string></array></dict>
    <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>name</string></dict>
    <dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Advanced</string>
      <key>File</key><string>Advanced</string></dict>
    <dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Licenses</string>
      <key>File</key><string>Licenses/Acknowledgements</string></dict>
    </array></dict>
    """

    /// A child pane: one group without a title.
    private static let pane = """
    <dict><key>PreferenceSpecifiers</key><array><dict><key>Type</key><string>PSGroupSpecifier</string></dict></array></dict>
    """

    @Test func theFixturesAreValid() throws {
        let directory = try Self.fixtures()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let result = try Settingsc.run(["validate", "--strict", "Settings.plist", "Settings.bundle"], directory: directory)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func bash() throws {
        let directory = try Self.fixtures()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let file = directory.appendingPathComponent("Settings.plist").path
        let bundle = directory.appendingPathComponent("Settings.bundle").path
        let escaped = file.replacingOccurrences(of: " ", with: "\\ ")
        let cases: [([String], Set<String>)] = [
            (["settingsc", "re"], ["render", "reset"]),
            (["settingsc", "--gen"], ["--generate-completion-script"]),
            (["settingsc", "--generate-completion-script", ""], ["bash", "zsh", "fish"]),
            (["settingsc", "validate", "--st"], ["--strict"]),
            (["settingsc", "validate", "--diagnostics", ""], ["text", "json", "sarif", "github"]),
            (["settingsc", "render", "--format", "=", "h"], ["html"]),
            (["settingsc", "render", "--format", "="], ["text", "html", "json"]),
            (["settingsc", "render", "--color", "a"], ["auto", "always"]),
            (["settingsc", "validate", "S"], ["Settings.bundle", "Settings.plist"]),
            (["settingsc", "validate", "Settings.plist", "s"], ["sub"]),
            (["settingsc", "get", file, ""], ["wifi", "Dark\\ Mode"]),
            (["settingsc", "toggle", "--store", "x.plist", escaped, "D"], ["Dark\\ Mode"]),
            (["settingsc", "get", escaped, "Dark\\ M"], ["Dark\\ Mode"]),
            (["settingsc", "set", file, "wifi", ""], ["true", "false"]),
            (["settingsc", "get", bundle, ""], ["sync", "theme", "name"]),
            (["settingsc", "toggle", bundle, ""], ["sync"]),
            (["settingsc", "set", bundle, "theme", ""], ["light", "dark"]),
            (["settingsc", "render", bundle, "--lang", ""], ["de", "en"]),
            (["settingsc", "render", bundle, "--lang", "="], ["de", "en"]),
            (["settingsc", "render", bundle, "--pane", ""], ["Root", "Advanced", "Licenses/Acknowledgements"]),
            (["settingsc", "render", bundle, "--pane", "L"], ["Licenses/Acknowledgements"]),
            (["settingsc", "render", bundle, "--pane", "=", "A"], ["Advanced"]),
            (["settingsc", "help", "st"], ["store", "store-path"]),
            (["settingsc", "get", "missing.plist", ""], []),
            (["settingsc", "get", "-", ""], []),
        ]
        let results = try ShellCompletion.bash(cases.map(\.0), in: directory)
        for ((line, expected), offered) in zip(cases, results) {
            #expect(Set(offered) == expected, "\(line)")
        }
    }

    @Test func bashWithTheFileAfterTheCursor() throws {
        let directory = try Self.fixtures()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        // `settingsc render --lang <Tab> Settings.bundle`: COMP_CWORD points before the last word.
        let script = directory.appendingPathComponent("settingsc.bash")
        try ShellCompletion.script("bash", to: script)
        let driver = "source \(ShellCompletion.quoted(script.path)); "
            + "COMP_WORDS=(settingsc render --lang '' Settings.bundle); COMP_CWORD=3; _settingsc; echo \"${COMPREPLY[*]}\""
        let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/usr/bin/env"), ["bash", "--norc", "-c", driver],
                                              environment: ShellCompletion.environment(home: directory),
                                              directory: directory, timeout: 30)
        #expect(outcome.stdout == "de en\n", "\(outcome.stderr)")
    }

    @Test func zsh() throws {
        guard ShellCompletion.available("zsh") else { return }
        let directory = try Self.fixtures()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let cases: [(String, Set<String>)] = [
            ("settingsc re", ["render", "reset"]),
            ("settingsc --generate-completion-script ", ["bash", "zsh", "fish"]),
            ("settingsc render --format ", ["text", "html", "json"]),
            ("settingsc render --format=h", ["html"]),
            ("settingsc validate S", ["Settings.bundle", "Settings.plist"]),
            ("settingsc get Settings.plist ", ["wifi", "Dark Mode"]),
            ("settingsc set Settings.plist wifi ", ["true", "false"]),
            ("settingsc toggle Settings.bundle ", ["sync"]),
            ("settingsc set Settings.bundle theme ", ["light", "dark"]),
            ("settingsc render Settings.bundle --lang ", ["de", "en"]),
            ("settingsc render Settings.bundle --pane ", ["Root", "Advanced", "Licenses/Acknowledgements"]),
            ("settingsc render Settings.bundle --pane=L", ["Licenses/Acknowledgements"]),
        ]
        let results = try ShellCompletion.zsh(cases.map(\.0), in: directory)
        for ((line, expected), offered) in zip(cases, results) {
            #expect(Set(offered) == expected, "\(line)")
        }
    }

    @Test func fish() throws {
        guard ShellCompletion.available("fish") else { return }
        let directory = try Self.fixtures()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let cases: [(String, Set<String>)] = [
            ("settingsc re", ["render", "reset"]),
            ("settingsc --generate-completion-script ", ["bash", "zsh", "fish"]),
            ("settingsc render --format ", ["text", "html", "json"]),
            ("settingsc render --format=h", ["--format=html"]),
            ("settingsc validate --d", ["--diagnostics"]),
            ("settingsc validate S", ["Settings.bundle/", "Settings.plist"]),
            ("settingsc get Settings.plist ", ["wifi", "Dark Mode"]),
            ("settingsc get 'Settings.plist' D", ["Dark Mode"]),
            ("settingsc set Settings.plist wifi ", ["true", "false"]),
            ("settingsc toggle Settings.bundle ", ["sync"]),
            ("settingsc set Settings.bundle theme ", ["light", "dark"]),
            ("settingsc render Settings.bundle --lang ", ["de", "en"]),
            ("settingsc render Settings.bundle --pane ", ["Root", "Advanced", "Licenses/Acknowledgements"]),
            ("settingsc help st", ["store", "store-path"]),
        ]
        let results = try ShellCompletion.fish(cases.map(\.0), in: directory)
        for ((line, expected), offered) in zip(cases, results) {
            #expect(Set(offered) == expected, "\(line)")
        }
    }

    /// zsh and fish show each option's one-line summary (from the option table) beside it, and each
    /// command's; a page of the bundle for `--pane` with the title of the row that opens it.
    @Test func zshAndFishDescribeWhatTheyOffer() throws {
        guard ShellCompletion.available("zsh"), ShellCompletion.available("fish") else { return }
        let directory = try Self.fixtures()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let lines = ["settingsc validate --st", "settingsc render --t", "settingsc re", "settingsc render Settings.bundle --pane A"]
        let zsh = try ShellCompletion.zsh(lines, in: directory, shown: true)
        #expect(zsh[0].contains { $0.hasPrefix("--strict") && $0.hasSuffix("-- warnings fail the run too") }, "\(zsh[0])")
        #expect(zsh[1].contains { $0.hasPrefix("--title") && $0.hasSuffix("-- html: the page's title") }, "\(zsh[1])")
        #expect(zsh[2].contains { $0.hasPrefix("render") && $0.hasSuffix("-- preview the screen as text, HTML or JSON") },
                "\(zsh[2])")
        #expect(zsh[3].contains { $0.hasPrefix("Advanced") && $0.hasSuffix("-- Advanced") }, "\(zsh[3])")
        let fish = try ShellCompletion.fish(lines, in: directory, descriptions: true)
        #expect(fish[0] == ["--strict\twarnings fail the run too"])
        #expect(fish[1] == ["--title\thtml: the page's title"])
        #expect(fish[2].contains("render\tpreview the screen as text, HTML or JSON"), "\(fish[2])")
        #expect(fish[3] == ["Advanced\tAdvanced"])
    }

    /// Every option of every command has a summary: the fish script describes each one.
    @Test func everyOptionHasASummary() throws {
        let script = try Settingsc.run(["--generate-completion-script", "fish"]).stdout
        let options = script.split(separator: "\n").filter { $0.hasPrefix("complete -c settingsc ") && $0.contains(" -l ") }
        #expect(options.count > 40)
        for line in options {
            #expect(line.contains(" -d '"), "no summary: \(line)")
        }
    }

    @Test func theScriptsParse() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let checks = [("bash", ["bash", "-n"]), ("zsh", ["zsh", "-n"]), ("fish", ["fish", "--no-execute"])]
        for (shell, check) in checks where shell == "bash" || ShellCompletion.available(shell) {
            let script = directory.appendingPathComponent("settingsc.\(shell)")
            try ShellCompletion.script(shell, to: script)
            let result = try Tools.run(check + [script.path])
            #expect(result.status == 0, "\(shell): \(result.error)")
        }
        let unknown = try Settingsc.run(["--generate-completion-script", "tcsh"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("invalid value 'tcsh' for '--generate-completion-script'; expected 'bash', 'zsh', 'fish'"))
        let missing = try Settingsc.run(["--generate-completion-script"])
        #expect(missing.status == 2)
    }

    /// The commands offered are those of `settingsc --help` (and `help`); the options offered for each
    /// are all in its `settingsc help COMMAND`, so that adding an option to a table without
    /// documenting it fails here (and ManPageTests then wants it in the man page).
    @Test func everyCommandAndOptionOfferedIsDocumented() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let commands = try Self.helpCommands()
        #expect(!commands.isEmpty)
        var cases = [["settingsc", ""]]
        cases += commands.map { ["settingsc", $0, "-"] }
        let results = try ShellCompletion.bash(cases, in: directory)
        #expect(Set(results[0]) == Set(commands + ["help"]))
        for (command, offered) in zip(commands, results.dropFirst()) {
            let help = try Settingsc.run(["help", command]).stdout
            // The command line reaches it by its name (the help above comes from the same table).
            #expect(try Settingsc.run([command, "--help"]).stdout == help, "\(command)")
            #expect(offered.contains("--help") && offered.contains("-h"), "\(command)")
            for option in offered where option != "-h" {
                #expect(help.contains(option), "'\(command) \(option)' is offered but not in 'settingsc help \(command)'")
            }
        }
    }

    @Test func theHelperIsQuietAndHidden() throws {
        let directory = try Self.fixtures()
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let keys = try Settingsc.run(["__complete", "keys", "get", "Settings.plist"], directory: directory)
        #expect(keys.status == 0)
        #expect(keys.stdout == "wifi\tWi-Fi\nDark Mode\tDark Mode\n")
        let values = try Settingsc.run(["__complete", "values", "Settings.bundle", "theme"], directory: directory)
        #expect(values.stdout == "light\tSync\ndark\tSync\n")
        let languages = try Settingsc.run(["__complete", "languages", "Settings.bundle/Root.plist"], directory: directory)
        #expect(languages.stdout == "de\nen\n")
        for broken in [["keys", "get", "missing.plist"], ["keys", "get", "notes.txt"], ["languages", "sub"]] {
            let result = try Settingsc.run(["__complete"] + broken, directory: directory)
            #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(broken)")
        }
        #expect(try Settingsc.run(["__complete", "keys"]).status == 2)
        #expect(!(try Settingsc.run(["--help"]).stdout.contains("__complete")))
    }

    /// The COMMANDS section of `settingsc --help`.
    static func helpCommands() throws -> [String] {
        let help = try Settingsc.run(["--help"]).stdout
        guard let start = help.range(of: "\nCOMMANDS\n") else { return [] }
        return help[start.upperBound...].components(separatedBy: "\n")
            .prefix { !$0.isEmpty }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }
}
