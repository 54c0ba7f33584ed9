import Foundation
import TestSupport
import Testing

/// The switch store from the shell: every command, every error status, and failures that must leave
/// the file as it was (concurrency and crashes: `StoreConcurrencyTests`).
@Suite("store commands (end to end)")
struct StoreCommandTests {
    static let definition = "Tests/Fixtures/store/switches.plist"

    /// A scratch directory used as XDG_CONFIG_HOME, so that no test touches the real one (and the
    /// environment that says so).
    static func withConfig(_ body: (URL, [String: String]) throws -> Void) throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory, ["XDG_CONFIG_HOME": directory.path, "SETTINGSC_STORE": "", "HOME": directory.path])
    }

    @Test func everyCommandAgainstTheDefaultStore() throws {
        try Self.withConfig { config, env in
            let path = try Settingsc.run(["store-path", Self.definition], environment: env)
            #expect(path.stdout == config.path + "/settingsc/switches.plist\n")
            let listed = try Settingsc.run(["switches", Self.definition], environment: env)
            #expect(listed.status == 0)
            #expect(listed.stdout.hasPrefix("wifi\tfalse\nbluetooth\ttrue\nairplane\tfalse\noption1\tfalse\n"))
            #expect(!FileManager.default.fileExists(atPath: config.path + "/settingsc"), "reading creates nothing")

            #expect(try Settingsc.run(["toggle", Self.definition, "wifi"], environment: env).stdout == "true\n")
            #expect(try Settingsc.run(["get", Self.definition, "wifi"], environment: env).stdout == "true\n")
            let set = try Settingsc.run(["set", Self.definition, "bluetooth", "OFF"], environment: env)
            #expect(set.status == 0 && set.stdout.isEmpty)
            #expect(try Settingsc.run(["get", Self.definition, "bluetooth"], environment: env).stdout == "false\n")
            for (value, expected) in [("on", "true"), ("No", "false"), ("1", "true"), ("FALSE", "false"), ("yes", "true")] {
                _ = try Settingsc.run(["set", Self.definition, "airplane", value], environment: env)
                #expect(try Settingsc.run(["get", Self.definition, "airplane"], environment: env).stdout == "\(expected)\n")
            }
            let render = try Settingsc.run(["render", "--format", "json", Self.definition], environment: env)
            #expect(render.stdout.contains("\"key\": \"wifi\", \"value\": true, \"default\": false"))

            #expect(try Settingsc.run(["reset", Self.definition, "wifi"], environment: env).status == 0)
            #expect(try Settingsc.run(["get", Self.definition, "wifi"], environment: env).stdout == "false\n")
            #expect(try Settingsc.run(["reset", Self.definition], environment: env).status == 0)
            #expect(try Settingsc.run(["get", Self.definition, "bluetooth"], environment: env).stdout == "true\n")
            let store = try String(contentsOfFile: config.path + "/settingsc/switches.plist", encoding: .utf8)
            #expect(store.contains("<dict/>"))
        }
    }

    @Test func storeAndDomainOptionsAndTheEnvironment() throws {
        try Self.withConfig { config, env in
            _ = try Settingsc.run(["toggle", "--domain", "staging", Self.definition, "wifi"], environment: env)
            #expect(FileManager.default.fileExists(atPath: config.path + "/settingsc/staging.plist"))
            let explicit = config.appendingPathComponent("explicit.plist").path
            _ = try Settingsc.run(["toggle", "--store", explicit, Self.definition, "wifi"], environment: env)
            #expect(try Settingsc.run(["get", "--store=\(explicit)", Self.definition, "wifi"], environment: env).stdout == "true\n")
            var fromEnvironment = env
            fromEnvironment["SETTINGSC_STORE"] = explicit
            #expect(try Settingsc.run(["get", Self.definition, "wifi"], environment: fromEnvironment).stdout == "true\n")
            // --domain comes before $SETTINGSC_STORE.
            #expect(try Settingsc.run(["store-path", "--domain", "d", Self.definition], environment: fromEnvironment).stdout
                == config.path + "/settingsc/d.plist\n")
            // Standard input needs a domain.
            let bytes = try Data(contentsOf: Settingsc.root.appendingPathComponent(Self.definition))
            #expect(try Settingsc.run(["switches", "-"], stdin: bytes, environment: env).status == 2)
            #expect(try Settingsc.run(["switches", "--domain", "staging", "-"], stdin: bytes, environment: env).stdout
                .hasPrefix("wifi\ttrue\n"))
        }
    }

    @Test func usageErrorsLeaveTheStoreUntouched() throws {
        try Self.withConfig { config, env in
            let store = config.path + "/settingsc/switches.plist"
            _ = try Settingsc.run(["set", Self.definition, "wifi", "on"], environment: env)
            let before = try Data(contentsOf: URL(fileURLWithPath: store))
            let typo = try Settingsc.run(["toggle", Self.definition, "wfii"], environment: env)
            #expect(typo.status == 2)
            #expect(typo.stderr.hasPrefix("settingsc: error: no switch with key 'wfii' in \(Self.definition); did you mean 'wifi'?\n"))
            let notSwitch = try Settingsc.run(["toggle", Self.definition, "About"], environment: env)
            #expect(notSwitch.status == 2)
            #expect(notSwitch.stderr.contains("'About' is a SettingBasicCell row, not a switch; its switches are 'wifi', 'bluetooth'"))
            #expect(try Settingsc.run(["set", Self.definition, "wifi", "maybe"], environment: env).status == 2)
            #expect(try Settingsc.run(["set", Self.definition, "wifi"], environment: env).status == 2)
            #expect(try Settingsc.run(["get", "--store", "a", "--domain", "b", Self.definition, "wifi"], environment: env).status == 2)
            #expect(try Settingsc.run(["toggle", "--domain", "../escape", Self.definition, "wifi"], environment: env).status == 2)
            // A definition with errors: status 1, nothing written.
            let broken = try Settingsc.run(["toggle", "--store", store, "Samples/broken/duplicate-switch-key.plist", "Wi-Fi"],
                                           environment: env)
            #expect(broken.status == 1)
            #expect(broken.stderr.contains("[duplicate-switch-key]"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
        }
    }

    @Test func aSwitchAddressedByItsTitleNamesItsKey() throws {
        try Self.withConfig { config, env in
            let result = try Settingsc.run(["get", "Samples/Settings.plist", "자동 로그인"], environment: env)
            #expect(result.status == 2)
            #expect(result.stderr == "settingsc: error: '자동 로그인' is the title of the switch 'autoLogin'; use its key\n"
                + "Run 'settingsc help get' for usage.\n")
            #expect(!FileManager.default.fileExists(atPath: config.path + "/settingsc/Settings.plist"))
        }
    }

    @Test func storeFailuresAreStatus3AndNothingIsOverwritten() throws {
        try Self.withConfig { config, env in
            let store = config.appendingPathComponent("store.plist")
            let garbage = Data("<?xml version=\"1.0\"?>\n<plist><dict>\n<key>wifi</key><maybe/></dict></plist>\n".utf8)
            try garbage.write(to: store)
            for command in [["toggle", "wifi"], ["set", "wifi", "on"], ["get", "wifi"], ["reset"]] {
                let result = try Settingsc.run([command[0], "--store", store.path, Self.definition] + command.dropFirst(),
                                               environment: env)
                #expect(result.status == 3, "\(command)")
                #expect(result.stderr.hasPrefix("\(store.path):3:16: error: unknown element <maybe> [unknown-element]\n"),
                        "\(result.stderr)")
                #expect(result.stderr.contains("1 error\n"))
                #expect(result.stderr.hasSuffix("settingsc: error: the store '\(store.path)' is not a valid property list; it was left unchanged\n"))
                #expect(try Data(contentsOf: store) == garbage)
            }
            let render = try Settingsc.run(["render", "--store", store.path, Self.definition], environment: env)
            #expect(render.status == 3 && render.stdout.isEmpty)

            let directory = config.appendingPathComponent("a-directory")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let isDirectory = try Settingsc.run(["toggle", "--store", directory.path, Self.definition, "wifi"], environment: env)
            #expect(isDirectory.status == 3)
            #expect(isDirectory.stderr.contains("it is a directory"))

            let readOnly = config.appendingPathComponent("read-only")
            try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: readOnly.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: readOnly.path) }
            if getuid() != 0 {
                let denied = try Settingsc.run(["toggle", "--store", readOnly.path + "/s.plist", Self.definition, "wifi"], environment: env)
                #expect(denied.status == 3)
                #expect(denied.stderr.contains("Permission denied"))
            }
            let nowhere = try Settingsc.run(["toggle", "--store", store.path + "/below-a-file/s.plist", Self.definition, "wifi"],
                                            environment: env)
            #expect(nowhere.status == 3)
            #expect(nowhere.stderr.contains("cannot create the directory"))
        }
    }

    @Test func aZeroByteStoreIsCorruptAndLeftAlone() throws {
        try Self.withConfig { config, env in
            let store = config.appendingPathComponent("empty.plist")
            _ = FileManager.default.createFile(atPath: store.path, contents: Data())
            let result = try Settingsc.run(["toggle", "--store", store.path, Self.definition, "wifi"], environment: env)
            #expect(result.status == 3)
            #expect(result.stderr.contains("\(store.path):1:1: error: the file is empty; a property list is <plist> holding one value [xml-syntax]"))
            #expect(try Data(contentsOf: store).isEmpty)
        }
    }

    @Test func aStoreDirectoryThatCannotBeWrittenIsStatus3AndTheStoreUnchanged() throws {
        try Self.withConfig { config, env in
            let directory = config.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let store = directory.appendingPathComponent("store.plist")
            _ = try Settingsc.run(["set", "--store", store.path, Self.definition, "wifi", "on"], environment: env)
            let before = try Data(contentsOf: store)
            // As root a read-only mode does not stop writes; an immutable directory does.
            let root = getuid() == 0
            if root {
                let immutable = try Tools.run(["chattr", "+i", directory.path])
                try #require(immutable.status == 0, "chattr +i is needed to make a directory unwritable for root")
            } else {
                try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: directory.path)
            }
            defer {
                if root { _ = try? Tools.run(["chattr", "-i", directory.path]) }
                try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
            }
            let result = try Settingsc.run(["toggle", "--store", store.path, Self.definition, "wifi"], environment: env)
            #expect(result.status == 3)
            #expect(result.stderr.contains("settingsc: error: cannot write the store '\(store.path)'"), "\(result.stderr)")
            #expect(try Data(contentsOf: store) == before)
            #expect(try Settingsc.run(["get", "--store", store.path, Self.definition, "wifi"], environment: env).stdout == "true\n")
        }
    }
}
