import Foundation
import Testing

/// `settingsc validate` on Settings bundles: the built binary on the samples, its streams and statuses.
@Suite("validate bundles (end to end)")
struct BundleValidateTests {
    static let sample = "Samples/MyApp/Settings.bundle"

    @Test func theSampleBundleIsCleanEvenWhenStrict() throws {
        let result = try Settingsc.run(["validate", "--strict", "--verbose", Self.sample])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "\(Self.sample): 3 pages, 24 items, 14 keys, 2 languages\n")
    }

    @Test func everyBrokenBundleReportsItsRuleWithAPlace() throws {
        let directory = Settingsc.root.appendingPathComponent("Samples/broken-bundles")
        let rules = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasSuffix(".md") }.sorted()
        #expect(rules.count >= 20)
        let result = try Settingsc.run(["validate", "--strict"] + rules.map { "Samples/broken-bundles/\($0)/Settings.bundle" })
        #expect(result.status == 1)
        for rule in rules {
            // file:line:col: severity: message [rule], in a file of that bundle; a finding about a file or
            // the folder as a whole has no line and column.
            let pattern = "Samples/broken-bundles/\(rule)/Settings.bundle(/[^:\n]+:[0-9]+:[0-9]+|/[^:\n]+|): (error|warning): "
                + "[^\n]* \\[\(rule)\\]"
            #expect(result.stderr.range(of: pattern, options: .regularExpression) != nil, "\(rule) not reported")
        }
    }

    @Test func aMissingTranslationFailsOnlyWhenStrict() throws {
        let bundle = "Samples/broken-bundles/missing-translation/Settings.bundle"
        let relaxed = try Settingsc.run(["validate", bundle])
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr.contains("warning: 'Autoplay' has no translation in 'Root.strings' of de.lproj [missing-translation]"))
        #expect(relaxed.stderr.hasSuffix("1 warning\n"))
        let strict = try Settingsc.run(["validate", "--strict", bundle])
        #expect(strict.status == 1)
    }

    @Test func findingsNameTheirFileAndNotesPointAcrossFiles() throws {
        let bundle = "Samples/broken-bundles/duplicate-setting-key/Settings.bundle"
        let result = try Settingsc.run(["validate", "--diagnostics", "json", bundle])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let entries = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(entries.map { $0["file"] as? String } == ["\(bundle)/Sync.plist", "\(bundle)/Root.plist"])
        #expect(entries.map { $0["severity"] as? String } == ["error", "note"])
        let strings = try Settingsc.run(["validate", "Samples/broken-bundles/strings-syntax/Settings.bundle"])
        #expect(strings.stderr.hasPrefix("Samples/broken-bundles/strings-syntax/Settings.bundle/en.lproj/Root.strings:"))
    }

    @Test func aPageGivenAsAFileIsCheckedWithItsBundle() throws {
        // The page's folder is its bundle: its child panes and translations are looked up there.
        let page = try Settingsc.run(["validate", "--verbose", "\(Self.sample)/Root.plist"])
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stderr == "\(Self.sample)/Root.plist: 3 pages, 24 items, 14 keys, 2 languages\n")
        let child = try Settingsc.run(["validate", "Samples/broken-bundles/duplicate-setting-key/Settings.bundle/Sync.plist"])
        #expect(child.status == 0, "a child page alone has no duplicate: \(child.stderr)")
    }

    @Test func bundlesPagesAndCellStyleFilesMixInOneRun() throws {
        let result = try Settingsc.run(["validate", "Samples/Settings.plist", Self.sample,
                                        "Samples/broken-bundles/missing-child-pane/Settings.bundle", "Samples/broken/unknown-cell-style.plist"])
        #expect(result.status == 1)
        let bundle = try #require(result.stderr.range(of: "missing-child-pane/Settings.bundle/Root.plist:"))
        let cellStyle = try #require(result.stderr.range(of: "Samples/broken/unknown-cell-style.plist:"))
        #expect(bundle.lowerBound < cellStyle.lowerBound, "argument order kept")
        #expect(result.stderr.hasSuffix("2 errors\n"))
    }

    @Test func aPageOnStandardInputIsCheckedOnItsOwn() throws {
        let page = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
        <dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string><key>File</key><string>More</string></dict>
        <dict><key>Type</key><string>PSToggleSwichSpecifier</string></dict>
        </array></dict></plist>
        """
        let result = try Settingsc.run(["validate", "-"], stdin: Data(page.utf8))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:4:22: error: unknown specifier type 'PSToggleSwichSpecifier'; "
            + "did you mean 'PSToggleSwitchSpecifier'? [unknown-specifier-type]\n"))
        #expect(!result.stderr.contains("missing-child-pane"), "no bundle around standard input")
    }

    ///: a folder that is no bundle is searched for definitions (FolderWalkTests has the rest).
    @Test func aFolderThatIsNoBundleIsSearched() throws {
        let folder = try Settingsc.run(["validate", "Samples/broken"])
        #expect(folder.status == 1)
        #expect(folder.stderr.contains("\nSamples/broken/unknown-cell-style.plist:11:5: error: unknown cell style"))
        #expect(!folder.stderr.contains("Samples/broken/not-a-settings-page.plist"), "a page is no cell-style definition")
    }

    @Test func hostileFoldersEndQuickly() throws {
        // Links to the bundle itself (a walk that followed them would never end), a FIFO named like a
        // page (reading it would block), and a child pane that climbs out of the bundle.
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = directory.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        for index in 0..<12 {
            try FileManager.default.createSymbolicLink(atPath: bundle.appendingPathComponent("loop\(index)").path,
                                                       withDestinationPath: ".")
        }
        #expect(mkfifo(bundle.appendingPathComponent("Fifo.plist").path, 0o600) == 0)
        try Data("<plist><string>outside</string></plist>".utf8).write(to: directory.appendingPathComponent("Outside.plist"))
        let pane = { (file: String) in
            "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>x</string><key>File</key><string>\(file)</string></dict>"
        }
        let root = "<plist><dict><key>PreferenceSpecifiers</key><array>\(pane("Fifo"))\(pane("../Outside"))\(pane("loop0/Root"))</array></dict></plist>"
        try Data(root.utf8).write(to: bundle.appendingPathComponent("Root.plist"))
        let result = try Settingsc.run(["validate", bundle.path], timeout: 10)
        #expect(result.status == 1)
        #expect(result.stderr.contains("child pane 'Fifo' names no page"))
        #expect(result.stderr.contains("child pane '../Outside' names no page"))
        #expect(result.stderr.contains("child pane 'loop0/Root' names no page"))
        #expect(!result.stderr.contains("outside"))
    }
}
