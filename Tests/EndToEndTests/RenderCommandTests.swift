import Foundation
import Testing

@Suite("render (end to end)")
struct RenderCommandTests {
    static let real = "Tests/EndToEndTests/Fixtures/real/BrandNewSettingApp-Settings.plist"

    @Test func textIs60ColumnsWhenNotATerminal() throws {
        let result = try Settingsc.run(["render", "Samples/Settings.plist"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let expected = try String(contentsOf: Settingsc.root.appendingPathComponent(
            "Tests/SettingsCompilerTests/Golden/render/settings-60.txt"), encoding: .utf8)
        #expect(result.stdout == expected)
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func theSeedsRealFileRendersInAllThreeFormats() throws {
        for format in ["text", "html", "json"] {
            let result = try Settingsc.run(["render", "--format", format, Self.real])
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(result.stdout.contains("회원탈퇴"), "\(format)")
        }
        let text = try Settingsc.run(["render", Self.real]).stdout
        #expect(text.contains("│ 자동 로그인                                        [OFF] │"))
    }

    @Test(arguments: [20, 40, 60, 80])
    func everyBoxLineIsTheWidth(width: Int) throws {
        for file in ["Samples/Settings.plist", Self.real, "Tests/Fixtures/render/tricky.plist"] {
            let result = try Settingsc.run(["render", "--width", "\(width)", file])
            #expect(result.status == 0)
            let box = result.stdout.split(separator: "\n").filter { "│╭├╰".contains($0.first!) }
            #expect(!box.isEmpty)
            // Measured independently of settingsc's own width function.
            let measured = box.filter { !$0.contains("🏽") && !$0.contains("‍") && !$0.contains("️") }.map(String.init)
            if let widths = try Tools.displayWidths(measured) {
                #expect(widths.count == measured.count && widths.allSatisfy { $0 == width }, "\(widths)")
            }
        }
    }

    @Test func aValueNearlyRightIsSuggested() throws {
        let result = try Settingsc.run(["render", "--format", "htm", "Samples/Settings.plist"])
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("settingsc: error: invalid value 'htm' for '--format'; expected 'text', 'html', 'json'; "
            + "did you mean 'html'?\n"), "\(result.stderr)")
        let far = try Settingsc.run(["render", "--format", "pdf", "Samples/Settings.plist"])
        #expect(far.stderr.hasPrefix("settingsc: error: invalid value 'pdf' for '--format'; expected 'text', 'html', 'json'\n"))
    }

    @Test func anInputWithErrorsRendersNothing() throws {
        let result = try Settingsc.run(["render", "--format", "html", "Samples/broken/unknown-cell-style.plist"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("error: unknown cell style 'SettingSwtichCell'"))
    }

    @Test func warningsArePrintedAndThePreviewStillRenders() throws {
        let result = try Settingsc.run(["render", "Samples/broken/missing-section-title.plist"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: section has no 'SectionTitle'"))
        #expect(result.stdout.contains("│ Row"))
    }

    @Test func outputFileIsWrittenAndAFailedRenderLeavesItAlone() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("preview.html")
        let result = try Settingsc.run(["render", "--format", "html", "--output", output.path, "Samples/Settings.plist"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let page = try String(contentsOf: output, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"ko\">"))
        let failed = try Settingsc.run(["render", "--format", "html", "--output", output.path, "Samples/broken/empty-value.plist"])
        #expect(failed.status == 1)
        #expect(try String(contentsOf: output, encoding: .utf8) == page)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["preview.html"])
        let unwritable = try Settingsc.run(["render", "--output", "/nonexistent-dir/x.txt", "Samples/Settings.plist"])
        #expect(unwritable.status == 3)
        #expect(unwritable.stderr.hasPrefix("settingsc: error: cannot write '/nonexistent-dir/x.txt': cannot create a file in /nonexistent-dir"))
    }

    @Test func outputLargerThanMemoryIsSpooledAndIdentical() throws {
        // About 6 MB of JSON: more than the 4 MiB RenderOutput keeps in memory before spooling to disk.
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var definition = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n"
        for section in 0..<6_000 {
            definition += "<dict><key>SectionTitle</key><string>섹션 \(section)</string><key>Data</key><array>"
            for row in 0..<5 {
                definition += "<dict><key>CellStyle</key><string>SettingSwitchCell</string><key>Content</key>"
                    + "<string>Row \(row) of section \(section) with a longer title</string><key>Key</key>"
                    + "<string>k.\(section).\(row)</string></dict>"
            }
            definition += "</array></dict>\n"
        }
        definition += "</array>\n</plist>\n"
        let input = directory.appendingPathComponent("big.plist")
        try Data(definition.utf8).write(to: input)
        let streamed = try Settingsc.run(["render", "--format", "json", input.path], timeout: 120)
        #expect(streamed.status == 0)
        #expect(streamed.stdout.utf8.count > 5_000_000)
        let file = directory.appendingPathComponent("out.json")
        #expect(try Settingsc.run(["render", "--format", "json", "--output", file.path, input.path], timeout: 120).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == streamed.stdout)
        #expect(try JSONSerialization.jsonObject(with: Data(streamed.stdout.utf8)) is [String: Any])
    }

    @Test func languageAndTitleOptions() throws {
        let result = try Settingsc.run(["render", "--format", "html", "--lang", "en-GB", "--title", "My <App> & co",
                                        "Samples/Settings.plist"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en-GB\">"))
        #expect(result.stdout.contains("<title>My &lt;App&gt; &amp; co</title>"))
        #expect(result.stdout.contains("<h1>My &lt;App&gt; &amp; co</h1>"))
    }

    @Test func usageErrors() throws {
        #expect(try Settingsc.run(["render", "--width", "8", "Samples/Settings.plist"]).status == 2)
        #expect(try Settingsc.run(["render", "--width", "wide", "Samples/Settings.plist"]).status == 2)
        #expect(try Settingsc.run(["render", "--format", "pdf", "Samples/Settings.plist"]).status == 2)
        #expect(try Settingsc.run(["render", "--lang", "\"><x", "--format", "html", "Samples/Settings.plist"]).status == 2)
        #expect(try Settingsc.run(["render", "a.plist", "b.plist"]).status == 2)
        #expect(try Settingsc.run(["render", "missing.plist"]).status == 3)
    }

    @Test func colourAndAscii() throws {
        let forced = try Settingsc.run(["render", "--color", "always", "Samples/Settings.plist"])
        #expect(forced.stdout.contains("\u{1B}[1;32m[ ON]\u{1B}[0m"))
        let ascii = try Settingsc.run(["render", "--ascii", "--width", "40", "Samples/Settings.plist"])
        #expect(ascii.stdout.hasPrefix("계정 Account\n+--------------------------------------+\n"))
    }

    @Test(arguments: ["Samples/Settings.plist", "Tests/Fixtures/render/tricky.plist", "Tests/Fixtures/render/injection.plist", real])
    func jsonConformsToItsSchema(_ file: String) throws {
        let result = try Settingsc.run(["render", "--format", "json", file])
        #expect(result.status == 0)
        #expect(try Tools.schemaViolation(result.stdout, schema: "render.schema.json") == nil)
    }

    @Test func diagnosticsJSONConformsToItsSchema() throws {
        let directory = Settingsc.root.appendingPathComponent("Samples/broken")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { "Samples/broken/\($0)" }
        let result = try Settingsc.run(["validate", "--diagnostics", "json"] + files)
        #expect(result.status == 1)
        #expect(try Tools.schemaViolation(result.stdout, schema: "diagnostics.schema.json") == nil)
    }

    /// `render -` needs no store: with none named (no --store, --domain or $SETTINGSC_STORE) it shows
    /// the defaults, as for a FILE whose store does not exist, and creates nothing; a store named is read.
    @Test func standardInputShowsTheDefaultsWithoutAStore() throws {
        let config = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: config) }
        let environment = ["XDG_CONFIG_HOME": config.path, "SETTINGSC_STORE": ""]
        let definition = try Data(contentsOf: Settingsc.root.appendingPathComponent("Samples/Settings.plist"))
        let text = try Settingsc.run(["render", "-"], stdin: definition, environment: environment)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stderr.isEmpty)
        #expect(text.stdout == (try Settingsc.run(["render", "Samples/Settings.plist"], environment: environment)).stdout)
        let page = try Data(contentsOf: Settingsc.root.appendingPathComponent("Samples/MyApp/Settings.bundle/Root.plist"))
        let json = try Settingsc.run(["render", "--format", "json", "-"], stdin: page, environment: environment)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains("\"key\": \"continuousPlay\", \"value\": true, \"default\": true, \"stored\": false"),
                "\(json.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: config.path).isEmpty, "no store was created")

        let store = config.appendingPathComponent("given.plist").path
        #expect(try Settingsc.run(["set", "--store", store, "Samples/Settings.plist", "autoLogin", "off"]).status == 0)
        let stored = try Settingsc.run(["render", "--store", store, "-"], stdin: definition, environment: environment)
        #expect(stored.stdout.contains("│ 자동 로그인                                        [OFF] │"), "\(stored.stdout)")
        var fromEnvironment = environment
        fromEnvironment["SETTINGSC_STORE"] = store
        #expect(try Settingsc.run(["render", "-"], stdin: definition, environment: fromEnvironment).stdout == stored.stdout)
        // The commands that write still need a store named.
        let toggle = try Settingsc.run(["toggle", "-", "autoLogin"], stdin: definition, environment: environment)
        #expect(toggle.status == 2)
        #expect(toggle.stderr.contains("standard input has no file name to name its store after"))
    }
}
