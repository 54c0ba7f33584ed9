import PropertyList
import SettingsCompiler
import Testing

/// One test per Settings bundle rule: the rule id, the message, and the exact file:line:column
/// (marked in the input), in bundles written to a temporary directory.
@Suite("Bundle rules")
struct BundleRuleTests {
    /// Compiles the bundle and expects exactly these lines (see `TemporaryBundle.lines`), in order.
    private func expect(_ files: [String: String], _ expected: (TemporaryBundle) -> [String],
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let bundle = try TemporaryBundle(files)
        defer { bundle.remove() }
        let compilation = bundle.compile()
        #expect(compilation.failures.isEmpty, sourceLocation: sourceLocation)
        #expect(bundle.lines(compilation) == expected(bundle), sourceLocation: sourceLocation)
    }

    private let toggle = specifier("PSToggleSwitchSpecifier",
                                   "<key>Title</key><string>Sound</string><key>Key</key><string>sound</string>"
                                   + "<key>DefaultValue</key><true/>")

    // MARK: Pages

    @Test func notASettingsPage() throws {
        try expect(["Root.plist": plist("1️⃣<dict><key>PreferenceSpecifier</key><array/></dict>")]) { [
            $0.line("1️⃣", .notASettingsPage, "a Settings bundle page needs 'PreferenceSpecifiers'; did you mean it "
                + "instead of 'PreferenceSpecifier'?"),
        ] }
    }

    @Test func childPanePageThatIsNoDictionary() throws {
        try expect([
            "Root.plist": page(specifier("PSChildPaneSpecifier", "<key>Title</key><string>More</string><key>File</key><string>More</string>")),
            "More.plist": plist("1️⃣<string></string>"),
        ]) { [$0.line("1️⃣", .notASettingsPage, "a Settings bundle page is a dictionary with 'PreferenceSpecifiers', found a string")] }
    }

    @Test func unknownPageKey() throws {
        try expect(["Root.plist": page(toggle, extra: "1️⃣<key>StringTable</key><string>Root</string>2️⃣<key>Key</key><string>x</string>")]) { [
            $0.line("1️⃣", .unknownKey, "unknown page key 'StringTable'; did you mean 'StringsTable'?"),
            $0.line("2️⃣", .unknownKey, "unknown page key 'Key'; 'Key' belongs in an item of 'PreferenceSpecifiers'"),
        ] }
    }

    // MARK: Specifiers

    @Test func unknownSpecifierType() throws {
        try expect(["Root.plist": page("<dict><key>Type</key>1️⃣<string>PSToggleSwichSpecifier</string></dict>")]) { [
            $0.line("1️⃣", .unknownSpecifierType, "unknown specifier type 'PSToggleSwichSpecifier'; did you mean "
                + "'PSToggleSwitchSpecifier'?"),
        ] }
    }

    @Test func inAppOnlySpecifier() throws {
        try expect(["Root.plist": page("<dict><key>Type</key>1️⃣<string>IASKButtonSpecifier</string></dict>")]) { [
            $0.line("1️⃣", .inAppOnlySpecifier, "'IASKButtonSpecifier' is an InAppSettingsKit type: the Settings app does not show it"),
        ] }
    }

    @Test func missingKeys() throws {
        try expect(["Root.plist": page("1️⃣<dict><key>Title</key><string>x</string></dict>\n"
                                       + "2️⃣" + specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>Sound</string>"))]) { [
            $0.line("1️⃣", .missingKey, "specifier has no 'Type' (what it is, such as 'PSToggleSwitchSpecifier')"),
            $0.line("2️⃣", .missingKey, "PSToggleSwitchSpecifier has no 'Key' (the name its value is stored under)"),
            $0.line("2️⃣", .missingKey, "PSToggleSwitchSpecifier has no 'DefaultValue' (the value shown while nothing is stored)"),
        ] }
    }

    @Test func wrongType() throws {
        try expect(["Root.plist": page(specifier("PSChildPaneSpecifier", "<key>Title</key>1️⃣<integer>3</integer><key>File</key><string>x</string>")
                                       + "\n" + specifier("PSMultiValueSpecifier", "<key>Title</key><string>Q</string><key>Key</key><string>q</string>"
                                           + "<key>DefaultValue</key><integer>1</integer><key>Values</key><array><integer>1</integer></array>"
                                           + "<key>Titles</key><array>2️⃣<integer>1</integer></array>"))]) { [
            $0.line("1️⃣", .wrongType, "'Title' must be a string, found an integer"),
            $0.line("2️⃣", .wrongType, "'Titles' must be an array of strings, found an array holding an integer"),
        ] }
    }

    @Test func unknownKey() throws {
        try expect(["Root.plist": page(specifier("PSSliderSpecifier", "<key>Key</key><string>v</string><key>DefaultValue</key><real>0.5</real>"
            + "<key>MinimumValue</key><integer>0</integer><key>MaximumValue</key><integer>1</integer>"
            + "1️⃣<key>DefaultValeu</key><integer>1</integer>2️⃣<key>Title</key><string>Volume</string>"
            + "<key>IASKCellImage</key><string>accepted.png</string>"))]) { [
            $0.line("1️⃣", .unknownKey, "unknown PSSliderSpecifier key 'DefaultValeu'; did you mean 'DefaultValue'?"),
            $0.line("2️⃣", .unknownKey, "unknown PSSliderSpecifier key 'Title'; the Settings app ignores it here"),
        ] }
    }

    @Test func emptyKey() throws {
        try expect(["Root.plist": page(specifier("PSTextFieldSpecifier", "<key>Key</key>1️⃣<string> </string>"))]) { [
            $0.line("1️⃣", .emptyValue, "'Key' is empty"),
        ] }
    }

    @Test func unknownValue() throws {
        try expect(["Root.plist": page(specifier("PSTextFieldSpecifier", "<key>Key</key><string>name</string>"
            + "<key>AutocorrectionType</key>1️⃣<string>no</string>"
            + "<key>SupportedUserInterfaceIdioms</key><array><string>Phone</string>2️⃣<string>Watch</string><string>Mac</string></array>"))]) { [
            $0.line("1️⃣", .unknownValue, "'no' is not a value of 'AutocorrectionType' (Default, No, Yes); the Settings app "
                + "uses 'Default'; did you mean 'No'?"),
            $0.line("2️⃣", .unknownValue, "'Watch' is not a value of 'SupportedUserInterfaceIdioms' (Phone, Pad); the Settings app ignores it"),
        ] }
    }

    @Test func titlesValuesMismatch() throws {
        try expect(["Root.plist": page(specifier("PSMultiValueSpecifier", "<key>Title</key><string>Quality</string><key>Key</key><string>q</string>"
            + "<key>DefaultValue</key><integer>1</integer><key>Values</key><array><integer>1</integer><integer>2</integer></array>"
            + "<key>Titles</key>1️⃣<array><string>Low</string></array>"
            + "<key>ShortTitles</key>2️⃣<array><string>L</string><string>H</string><string>X</string></array>"))]) { [
            $0.line("1️⃣", .titlesValuesMismatch, "'Titles' has 1 item but 'Values' has 2; they pair up index for index"),
            $0.line("2️⃣", .titlesValuesMismatch, "'ShortTitles' has 3 items but 'Values' has 2; they pair up index for index"),
        ] }
    }

    @Test func defaultNotInValues() throws {
        try expect(["Root.plist": page(specifier("PSRadioGroupSpecifier", "<key>Key</key><string>q</string>"
            + "<key>DefaultValue</key>1️⃣<string>2</string><key>Values</key><array><integer>1</integer><integer>2</integer></array>"
            + "<key>Titles</key><array><string>Low</string><string>High</string></array>"))]) { [
            $0.line("1️⃣", .defaultNotInValues, "'DefaultValue' '2' is not one of 'Values' (1, 2); 2 is an integer but the default is a string"),
        ] }
    }

    @Test func invalidSliderRangeAndDefaultOutOfRange() throws {
        let slider = { (key: String, value: String, min: String, max: String) in
            specifier("PSSliderSpecifier", "<key>Key</key><string>\(key)</string><key>DefaultValue</key>\(value)"
                + "<key>MinimumValue</key>\(min)<key>MaximumValue</key><integer>\(max)</integer>")
        }
        try expect(["Root.plist": page(slider("a", "<real>0.5</real>", "1️⃣<integer>10</integer>", "5") + "\n"
                                       + slider("b", "2️⃣<real>12.5</real>", "<integer>0</integer>", "10"))]) { [
            $0.line("1️⃣", .invalidSliderRange, "'MinimumValue' 10 is not below 'MaximumValue' 5"),
            $0.line("2️⃣", .defaultOutOfRange, "'DefaultValue' 12.5 is outside the slider's range 0…10"),
        ] }
    }

    @Test func invalidToggleDefault() throws {
        let toggle = { (key: String, rest: String) in
            specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>T</string><key>Key</key><string>\(key)</string>" + rest)
        }
        try expect(["Root.plist": page(toggle("a", "<key>DefaultValue</key>1️⃣<string>NO</string>") + "\n"
            + toggle("b", "<key>TrueValue</key><string>on</string><key>FalseValue</key><string>off</string><key>DefaultValue</key>2️⃣<string>of</string>") + "\n"
            + toggle("c", "<key>TrueValue</key><string>on</string><key>FalseValue</key><string>off</string><key>DefaultValue</key><string>off</string>"))]) { [
            $0.line("1️⃣", .invalidToggleDefault, "a toggle's 'DefaultValue' must be a boolean (<true/> or <false/>), found a string 'NO'"),
            $0.line("2️⃣", .invalidToggleDefault, "a toggle's 'DefaultValue' must be a boolean, its 'TrueValue' or its 'FalseValue', found a string 'of'"),
        ] }
    }

    // MARK: Across pages

    @Test func duplicateSettingKeyAcrossPages() throws {
        try expect([
            "Root.plist": page(specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>Sound</string><key>Key</key>1️⃣<string>sound</string>"
                + "<key>DefaultValue</key><true/>") + "\n"
                + specifier("PSChildPaneSpecifier", "<key>Title</key><string>More</string><key>File</key><string>More</string>")),
            "More.plist": page(specifier("PSTextFieldSpecifier", "<key>Key</key>2️⃣<string>sound</string>")),
        ]) { [
            $0.line("2️⃣", .duplicateSettingKey, "key 'sound' is already used by another specifier; both would store one value"),
            $0.note("1️⃣", "the other specifier with key 'sound'"),
        ] }
    }

    @Test func missingChildPane() throws {
        let pane = { (file: String) in
            specifier("PSChildPaneSpecifier", "<key>Title</key><string>More</string><key>File</key>\(file)")
        }
        try expect([
            "Root.plist": page(pane("1️⃣<string>Advnced</string>") + "\n" + pane("2️⃣<string>Advanced.plist</string>") + "\n"
                               + pane("3️⃣<string>Nothing</string>")),
            "Advanced.plist": page(""),
        ]) { [
            $0.line("1️⃣", .missingChildPane, "child pane 'Advnced' names no page: the bundle has no 'Advnced.plist'; did you mean 'Advanced'?"),
            $0.line("2️⃣", .missingChildPane, "child pane 'Advanced.plist' names no page: 'File' is the page's name without '.plist'; did you mean 'Advanced'?"),
            $0.line("3️⃣", .missingChildPane, "child pane 'Nothing' names no page: the bundle has no 'Nothing.plist'"),
        ] }
    }

    @Test func childPaneCaseMismatch() throws {
        try expect([
            "Root.plist": page(specifier("PSChildPaneSpecifier", "<key>Title</key><string>More</string><key>File</key>1️⃣<string>advanced</string>")),
            "Advanced.plist": page(""),
        ]) { [
            $0.line("1️⃣", .childPaneCaseMismatch, "child pane 'advanced' matches 'Advanced.plist' only when case is ignored; "
                + "devices have case-sensitive file systems; did you mean 'Advanced'?"),
        ] }
    }

    @Test func childPaneCycleAndPagesInFolders() throws {
        try expect([
            "Root.plist": page(specifier("PSChildPaneSpecifier", "<key>Title</key><string>Licenses</string><key>File</key><string>com.example/Licenses</string>")),
            "com.example/Licenses.plist": page(specifier("PSChildPaneSpecifier", "<key>Title</key><string>Back</string><key>File</key>1️⃣<string>Root</string>")),
        ]) { [
            $0.line("1️⃣", .childPaneCycle, "child pane 'Root' leads back to a page on its own path (Root → com.example/Licenses → Root)"),
        ] }
    }

    @Test func missingImage() throws {
        let bundle = try TemporaryBundle(["Root.plist": page(specifier("PSSliderSpecifier", "<key>Key</key><string>v</string>"
            + "<key>DefaultValue</key><real>0.5</real><key>MinimumValue</key><integer>0</integer><key>MaximumValue</key><integer>1</integer>"
            + "<key>MinimumValueImage</key><string>quiet.png</string><key>MaximumValueImage</key>1️⃣<string>loud.png</string>"))])
        defer { bundle.remove() }
        try bundle.write([0x89, 0x50, 0x4E, 0x47], to: "quiet.png")
        #expect(bundle.lines(bundle.compile()) == [
            bundle.line("1️⃣", .missingImage, "'MaximumValueImage' 'loud.png' is not in the bundle"),
        ])
    }

    // MARK: Translations

    @Test func missingTranslation() throws {
        try expect([
            "Root.plist": page(specifier("PSGroupSpecifier", "<key>Title</key><string>General</string><key>FooterText</key>1️⃣<string>Small print</string>")
                               + "\n" + specifier("PSToggleSwitchSpecifier", "<key>Title</key>2️⃣<string>Sound</string><key>Key</key><string>sound</string>"
                                   + "<key>DefaultValue</key><true/>"), extra: "<key>StringsTable</key><string>Root</string>"),
            "de.lproj/Root.strings": "\"General\" = \"Allgemein\";\n\"Sound\" = \"Ton\";\n",
            "fr.lproj/Root.strings": "\"General\" = \"Général\";\n",
        ]) { [
            $0.line("1️⃣", .missingTranslation, "'Small print' has no translation in 'Root.strings' of de.lproj, fr.lproj"),
            $0.line("2️⃣", .missingTranslation, "'Sound' has no translation in 'Root.strings' of fr.lproj"),
        ] }
    }

    @Test func unlocalizedPage() throws {
        try expect([
            "Root.plist": plist("1️⃣<dict><key>PreferenceSpecifiers</key><array/></dict>"),
            "en.lproj/Root.strings": "\"Sound\" = \"Sound\";\n",
        ]) { [
            $0.line("1️⃣", .unlocalizedPage, "page has no 'StringsTable', so the Settings app does not translate it, though "
                + "'Root.strings' exists in en.lproj; add <key>StringsTable</key><string>Root</string>"),
        ] }
    }

    @Test func missingStringsTable() throws {
        try expect([
            "Root.plist": page("", extra: "<key>StringsTable</key>1️⃣<string>Settings</string>"),
            "en.lproj/Settings.strings": "",
            "en.lproj/Root.strings": "",
            "ko.lproj/Root.strings": "",
            "de.lproj/settings.strings": "",
        ]) { [
            $0.line("1️⃣", .missingStringsTable, "strings table 'Settings.strings': de.lproj, ko.lproj lack it "
                + "('de.lproj/settings.strings' differ only in case; devices have case-sensitive file systems)"),
        ] }
    }
}
