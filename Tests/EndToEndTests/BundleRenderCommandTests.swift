import PropertyList
import Foundation
import Testing

/// `settingsc render` on Settings bundles: the built binary's output streams and statuses, the options
/// that only bundles take, values from the store, and the JSON document against its schema.
@Suite("render bundles (end to end)")
struct BundleRenderCommandTests {
    static let sample = "Samples/MyApp/Settings.bundle"
    static let everyKind = "Tests/Fixtures/render/every-kind/Settings.bundle"
    static let injection = "Tests/Fixtures/render/injection-bundle/Settings.bundle"

    /// Runs `render` with an empty store of its own (the default store's name is another command's business).
    private func render(_ arguments: [String], store: String? = nil) throws -> Settingsc.Result {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("store.plist")
        if let store { try Data(store.utf8).write(to: path) }
        return try Settingsc.run(["render", "--store", path.path] + arguments)
    }

    @Test func theSampleRendersInEveryFormatWithoutAWord() throws {
        for format in ["text", "html", "json"] {
            let result = try render(["--format", format, Self.sample])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(format): \(result.stderr)")
            #expect(result.stdout.contains("Continuous play"), "\(format)")
        }
        let text = try render([Self.sample]).stdout
        #expect(text.hasPrefix("Settings                                         iPhone · en\n\nPlayback\n╭"))
        #expect(text.contains("│ Skip forward                                      30 s › │"))
        #expect(text.contains("│ 0 ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●────────── 1 │"))
        #expect(text.contains("│ Same as episode                                        ✓ │"))
        #expect(text.contains("│ Advanced                                               › │"))
        #expect(!text.contains("Show sidebar"), "an iPad-only row is not on a phone")
    }

    @Test(arguments: [20, 40, 60, 80])
    func everyBoxLineIsTheWidthInKorean(width: Int) throws {
        for page in ["Root", "Advanced", "Licenses/Acknowledgements"] {
            let result = try render(["--lang", "ko", "--width", "\(width)", "--pane", page, Self.sample])
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            let box = lines.filter { "│╭├╰".contains($0.first!) }
            if let widths = try Tools.displayWidths(box) {
                #expect(widths.count == box.count && widths.allSatisfy { $0 == width }, "\(page): \(widths)")
            }
            if let widths = try Tools.displayWidths(lines) {
                #expect(widths.allSatisfy { $0 <= width }, "\(page): \(widths)")
            }
        }
    }

    @Test func paneDrawsAChildPaneAndAnUnknownOneIsAUsageError() throws {
        let text = try render(["--pane", "Advanced", "--width", "40", Self.sample])
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("Settings › Advanced          iPhone · en\n\nStorage\n"))
        let json = try render(["--format", "json", "--pane", "Licenses/Acknowledgements", Self.sample])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let pages = try #require(object["pages"] as? [[String: Any]])
        #expect(pages.map { $0["name"] as? String } == ["Licenses/Acknowledgements"])
        #expect(pages.first?["parent"] as? String == "Root")
        let unknown = try render(["--pane", "Advancd", Self.sample])
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(unknown.stderr.hasPrefix("settingsc: error: no page 'Advancd' in 'Samples/MyApp/Settings.bundle'; did you mean "
            + "'Advanced'? its pages are: 'Root', 'Advanced', 'Licenses/Acknowledgements'\n"))
        // A page in a sub-folder, named without it (or misspelt so): the one page whose name ends so.
        for name in ["Acknowledgements", "acknowledgments"] {
            let bare = try render(["--pane", name, Self.sample])
            #expect(bare.status == 2)
            #expect(bare.stderr.hasPrefix("settingsc: error: no page '\(name)' in 'Samples/MyApp/Settings.bundle'; did you mean "
                + "'Licenses/Acknowledgements'? its pages are: "), "\(bare.stderr)")
        }
    }

    @Test func languagesFollowTheFallbackRule() throws {
        let korean = try render(["--lang", "ko-KR", Self.sample])
        #expect(korean.status == 0 && korean.stderr.isEmpty)
        #expect(korean.stdout.hasPrefix("Settings                                         iPhone · ko\n\n재생\n"))
        #expect(korean.stdout.contains("│ 앞으로 건너뛰기                                   30초 › │"))
        // No pt-BR, no pt, no Base: the plists' own texts, and a note that says so.
        let portuguese = try render(["--lang", "pt-BR", Self.sample])
        #expect(portuguese.status == 0)
        #expect(portuguese.stdout.hasPrefix("Settings                                              iPhone\n\nPlayback\n"))
        #expect(portuguese.stderr == "settingsc: note: no translation for 'pt-BR' in 'Samples/MyApp/Settings.bundle' "
            + "(it has en, ko); showing the untranslated texts\n")
        // Folder-style tags, as .lproj folders are often named.
        let folderStyle = try render(["--lang", "ko_KR", Self.sample])
        #expect(folderStyle.status == 0 && folderStyle.stdout == korean.stdout)
        let underscored = try render(["--lang", "pt_BR", Self.sample])
        #expect(underscored.status == 0 && underscored.stderr.contains("no translation for 'pt_BR'"))
        let html = try render(["--format", "html", "--lang", "ar", Self.everyKind])
        #expect(html.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">\n"))
        let untranslated = try render(["--format", "html", "--lang", "he", Self.everyKind])
        #expect(untranslated.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"), "the texts shown are not Hebrew")
    }

    @Test func valuesComeFromTheStoreAndASecureOneNeverShows() throws {
        let store = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>continuousPlay</key><false/>
        \t<key>skipForwardSeconds</key><integer>45</integer>
        \t<key>playbackVolume</key><real>0.25</real>
        \t<key>cellularDownloads</key><string>YES</string>
        \t<key>accountEmail</key><string>kim@example.com</string>
        \t<key>syncPasscode</key><string>SECRET-1234</string>
        \t<key>subscriptionPlan</key><string>plus</string>
        \t<key>transcriptLanguage</key><integer>3</integer>
        </dict>
        </plist>
        """
        let text = try render(["--width", "60", Self.sample], store: store)
        #expect(text.status == 0)
        #expect(text.stderr.hasSuffix("store.plist:11:31: store entry 'transcriptLanguage' is an integer, not a string; "
            + "the default applies until it is set\n"))
        for line in ["│ Continuous play                                    [OFF] │", "│ Skip forward                                      45 s › │",
                     "│ 0 ━━━━━━━━━━━━━●────────────────────────────────────── 1 │", "│ Use cellular data                                  [ ON] │",
                     "│ Email                                    kim@example.com │", "│ Sync passcode                                        ••• │",
                     "│ Plan                                           Sori Plus │", "│ Same as episode                                        ✓ │"] {
            #expect(text.stdout.contains(line), "\(line)")
        }
        for format in ["text", "html", "json"] {
            for arguments in [[Self.sample], ["--pane", "Advanced", Self.sample]] {
                let result = try render(["--format", format] + arguments, store: store)
                #expect(!result.stdout.contains("SECRET") && !result.stderr.contains("SECRET"), "\(format) \(arguments)")
            }
        }
        let json = try render(["--format", "json", Self.sample], store: store).stdout
        #expect(json.contains("\"key\": \"syncPasscode\", \"value\": null, \"default\": null, \"stored\": true, \"secure\": true, \"display\": \"•••\""))
        #expect(json.contains("\"key\": \"skipForwardSeconds\", \"value\": 45, \"default\": 30, \"stored\": true, \"display\": \"45 s\""))
    }

    @Test func deviceAndPageOptions() throws {
        let pad = try render(["--device", "pad", Self.sample])
        #expect(pad.stdout.hasPrefix("Settings                                           iPad · en\n"))
        #expect(pad.stdout.contains("│ Show sidebar                                       [ ON] │"))
        let variant = try render(["--device", "pad", "--format", "json", Self.everyKind])
        #expect(variant.stdout.contains("\"file\": \"\(Self.everyKind)/Root~ipad.plist\""))
        // A page given as a file: its folder is the bundle, the walk starts at the page.
        let page = try render(["\(Self.sample)/Advanced.plist"])
        #expect(page.status == 0)
        #expect(page.stdout.hasPrefix("Settings                                         iPhone · en\n\nStorage\n"))
        // Standard input: a page on its own (no bundle around it).
        let data = try Data(contentsOf: Settingsc.root.appendingPathComponent("\(Self.sample)/Root.plist"))
        let stdin = try Settingsc.run(["render", "--format", "html", "--domain", "x", "-"], stdin: data,
                                      environment: ["XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.path])
        #expect(stdin.status == 0, "\(stdin.stderr)")
        #expect(stdin.stdout.contains("<li class=\"disclosure\"><span class=\"title\">Advanced</span>"))
    }

    @Test func refusals() throws {
        let cellStyle = try render(["--pane", "Advanced", "Samples/Settings.plist"])
        #expect(cellStyle.status == 2 && cellStyle.stdout.isEmpty)
        #expect(cellStyle.stderr.hasPrefix("settingsc: error: '--pane' works on Settings bundles; 'Samples/Settings.plist' is a cell-style definition\n"))
        #expect(try render(["--device", "watch", Self.sample]).status == 2)
        let broken = try render(["--format", "html", "Samples/broken-bundles/missing-child-pane/Settings.bundle"])
        #expect(broken.status == 1 && broken.stdout.isEmpty)
        #expect(broken.stderr.contains("[missing-child-pane]"))
        let empty = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let noRoot = try render([empty.path])
        #expect(noRoot.status == 3 && noRoot.stdout.isEmpty)
        #expect(noRoot.stderr.contains("it has no Root.plist"))
        let output = empty.appendingPathComponent("preview.html")
        let written = try render(["--format", "html", "--output", output.path, Self.sample])
        #expect(written.status == 0 && written.stdout.isEmpty)
        #expect(try String(contentsOf: output, encoding: .utf8).hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    }

    @Test func jsonConformsToItsSchema() throws {
        for arguments in [[Self.sample], ["--lang", "ko", Self.sample], ["--device", "pad", Self.sample],
                          [Self.everyKind], ["--lang", "ar", Self.everyKind], ["--pane", "Privacy", Self.everyKind],
                          [Self.injection]] {
            let result = try render(["--format", "json"] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(try Tools.schemaViolation(result.stdout, schema: "render-bundle.schema.json") == nil, "\(arguments)")
        }
    }
}
