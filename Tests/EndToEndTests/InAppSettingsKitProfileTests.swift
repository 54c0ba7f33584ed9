import Foundation
import Testing

/// `--profile iask`: InAppSettingsKit's `*.inApp.plist` pages (and the pages only they
/// lead to) are read as it reads them, its types and keys checked against its schema, and what
/// crashes it is an error; without the profile those files are plain files.
@Suite("--profile iask (end to end)")
struct InAppSettingsKitProfileTests {
    static func plist(_ specifiers: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>PreferenceSpecifiers</key>\n<array>\n"
            + specifiers.map { $0 + "\n" }.joined() + "</array>\n</dict>\n</plist>\n"
    }

    static func specifier(_ type: String, _ keys: String) -> String {
        "<dict><key>Type</key><string>\(type)</string>\(keys)</dict>"
    }

    /// A Settings bundle with an in-app root page: its lines 6… are the specifiers.
    static func project() throws -> ProjectTree {
        let settings = plist([specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>Sound</string>"
            + "<key>Key</key><string>sound</string><key>DefaultValue</key><true/>")])
        let inApp = plist([
            specifier("PSToggleSwitchSpecifier", "<key>Key</key><string>sound</string><key>DefaultValue</key><string>YES</string>"
                + "<key>IASKSubTitle</key><string>On or off</string>"),
            specifier("PSTextFieldSpecifier", "<key>Key</key><string>amount</string><key>KeyboardType</key><string>DecimalPad</string>"),
            specifier("PSChildPaneSpecifier", "<key>Title</key><string>Web</string><key>File</key><string>https://example.com</string>"
                + "<key>IASKViewControllerClass</key><string>IASKAppSettingsWebViewController</string>"
                + "<key>IASKViewControllerSelector</key><string>initWithFile:key:</string>"),
            specifier("IASKTextViewSpecifier", "<key>Title</key><string>Notes</string>"),
            specifier("IASKDatePickerSpecifier", "<key>Key</key><string>when</string><key>DefaultValue</key><string>today</string>"
                + "<key>IASKDatePickerStyle</key><string>Wheels</string>"),
            specifier("PSChildPaneSpecifier", "<key>Title</key><string>Help</string><key>File</key><string>Help</string>"),
        ])
        let help = plist([specifier("IASKButtonSpecifier", "<key>Title</key><string>Contact us</string><key>Key</key><string>contact</string>")])
        return try ProjectTree(["Settings.bundle/Root.plist": settings, "Settings.bundle/Root.inApp.plist": inApp,
                                "Settings.bundle/Help.plist": help])
    }

    @Test func withoutTheProfileInAppPagesArePlainFiles() throws {
        let tree = try Self.project()
        defer { tree.remove() }
        let result = try tree.run(["validate", "--no-config", "Settings.bundle"])
        #expect(result.status == 0)
        #expect(result.stderr == "Settings.bundle/Help.plist: warning: page 'Help' is reached by no child pane: the Settings app "
            + "never shows it [unreached-page]\n1 warning\n", "\(result.stderr)")
    }

    @Test func withTheProfileTheyAreReadAsInAppSettingsKitReadsThem() throws {
        let tree = try Self.project()
        defer { tree.remove() }
        let result = try tree.run(["validate", "--no-config", "--profile", "iask", "Settings.bundle"])
        #expect(result.status == 1)
        let findings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("Settings.bundle/") }
        let expected: [String] = [
            "Settings.bundle/Root.inApp.plist:6:141: warning: unknown PSToggleSwitchSpecifier key 'IASKSubTitle'; did you mean "
                + "'IASKSubtitle'? [unknown-key]",
            "Settings.bundle/Root.inApp.plist:8:266: error: IASKAppSettingsWebViewController has no initializer "
                + "'initWithFile:key:': InAppSettingsKit calls it when the row is tapped, and the app terminates; did you mean "
                + "'initWithFile:specifier:'? [iask-crash]",
            "Settings.bundle/Root.inApp.plist:9:1: error: InAppSettingsKit terminates the app when it shows an "
                + "IASKTextViewSpecifier without 'Key' [iask-crash]",
            "Settings.bundle/Root.inApp.plist:10:120: error: 'DefaultValue' must be a date, found a string [wrong-type]",
            "Settings.bundle/Root.inApp.plist:10:142: warning: unknown IASKDatePickerSpecifier key 'IASKDatePickerStyle': "
                + "InAppSettingsKit reads 'DatePickerStyle' since it was renamed; did you mean 'DatePickerStyle'? [unknown-key]",
        ]
        #expect(findings.map(String.init) == expected, "\(result.stderr)")
        // The same from the configuration.
        try tree.write(".settingsc.json", "{\"profiles\": [\"iask\"]}")
        let configured = try tree.run(["validate", "Settings.bundle"])
        #expect(configured.stderr == result.stderr)
    }

    @Test func fixAppliesWhatIsCertain() throws {
        let tree = try Self.project()
        defer { tree.remove() }
        let result = try tree.run(["fix", "--no-config", "--profile", "iask", "Settings.bundle"])
        #expect(result.status == 1, "the text view and the date are left: \(result.stderr)")
        #expect(result.stdout.split(separator: "\n") == [
            "Settings.bundle/Root.inApp.plist:6:146: fixed: 'IASKSubTitle' → 'IASKSubtitle'",
            "Settings.bundle/Root.inApp.plist:8:274: fixed: 'initWithFile:key:' → 'initWithFile:specifier:'",
            "Settings.bundle/Root.inApp.plist:10:147: fixed: 'IASKDatePickerStyle' → 'DatePickerStyle'",
        ], "\(result.stdout)")
        let page = try tree.read("Settings.bundle/Root.inApp.plist")
        #expect(page.contains("<key>IASKSubtitle</key>") && page.contains("initWithFile:specifier:")
            && page.contains("<key>DatePickerStyle</key>"))
    }

    @Test func anInAppSettingsBundleHoldsItsPagesAlone() throws {
        let tree = try ProjectTree(["InAppSettings.bundle/Root.inApp.plist": Self.plist([
            Self.specifier("IASKButtonSpecifier", "<key>Title</key><string>Reset</string>"),
        ])])
        defer { tree.remove() }
        let plain = try tree.run(["validate", "--no-config", "InAppSettings.bundle"])
        #expect(plain.status == 1)
        #expect(plain.stderr.contains("[missing-root-page]"))
        let profiled = try tree.run(["validate", "--no-config", "--strict", "--profile", "iask", "InAppSettings.bundle"])
        #expect(profiled.status == 0, "\(profiled.stderr)")
        #expect(profiled.stderr.isEmpty)
    }
}
