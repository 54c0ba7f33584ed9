import Foundation
import Testing

/// What a first user of settingsc expected of `validate` on real apps' bundles: findings the device
/// justifies, at the severity the device justifies (an error for what it refuses, shows wrong or loses;
/// a warning for what it copes with).
@Suite("validate: findings a first user expected (end to end)")
struct FirstUserFindingsTests {
    static let page = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict><key>StringsTable</key><string>Root</string><key>PreferenceSpecifiers</key><array>
        <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Sound</string></dict>
        </array></dict>
        </plist>

        """

    /// Before, an error `strings-syntax` ("the device's parser refuses it") and status 1, though the
    /// Settings app shows the page's own texts, as for a table without entries.
    @Test func anEmptyStringsFileIsAWarning() throws {
        let project = try ProjectTree(["Settings.bundle/Root.plist": Self.page, "Settings.bundle/de.lproj/Root.strings": ""])
        defer { project.remove() }
        let result = try project.run(["validate", "--no-config", "Settings.bundle"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Settings.bundle/de.lproj/Root.strings:1:1: warning: the file is empty: the Settings app "
            + "shows the pages' own texts, as for a table without entries, but plutil and other tools refuse it; write a "
            + "comment in it [strings-syntax]\n1 warning\n")
        #expect(try project.read("Settings.bundle/de.lproj/Root.strings").isEmpty)
    }

    /// Before, an error `not-a-plist` and status 1, though CoreFoundation reads the value.
    @Test func aValueAsTheDocumentElementIsAWarning() throws {
        let definition = ProjectTree.cellStyle.replacingOccurrences(of: "<plist version=\"1.0\">\n", with: "")
            .replacingOccurrences(of: "</plist>\n", with: "")
        let project = try ProjectTree(["Settings.plist": definition])
        defer { project.remove() }
        let result = try project.run(["validate", "--no-config", "Settings.plist"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Settings.plist:2:1: warning: the document element is <array>, not <plist>: the device "
            + "reads the value, but other tools refuse the file; put it inside <plist version=\"1.0\"> [non-standard-xml]\n"
            + " 2 | <array>\n   | ^\n1 warning\n")
        #expect(try project.read("Settings.plist") == definition)
    }
}

extension FirstUserFindingsTests {
    static let products = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <array>
        \t<dict><key>ProductID</key><string>com.example.pro</string><key>Title</key><string>Pro</string></dict>
        </array>
        </plist>

        """

    /// A folder walk reads a `.plist` as a cell-style definition only when its sections carry the format's
    /// keys. Before, `Products.plist` (an array of dictionaries) was read as a definition: a `missing-key`
    /// error for its 'Data', and status 1.
    @Test func aFolderWalkLeavesAnUnrelatedArrayOfDictionariesAlone() throws {
        let project = try ProjectTree(["App/Products.plist": Self.products, "App/Settings.plist": ProjectTree.cellStyle])
        defer { project.remove() }
        let result = try project.run(["validate", "--no-config", "--verbose", "."])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "App/Settings.plist: 1 section, 1 row, 1 switch\n", "\(result.stderr)")
        // The same file, converted to a binary plist, is told apart the same way (by parsing it).
        try project.write("App/Products.plist", try PropertyListSerialization.data(
            fromPropertyList: [["ProductID": "com.example.pro", "Title": "Pro"]], format: .binary, options: 0))
        try project.write("App/Settings.plist", try PropertyListSerialization.data(
            fromPropertyList: [["SectionTitle": "General", "Data": [["CellStyle": "SettingSwitchCell", "Content": "Wi-Fi"]]]],
            format: .binary, options: 0))
        let binary = try project.run(["validate", "--no-config", "--verbose", "."])
        #expect(binary.status == 0)
        #expect(binary.stderr == "App/Settings.plist: 1 section, 1 row, 1 switch\n", "\(binary.stderr)")
    }
}

extension FirstUserFindingsTests {
    /// A folder of tables named almost `<lang>.lproj` is a warning with the name it should have. Before,
    /// nothing was said: `zh-Hans.lpoj` was an ordinary folder, and Simplified Chinese silently fell back.
    @Test func aFolderNamedAlmostLikeALanguageFolderIsAWarning() throws {
        let project = try ProjectTree([
            "Settings.bundle/Root.plist": Self.page,
            "Settings.bundle/zh-Hans.lpoj/Root.strings": "\"Sound\" = \"声音\";\n",
            "Settings.bundle/Base.lprj/Root.strings": "\"Sound\" = \"Sound\";\n",
            "Settings.bundle/Images.lpoj/icon.png": "",
        ])
        defer { project.remove() }
        let result = try project.run(["validate", "--no-config", "Settings.bundle"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            Settings.bundle/Base.lprj: warning: 'Base.lprj' is no language folder: the Settings app never reads its tables; \
            did you mean 'Base.lproj'? [misnamed-language-folder]
            Settings.bundle/zh-Hans.lpoj: warning: 'zh-Hans.lpoj' is no language folder: the Settings app never reads its \
            tables; did you mean 'zh-Hans.lproj'? [misnamed-language-folder]
            2 warnings

            """, "\(result.stderr)")
        #expect(!project.exists("Settings.bundle/zh-Hans.lproj"))
    }
}

extension FirstUserFindingsTests {
    /// A baseline accepts a missing translation language by language: a language added after it was
    /// written has its gaps reported. Before, the entry was the text alone, and the finding (now naming
    /// de.lproj and fr.lproj) matched it: the French gaps were hidden.
    @Test func aBaselineDoesNotHideANewLanguagesGaps() throws {
        let project = try ProjectTree(ProjectTree.bundle("App/Settings.bundle", [ProjectTree.toggle("sound", "Sound")],
                                                         translated: ["Other": "Andere"]))
        defer { project.remove() }
        let written = try project.run(["validate", "--no-config", "--write-baseline", "baseline.json", "App"])
        #expect(written.status == 0)
        #expect(written.stderr == "settingsc: note: recorded 1 finding in baseline.json\n")
        #expect(try project.read("baseline.json").contains("\"item\": \"Sound (de)\""))
        try project.write("App/Settings.bundle/fr.lproj/Root.strings", "\"Other\" = \"Autre\";\n")
        let result = try project.run(["validate", "--no-config", "--baseline", "baseline.json", "App"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("App/Settings.bundle/Root.plist:6:"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: 'Sound' has no translation in 'Root.strings' of de.lproj, fr.lproj "
            + "[missing-translation]\n"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("1 warning\n"), "\(result.stderr)")
        // Without the new language, the baseline accepts the finding as before.
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("App/Settings.bundle/fr.lproj"))
        let clean = try project.run(["validate", "--no-config", "--baseline", "baseline.json", "App"])
        #expect(clean.status == 0 && clean.stderr.isEmpty, "\(clean.stderr)")
    }
}

extension FirstUserFindingsTests {
    /// After `catalog extract`, a clean bundle stays clean: language names written in their own language
    /// need no translation in a catalog, as in tables. Before, 'English' and 'Deutsch' were reported as
    /// missing translations for de once the catalog stood in for the tables.
    @Test func languageNamesNeedNoTranslationInACatalog() throws {
        let page = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict><key>StringsTable</key><string>Root</string><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Language</string>\
            <key>Key</key><string>language</string><key>DefaultValue</key><string>en</string>\
            <key>Values</key><array><string>en</string><string>de</string></array>\
            <key>Titles</key><array><string>English</string><string>Deutsch</string></array></dict>
            </array></dict>
            </plist>

            """
        let project = try ProjectTree(["App/Settings.bundle/Root.plist": page,
                                       "App/Settings.bundle/de.lproj/Root.strings": "\"Language\" = \"Sprache\";\n"])
        defer { project.remove() }
        let before = try project.run(["validate", "--no-config", "App/Settings.bundle"])
        #expect(before.status == 0 && before.stderr.isEmpty, "\(before.stderr)")
        let extracted = try project.run(["catalog", "extract", "App/Settings.bundle"])
        #expect(extracted.status == 0)
        #expect(extracted.stdout == "wrote App/Settings.bundle/Root.xcstrings: 3 texts added, 1 translation taken from "
            + ".lproj tables\n", "\(extracted.stdout)\(extracted.stderr)")
        #expect(try project.read("App/Settings.bundle/Root.xcstrings").contains("\"Deutsch\" : {"))
        let after = try project.run(["validate", "--no-config", "App/Settings.bundle"])
        #expect(after.status == 0)
        #expect(after.stdout.isEmpty)
        #expect(after.stderr.isEmpty, "\(after.stderr)")
    }
}

extension FirstUserFindingsTests {
    /// A missing translation whose table still holds the text's older wording names that entry. Before,
    /// the message ended at the languages, and the stale entry went unnoticed.
    @Test func aMissingTranslationNamesTheTablesOlderWording() throws {
        let project = try ProjectTree(ProjectTree.bundle("App/Settings.bundle", [
            ProjectTree.toggle("restart", "Restart Vim or dash after closing a-Shell"), ProjectTree.toggle("sound", "Sound"),
        ], translated: ["Restart Vim after closing a-Shell": "Vim nach dem Schließen von a-Shell neu starten",
                        "Sound": "Ton"]))
        defer { project.remove() }
        let result = try project.run(["validate", "--no-config", "App/Settings.bundle"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("App/Settings.bundle/Root.plist:6:80: warning: 'Restart Vim or dash after closing "
            + "a-Shell' has no translation in 'Root.strings' of de.lproj; did you mean the table's entry 'Restart Vim after "
            + "closing a-Shell'? [missing-translation]\n"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\n1 warning\n"), "\(result.stderr)")
    }
}

extension FirstUserFindingsTests {
    static func rootPage(_ specifiers: String...) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict><key>PreferenceSpecifiers</key><array>\n"
            + specifiers.joined(separator: "\n") + "\n</array></dict>\n</plist>\n"
    }

    /// `Root.plist` beside both device variants is shown on no device: a warning, and it and the pages only
    /// it leads to are not held to the Settings app's rules (InAppSettingsKit's sample app keeps such a
    /// Root.plist for its in-app screen). Before, no warning, and the InAppSettingsKit type on Root.plist and
    /// the unknown value on the page only it leads to were reported as Settings app findings.
    @Test func aRootPageBesideBothDeviceVariantsIsShownOnNoDevice() throws {
        let project = try ProjectTree([
            "Settings.bundle/Root.plist": Self.rootPage(
                "<dict><key>Type</key><string>IASKButtonSpecifier</string><key>Title</key><string>Help</string>"
                    + "<key>Key</key><string>help</string></dict>",
                "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string>"
                    + "<key>File</key><string>Complete</string></dict>"),
            "Settings.bundle/Complete.plist": Self.rootPage(
                "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>site</string>"
                    + "<key>KeyboardType</key><string>Url</string></dict>"),
            "Settings.bundle/Root~iphone.plist": Self.rootPage(ProjectTree.toggle("sound", "Sound")),
            "Settings.bundle/Root~ipad.plist": Self.rootPage(ProjectTree.toggle("sound", "Sound")),
        ])
        defer { project.remove() }
        let result = try project.run(["validate", "--no-config", "Settings.bundle"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Settings.bundle/Root.plist: warning: the Settings app shows this page on no device: "
            + "Root~iphone.plist and Root~ipad.plist stand in for it; the pages only it leads to are not checked as Settings "
            + "app pages [unshown-root-page]\n1 warning\n", "\(result.stderr)")
        // Its grammar is still checked: a file that does not parse ships in the app all the same.
        try project.write("Settings.bundle/Complete.plist", "<plist><dict></plist>\n")
        let broken = try project.run(["validate", "--no-config", "Settings.bundle"])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("Settings.bundle/Complete.plist:1:"), "\(broken.stderr)")
        // With one device variant only, Root.plist is what the other device shows: checked as before.
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Settings.bundle/Root~ipad.plist"))
        let shown = try project.run(["validate", "--no-config", "Settings.bundle"])
        #expect(shown.stderr.contains("[in-app-only-specifier]") && !shown.stderr.contains("[unshown-root-page]"),
                "\(shown.stderr)")
    }
}
