import Foundation
import Testing

/// Less noise, no less truth: language names written in their own language are never
/// missing translations, and the keys LicensePlist writes are not unknown keys — while a real missing
/// translation or unknown key beside them still is.
@Suite("known texts and generators (end to end)")
struct KnownTextsTests {
    @Test func aLanguagePickerNeedsNoTranslation() throws {
        let picker = "<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Language</string>"
            + "<key>Key</key><string>language</string><key>DefaultValue</key><string>en</string><key>Values</key><array>"
            + ["en", "en-GB", "de", "fr", "es", "pt-BR", "ja", "zh-Hans", "ko", "cy", "sv"].map { "<string>\($0)</string>" }.joined()
            + "</array><key>Titles</key><array>"
            + ["English", "English (UK)", "Deutsch", "Français", "Español", "Português (Brasil)", "日本語", "简体中文", "한국어",
               "Cymraeg", "Swedish"].map { "<string>\($0)</string>" }.joined()
            + "</array></dict>"
        let tree = try ProjectTree(ProjectTree.bundle("Settings.bundle", [picker], translated: ["Language": "Sprache"]))
        defer { tree.remove() }
        let result = try tree.run(["validate", "--no-config", "--strict", "Settings.bundle"])
        // "Swedish" is Swedish's name in English, not in Swedish ("Svenska"): German users read it untranslated.
        #expect(result.status == 1)
        let expected: [String] = [
            "Settings.bundle/Root.plist:6:706: error: 'Swedish' has no translation in 'Root.strings' of de.lproj "
                + "(a warning, made an error by --strict) [missing-translation]",
        ]
        #expect(result.stderr.split(separator: "\n").filter { $0.contains("error:") }.map(String.init) == expected, "\(result.stderr)")
    }

    @Test func licensePlistPagesAreClean() throws {
        let root = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>PreferenceSpecifiers</key>\n"
            + "<array>\n<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Licenses</string>"
            + "<key>File</key><string>com.mono0926.LicensePlist</string></dict>\n</array>\n</dict>\n</plist>\n"
        let list = root.replacingOccurrences(of: "<string>Licenses</string>", with: "<string>SwiftLint</string>")
            .replacingOccurrences(of: "<string>com.mono0926.LicensePlist</string>", with: "<string>com.mono0926.LicensePlist/SwiftLint</string>")
        let library = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>PreferenceSpecifiers</key>\n"
            + "<array>\n<dict><key>FooterText</key><string>The MIT License (MIT)…</string><key>License</key><string>MIT</string>"
            + "<key>Source</key><string>https://github.com/realm/SwiftLint</string><key>Title</key><string>SwiftLint</string>"
            + "<key>Type</key><string>PSGroupSpecifier</string><key>Licence</key><string>MIT</string></dict>\n</array>\n</dict>\n</plist>\n"
        let tree = try ProjectTree(["Settings.bundle/Root.plist": root, "Settings.bundle/com.mono0926.LicensePlist.plist": list,
                                    "Settings.bundle/com.mono0926.LicensePlist/SwiftLint.plist": library])
        defer { tree.remove() }
        let result = try tree.run(["validate", "--no-config", "Settings.bundle"])
        #expect(result.status == 0)
        let expected: [String] = [
            "Settings.bundle/com.mono0926.LicensePlist/SwiftLint.plist:6:263: warning: unknown PSGroupSpecifier key 'Licence'; "
                + "did you mean 'License'? [unknown-key]",
        ]
        #expect(result.stderr.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init) == expected, "\(result.stderr)")
    }
}
