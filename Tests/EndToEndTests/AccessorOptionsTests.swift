import PropertyList
import Foundation
import Testing

/// `generate swift --options-file PATH`: a `settingsc-accessors.json` (what SettingsAccessorsPlugin
/// passes for a target that has one) chooses the access level and the type's name, over `--access`
/// and `--type-name`; what is wrong in it is a usage error at its line:column.
@Suite("generate swift --options-file (end to end)")
struct AccessorOptionsTests {
    /// A folder with `MyApp/Settings.bundle` (the sample's) and `Other.plist` (the cell-style sample),
    /// and `settingsc-accessors.json` holding `json`.
    private static func folder(_ json: String) throws -> URL {
        let directory = try Settingsc.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("MyApp"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent("Samples/MyApp/Settings.bundle"),
                                         to: directory.appendingPathComponent("MyApp/Settings.bundle"))
        try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent("Samples/Settings.plist"),
                                         to: directory.appendingPathComponent("Other.plist"))
        try Data(json.utf8).write(to: directory.appendingPathComponent("settingsc-accessors.json"))
        return directory
    }

    private static func generate(_ arguments: [String], in directory: URL) throws -> Settingsc.Result {
        try Settingsc.run(["generate", "swift", "--options-file", "settingsc-accessors.json"] + arguments, directory: directory)
    }

    @Test func theFileChoosesAccessAndName() throws {
        let directory = try Self.folder(#"{"access": "public", "typeName": "PlayerSettings"}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.generate(["--type-name", "Ignored", "--access", "internal", "MyApp/Settings.bundle"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\npublic struct PlayerSettings {\n"))
        #expect(result.stdout.contains("    public init(defaults: UserDefaults = .standard) {"))
        #expect(!result.stdout.contains("Ignored"))
        // The same as the golden file made with the options on the command line, but for the name.
        let golden = try GenerateCommandTests.golden("myapp-public.swift")
        #expect(result.stdout == golden.replacingOccurrences(of: "AppSettings", with: "PlayerSettings"))
    }

    @Test func typeNamesNameEachDefinitionByPathOrFileName() throws {
        let json = #"{"typeNames": {"./MyApp/Settings.bundle/": "PlayerSettings", "Other.plist": "OtherSettings"}}"#
        let directory = try Self.folder(json)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (file, type) in [("MyApp/Settings.bundle", "PlayerSettings"), ("\(directory.path)/MyApp/Settings.bundle", "PlayerSettings"),
                             ("Other.plist", "OtherSettings"), ("MyApp/Settings.bundle/Root.plist", "Fallback")] {
            let result = try Self.generate(["--type-name", "Fallback", file], in: directory)
            #expect(result.status == 0, "\(file): \(result.stderr)")
            #expect(result.stdout.contains("\nstruct \(type) {\n"), "\(file)")
        }
        // Standard input is named by no path: --type-name applies.
        let stdin = try Settingsc.run(["generate", "swift", "--options-file", directory.path + "/settingsc-accessors.json", "-"],
                                      stdin: try Data(contentsOf: directory.appendingPathComponent("Other.plist")))
        #expect(stdin.stdout.contains("\nstruct AppSettings {\n"), "\(stdin.stderr)")
    }

    @Test(arguments: [
        (#"{"acess": "public"}"#, "settingsc-accessors.json:1:2: unknown key 'acess'; did you mean 'access'?"),
        (#"{"access": "open"}"#, "settingsc-accessors.json:1:12: \"access\" is \"public\" or \"internal\""),
        ("{\n  \"typeName\": 42\n}", "settingsc-accessors.json:2:15: \"typeName\" is a string"),
        (#"{"typeNames": ["A"]}"#, "settingsc-accessors.json:1:15: \"typeNames\" is an object"),
        (#"{"typeName": "class"}"#, "invalid type name 'class' in 'settingsc-accessors.json'; expected a Swift identifier"),
        (#"["public"]"#, "settingsc-accessors.json:1:1: the accessor options are a JSON object"),
        (#"{"access": "public",}"#, "settingsc-accessors.json:1:20: "),
    ])
    func aBrokenFileIsAUsageErrorAtItsPosition(_ json: String, _ message: String) throws {
        let directory = try Self.folder(json)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.generate(["--output", "A.swift", "Other.plist"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("settingsc: error: \(message)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("A.swift").path))
    }

    @Test func aMissingFileIsStatusThree() throws {
        let result = try Settingsc.run(["generate", "swift", "--options-file", "no/such.json", "Samples/Settings.plist"])
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("settingsc: error: cannot read 'no/such.json': No such file or directory"), "\(result.stderr)")
    }
}
