import Foundation
import Testing

/// JSON where a property list goes (a configuration or a catalog given to `validate` under another name):
/// said to be JSON, which neither the device nor settingsc reads as a plist. Old-style text, which the
/// device does read, keeps its own message.
@Suite("JSON given as a property list (end to end)")
struct JSONAsPlistTests {
    static let json = "{\n  \"PreferenceSpecifiers\" : []\n}\n"
    static let jsonMessage = "error: JSON, not a property list: neither the device nor settingsc reads it as one; "
        + "settingsc reads JSON as a String Catalog (NAME.xcstrings) or as its configuration (.settingsc.json) [not-a-plist]"

    @Test func aJSONFileIsSaidToBeJSON() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Settings.plist")
        try Data(Self.json.utf8).write(to: file)
        let result = try Settingsc.run(["validate", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(file.path):1:1: \(Self.jsonMessage)\n"), "\(result.stderr)")
    }

    /// Standard input that arrives in two pieces, the first key cut in two: the reader waits for enough of
    /// the text to tell, rather than taking the `{` for old-style text.
    @Test func JSONArrivingInPiecesIsStillSaidToBeJSON() throws {
        let script = "(printf '{\\n  \"Prefe'; sleep 0.3; printf 'renceSpecifiers\" : []\\n}\\n') | \"$0\" validate -"
        let result = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, Settingsc.binary.path],
                                             directory: Settingsc.root, stdin: nil, timeout: 20)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:1:1: \(Self.jsonMessage)\n"), "\(result.stderr)")
    }

    @Test func oldStyleTextKeepsItsOwnMessage() throws {
        let result = try Settingsc.run(["validate", "-"], stdin: Data("{\n  PreferenceSpecifiers = ();\n}\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:1:1: error: an old-style (OpenStep) property list: the device reads it"),
                "\(result.stderr)")
    }
}
