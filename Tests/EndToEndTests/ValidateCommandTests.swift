import Foundation
import Testing

/// `settingsc validate` as users run it: the built binary, its output streams and exit status.
@Suite("validate (end to end)")
struct ValidateCommandTests {
    @Test func theSampleIsValidAndSilent() throws {
        let result = try Settingsc.run(["validate", "Samples/Settings.plist"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test func theSeedAuthorsRealFileIsValid() throws {
        let result = try Settingsc.run(["validate", "--strict", "--verbose",
                                        "Tests/EndToEndTests/Fixtures/real/BrandNewSettingApp-Settings.plist"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "Tests/EndToEndTests/Fixtures/real/BrandNewSettingApp-Settings.plist: "
            + "3 sections, 6 rows, 1 switch\n")
    }

    @Test func everyBrokenSampleIsReportedInOneRun() throws {
        let directory = Settingsc.root.appendingPathComponent("Samples/broken")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".plist") }.sorted()
        let result = try Settingsc.run(["validate"] + files.map { "Samples/broken/\($0)" })
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        for file in files {
            let rule = file.replacingOccurrences(of: ".plist", with: "")
            #expect(result.stderr.contains(":") && result.stderr.contains("Samples/broken/\(file):"), "\(file) not reported")
            #expect(result.stderr.contains("[\(rule)]"), "\(rule) not reported")
        }
        // Reported in argument order although checked in parallel.
        let order = files.compactMap { file in result.stderr.range(of: "Samples/broken/\(file):")?.lowerBound }
        #expect(order == order.sorted())
        #expect(result.stderr.hasSuffix("29 errors, 5 warnings\n") || result.stderr.contains(" errors, "), "\(result.stderr.suffix(80))")
    }

    /// A repository can hold more definitions than a process may keep open (often 1,024): each file is
    /// closed once parsed, and reopened only to show a line in context.
    @Test func moreFilesThanOpenFileDescriptors() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = try Data(contentsOf: Settingsc.root.appendingPathComponent("Samples/Settings.plist"))
        let broken = try Data(contentsOf: Settingsc.root.appendingPathComponent("Samples/broken/unknown-cell-style.plist"))
        var paths: [String] = []
        for index in 0..<200 {
            let url = directory.appendingPathComponent("settings-\(index).plist")
            try (index == 150 ? broken : sample).write(to: url)
            paths.append(url.path)
        }
        let script = "ulimit -n 32 && exec \"$0\" \"$@\""
        let result = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"),
                                             ["-c", script, Settingsc.binary.path, "validate"] + paths,
                                             environment: ["NO_COLOR": ""], directory: Settingsc.root, stdin: nil, timeout: 20)
        #expect(result.status == 1, "\(result.stderr.prefix(300))")
        #expect(!result.stderr.contains("Too many open files"))
        #expect(result.stderr.hasPrefix("\(paths[150]):"), "\(result.stderr.prefix(300))")
        #expect(result.stderr.contains("<string>SettingSwtichCell</string>"), "the line in context was shown")
        #expect(result.stderr.hasSuffix("1 error generated.\n") || result.stderr.contains("1 error"), "\(result.stderr.suffix(80))")
    }

    @Test func aMisspelledCellStyleGetsASuggestionAndTheExactPosition() throws {
        let result = try Settingsc.run(["validate", "Samples/broken/unknown-cell-style.plist"])
        #expect(result.status == 1)
        #expect(result.stderr == """
        Samples/broken/unknown-cell-style.plist:11:5: error: unknown cell style 'SettingSwtichCell'; did you mean 'SettingSwitchCell'? [unknown-cell-style]
         11 | \t\t\t\t<string>SettingSwtichCell</string>
            | \t\t\t\t^       ~~~~~~~~~~~~~~~~~
            | \t\t\t\t        SettingSwitchCell
        1 error

        """)
    }

    @Test func aDuplicateKeyIsReportedAtTheSecondKey() throws {
        let result = try Settingsc.run(["validate", "Samples/broken/duplicate-key.plist"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Samples/broken/duplicate-key.plist:14:5: error: duplicate key 'Content'"))
        #expect(result.stderr.contains("Samples/broken/duplicate-key.plist:12:5: note: 'Content' first defined here"))
    }

    @Test func warningsPassUnlessStrict() throws {
        let lenient = try Settingsc.run(["validate", "Samples/broken/unknown-key.plist"])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warning: unknown row key 'Detial'; did you mean 'Detail'? [unknown-key]"))
        #expect(lenient.stderr.hasSuffix("1 warning\n"))
        let strict = try Settingsc.run(["validate", "--strict", "Samples/broken/unknown-key.plist"])
        #expect(strict.status == 1)
    }

    @Test func standardInput() throws {
        let bytes = try Data(contentsOf: Settingsc.root.appendingPathComponent("Samples/broken/unknown-cell-style.plist"))
        let result = try Settingsc.run(["validate", "-"], stdin: bytes)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:11:5: error: unknown cell style"))
        #expect(result.stderr.contains(" 11 | \t\t\t\t<string>SettingSwtichCell</string>"))
        let valid = try Settingsc.run(["validate", "-"], stdin: try Data(contentsOf: Settingsc.root.appendingPathComponent("Samples/Settings.plist")))
        #expect(valid.status == 0)
    }

    @Test func jsonGoesToStandardOutput() throws {
        let result = try Settingsc.run(["validate", "--diagnostics", "json", "Samples/broken/unknown-cell-style.plist"])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostic = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["line"] as? Int == 11)
        #expect(diagnostic["column"] as? Int == 5)
        #expect(diagnostic["suggestion"] as? String == "SettingSwitchCell")
        #expect(object["errors"] as? Int == 1)
    }

    @Test func sarifAndGitHubGoToStandardOutput() throws {
        let sarif = try Settingsc.run(["validate", "--diagnostics=sarif", "Samples/broken/empty-value.plist"])
        #expect(sarif.status == 1)
        #expect(sarif.stdout.contains("\"version\": \"2.1.0\""))
        let github = try Settingsc.run(["validate", "--diagnostics", "github", "Samples/broken/empty-value.plist"])
        #expect(github.stdout == "::error file=Samples/broken/empty-value.plist,line=13,col=5,title=settingsc [empty-value]::'Content' is empty\n")
    }

    @Test func colourOnlyWhenAskedOrOnATerminal() throws {
        let plain = try Settingsc.run(["validate", "Samples/broken/empty-value.plist"])
        #expect(!plain.stderr.contains("\u{1B}["))
        let forced = try Settingsc.run(["validate", "--color", "always", "Samples/broken/empty-value.plist"])
        #expect(forced.stderr.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    @Test func missingAndUnreadableFilesAreStatus3() throws {
        let missing = try Settingsc.run(["validate", "Samples/Settings.plist", "no/such.plist"])
        #expect(missing.status == 3)
        #expect(missing.stderr == "no/such.plist: error: cannot read: No such file or directory [unreadable]\n1 error\n")
        // In every format, counted in the errors: a run that says "errors": 0 means it.
        let json = try Settingsc.run(["validate", "--diagnostics", "json", "no/such.plist"])
        #expect(json.status == 3)
        #expect(json.stdout.contains("{\"file\": \"no/such.plist\", \"severity\": \"error\", \"rule\": \"unreadable\", "
            + "\"message\": \"cannot read: No such file or directory\"}"))
        #expect(json.stdout.contains("\"errors\": 1,"))
        let sarif = try Settingsc.run(["validate", "--diagnostics", "sarif", "no/such.plist"])
        #expect(sarif.stdout.contains("\"ruleId\": \"unreadable\""))
        #expect(sarif.stdout.contains("{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \"no/such.plist\"}}}"))
        let github = try Settingsc.run(["validate", "--diagnostics", "github", "no/such.plist"])
        #expect(github.stdout == "::error file=no/such.plist,title=settingsc [unreadable]::cannot read: No such file or directory\n")
    }

    @Test func usageErrorsAreStatus2WithAHint() throws {
        let option = try Settingsc.run(["validate", "--stirct", "Samples/Settings.plist"])
        #expect(option.status == 2)
        #expect(option.stderr == "settingsc: error: unknown option '--stirct' for 'validate'; did you mean '--strict'?\n"
            + "Run 'settingsc help validate' for usage.\n")
        let command = try Settingsc.run(["valdate", "x.plist"])
        #expect(command.status == 2)
        #expect(command.stderr.hasPrefix("settingsc: error: unknown command 'valdate'; did you mean 'validate'?\n"))
        let value = try Settingsc.run(["validate", "--diagnostics", "xml", "x.plist"])
        #expect(value.status == 2)
        #expect(value.stderr.contains("invalid value 'xml' for '--diagnostics'"))
        let noFiles = try Settingsc.run(["validate"])
        #expect(noFiles.status == 2)
        let nothing = try Settingsc.run([])
        #expect(nothing.status == 2)
        #expect(nothing.stderr.contains("USAGE"))
    }

    @Test func helpAndVersion() throws {
        let help = try Settingsc.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("settingsc validate"))
        let validate = try Settingsc.run(["help", "validate"])
        #expect(validate.status == 0)
        #expect(validate.stdout.contains("--diagnostics text|json|sarif|github"))
        let rules = try Settingsc.run(["help", "rules"])
        #expect(rules.stdout.contains("unknown-cell-style (error)"))
        let version = try Settingsc.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("settingsc 0.1.0 (libxml2 2."))
    }
}
