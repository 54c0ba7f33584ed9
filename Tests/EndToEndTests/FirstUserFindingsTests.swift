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
