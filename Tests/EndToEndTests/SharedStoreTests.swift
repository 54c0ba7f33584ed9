import Foundation
import Testing

/// The default store is named after the file, so two projects' definitions named alike share
/// one: `help store` and `help store-path` say so where users look, and `--domain` keeps them apart.
@Suite("definitions named alike share a store")
struct SharedStoreTests {
    @Test func twoProjectsShareTheDefaultStoreAndDomainsSeparateThem() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = Settingsc.root.appendingPathComponent("Samples/Settings.plist")
        for project in ["shop", "chat"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(project), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: sample, to: directory.appendingPathComponent("\(project)/Settings.plist"))
        }
        let environment = ["XDG_CONFIG_HOME": directory.path + "/config", "SETTINGSC_STORE": ""]
        func run(_ arguments: [String]) throws -> String {
            let result = try Settingsc.run(arguments, environment: environment, directory: directory)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return result.stdout
        }
        let shared = directory.path + "/config/settingsc/Settings.plist\n"
        #expect(try run(["store-path", "shop/Settings.plist"]) == shared)
        #expect(try run(["store-path", "chat/Settings.plist"]) == shared)
        // A switch toggled for one shows in the other…
        #expect(try run(["set", "shop/Settings.plist", "autoLogin", "off"]) == "")
        #expect(try run(["get", "chat/Settings.plist", "autoLogin"]) == "false\n")
        // …unless each has its own domain.
        #expect(try run(["set", "--domain", "chat", "chat/Settings.plist", "autoLogin", "on"]) == "")
        #expect(try run(["get", "--domain", "chat", "chat/Settings.plist", "autoLogin"]) == "true\n")
        #expect(try run(["get", "shop/Settings.plist", "autoLogin"]) == "false\n")
        #expect(try run(["store-path", "--domain", "chat", "chat/Settings.plist"])
                == directory.path + "/config/settingsc/chat.plist\n")
    }

    @Test func theHelpSaysSo() throws {
        for topic in ["store", "store-path"] {
            let help = try Settingsc.run(["help", topic]).stdout
            #expect(help.contains("Definitions named alike share a store: App/Settings.plist and Other/Settings.plist both use"),
                    "\(topic)")
            #expect(help.contains("Give each its own --domain"))
        }
        let manual = try String(contentsOf: Settingsc.root.appendingPathComponent("docs/settingsc.1"), encoding: .utf8)
        #expect(manual.contains("Definitions named alike share a store"))
    }
}
