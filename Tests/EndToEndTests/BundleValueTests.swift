import Foundation
import Testing

/// Values from the shell for every kind of keyed item in a Settings bundle: each kind through
/// get/set/reset, each refused value (status 2, the store untouched), the bundle's store location.
@Suite("bundle values (end to end)")
struct BundleValueTests {
    static let bundle = "Tests/Fixtures/values/EveryKind/Settings.bundle"

    /// Every key with its default, as `values` lists them (Root.plist, then More.plist).
    static let defaults = [
        ("sound", "true"), ("cellular", "false"), ("logging", "true"), ("volume", "0.5"), ("speed", "3"), ("skip", "30"),
        ("theme", "system"), ("quality", "2"), ("name", ""), ("token", "abc"), ("plan", "free"), ("build", "318"),
        ("beta", "false"), ("ratio", "1.5"), ("synced", "false"), ("since", "2026-01-01T00:00:00Z"),
    ]

    /// A scratch XDG_CONFIG_HOME, so that no test touches the real one.
    private func withConfig(_ body: (URL, [String: String]) throws -> Void) throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory, ["XDG_CONFIG_HOME": directory.path, "SETTINGSC_STORE": "", "HOME": directory.path])
    }

    @Test func valuesListsEveryKeyWithItsDefaultAndReadingCreatesNothing() throws {
        try withConfig { config, env in
            let listed = try Settingsc.run(["values", Self.bundle], environment: env)
            #expect(listed.status == 0 && listed.stderr.isEmpty, "\(listed.stderr)")
            #expect(listed.stdout == Self.defaults.map { "\($0.0)\t\($0.1)\n" }.joined())
            // `switches` lists the bundle's toggle switches.
            let switches = try Settingsc.run(["switches", Self.bundle], environment: env)
            #expect(switches.stdout == "sound\ttrue\ncellular\tfalse\nlogging\ttrue\nbeta\tfalse\n")
            for (key, value) in Self.defaults {
                #expect(try Settingsc.run(["get", Self.bundle, key], environment: env).stdout == value + "\n", "\(key)")
            }
            #expect(!FileManager.default.fileExists(atPath: config.path + "/settingsc"))
        }
    }

    /// key, typed value, what get prints then, and the element the XML store holds.
    static let settings = [
        ("sound", "off", "false", "<false/>"),
        ("cellular", "Yes", "true", "<string>YES</string>"),
        ("logging", "0", "false", "<integer>0</integer>"),
        ("volume", "0.25", "0.25", "<real>0.25</real>"),
        ("speed", "5", "5", "<real>5.0</real>"),
        ("skip", "60 seconds", "60", "<integer>60</integer>"),
        ("theme", "dark", "dark", "<string>dark</string>"),
        ("quality", "High", "3", "<integer>3</integer>"),
        ("name", "Kim & <Lee>", "Kim & <Lee>", "<string>Kim &amp; &lt;Lee&gt;</string>"),
        ("token", "", "", "<string></string>"),
        ("plan", "plus", "plus", "<string>plus</string>"),
        ("build", "400", "400", "<integer>400</integer>"),
        ("beta", "on", "true", "<true/>"),
        ("ratio", "2.5", "2.5", "<real>2.5</real>"),
        ("synced", "yes", "true", "<true/>"),
        ("since", "2026-11-23T09:30:00Z", "2026-11-23T09:30:00Z", "<date>2026-11-23T09:30:00Z</date>"),
    ]

    @Test func everyKindThroughGetSetAndReset() throws {
        try withConfig { config, env in
            let store = config.path + "/settingsc/EveryKind.plist"
            for (key, input, shown, element) in Self.settings {
                let set = try Settingsc.run(["set", Self.bundle, key, input], environment: env)
                #expect(set.status == 0 && set.stdout.isEmpty && set.stderr.isEmpty, "\(key): \(set.stderr)")
                #expect(try Settingsc.run(["get", Self.bundle, key], environment: env).stdout == shown + "\n", "\(key)")
                let xml = try String(contentsOfFile: store, encoding: .utf8)
                #expect(xml.contains("<key>\(key)</key>\n\t\(element)\n"), "\(key): \(xml)")
            }
            let listed = try Settingsc.run(["values", Self.bundle], environment: env).stdout
            #expect(listed == Self.settings.map { "\($0.0)\t\($0.2)\n" }.joined())
            // Each reset brings back one default; the others stay.
            for (index, (key, _, _, _)) in Self.settings.enumerated() {
                #expect(try Settingsc.run(["reset", Self.bundle, key], environment: env).status == 0)
                #expect(try Settingsc.run(["get", Self.bundle, key], environment: env).stdout == Self.defaults[index].1 + "\n")
                #expect(!(try String(contentsOfFile: store, encoding: .utf8)).contains("<key>\(key)</key>"))
            }
            // Toggles flip the stored TrueValue/FalseValue.
            #expect(try Settingsc.run(["toggle", Self.bundle, "cellular"], environment: env).stdout == "true\n")
            #expect(try Settingsc.run(["toggle", Self.bundle, "logging"], environment: env).stdout == "false\n")
            let xml = try String(contentsOfFile: store, encoding: .utf8)
            #expect(xml.contains("<key>cellular</key>\n\t<string>YES</string>\n\t<key>logging</key>\n\t<integer>0</integer>\n"))
            #expect(try Settingsc.run(["reset", Self.bundle], environment: env).status == 0)
            #expect(try String(contentsOfFile: store, encoding: .utf8).contains("<dict/>"))
        }
    }

    /// key, refused value, the message after "settingsc: error: ".
    static let refusals = [
        ("sound", "maybe", "invalid value 'maybe' for the switch 'sound'; expected true/false, on/off, yes/no or 1/0"),
        ("cellular", "YES!", "invalid value 'YES!' for the switch 'cellular'; expected true/false, on/off, yes/no or 1/0"),
        ("logging", "2", "invalid value '2' for the switch 'logging'; expected true/false, on/off, yes/no or 1/0"),
        ("volume", "1.5", "invalid value '1.5' for the slider 'volume'; expected a number from 0 to 1"),
        ("volume", "loud", "invalid value 'loud' for the slider 'volume'; expected a number from 0 to 1"),
        ("speed", "0.5", "invalid value '0.5' for the slider 'speed'; expected a number from 1 to 5"),
        ("skip", "45", "invalid value '45' for the multi-value 'skip'; expected one of its values or titles: "
            + "10 ('10 seconds'), 30 ('30 seconds'), 60 ('60 seconds')"),
        // A translated title is not what the bundle says: only the plist's own titles are taken.
        ("skip", "1 min", "invalid value '1 min' for the multi-value 'skip'; expected one of its values or titles: "
            + "10 ('10 seconds'), 30 ('30 seconds'), 60 ('60 seconds')"),
        ("theme", "Night", "invalid value 'Night' for the multi-value 'theme'; expected one of its values or titles: "
            + "'system' ('System'), 'light' ('Light'), 'dark' ('Dark')"),
        ("quality", "4", "invalid value '4' for the radio group 'quality'; expected one of its values or titles: "
            + "1 ('Low'), 2 ('Medium'), 3 ('High')"),
        // The control character echoed escaped, as every message shows what came from the input.
        ("name", "a\u{1}b", #"'a\u{1}b' cannot be stored: property lists cannot hold U+0001"#),
        ("plan", "\u{FFFF}", "'\u{FFFF}' cannot be stored: property lists cannot hold U+FFFF"),
        ("build", "four", "invalid value 'four' for the title-value 'build'; expected an integer (the type of its DefaultValue)"),
        ("ratio", "half", "invalid value 'half' for the title-value 'ratio'; expected a number (the type of its DefaultValue)"),
        ("synced", "perhaps", "invalid value 'perhaps' for the title-value 'synced'; expected true/false, on/off, yes/no "
            + "or 1/0 (the type of its DefaultValue)"),
        ("since", "yesterday", "invalid value 'yesterday' for the title-value 'since'; expected a date such as "
            + "2026-11-23T09:30:00Z (the type of its DefaultValue)"),
    ]

    @Test func refusedValuesAreStatus2AndLeaveTheStoreUntouched() throws {
        try withConfig { config, env in
            let store = config.appendingPathComponent("settingsc/EveryKind.plist")
            #expect(try Settingsc.run(["set", Self.bundle, "theme", "light"], environment: env).status == 0)
            let before = try snapshot(store)
            for (key, value, message) in Self.refusals {
                let result = try Settingsc.run(["set", Self.bundle, key, value], environment: env)
                #expect(result.status == 2, "\(key) \(value)")
                #expect(result.stderr == "settingsc: error: \(message)\nRun 'settingsc help set' for usage.\n")
            }
            // Only switches toggle; the message says what to use instead.
            for key in ["volume", "skip", "quality", "name", "plan"] {
                let result = try Settingsc.run(["toggle", Self.bundle, key], environment: env)
                #expect(result.status == 2)
                #expect(result.stderr.contains("is not a switch and cannot be toggled; give it a value with "
                    + "'settingsc set \(Self.bundle) \(key) VALUE'"), "\(result.stderr)")
            }
            let unknown: [([String], String)] = [
                (["get", "volum"], "no item with key 'volum' in \(Self.bundle); did you mean 'volume'?\n"),
                (["set", "Sound", "on"], "'Sound' is the title of the switch 'sound'; use its key\n"),
                (["reset", "More"], "'More' is the title of the child pane, which holds no value; its keys are 'sound', "
                    + "'cellular', 'logging', 'volume', 'speed', 'skip', 'theme', 'quality', 'name', 'token', 'plan', "
                    + "'build' and 4 more\n"),
                (["toggle", "Numbers"], "'Numbers' is the title of the group, which holds no value; its keys are 'sound', "),
            ]
            for (arguments, message) in unknown {
                let result = try Settingsc.run([arguments[0], Self.bundle] + arguments.dropFirst(), environment: env)
                #expect(result.status == 2)
                #expect(result.stderr.hasPrefix("settingsc: error: \(message)"), "\(result.stderr)")
            }
            #expect(try snapshot(store) == before, "a refused command changed the store")
        }
    }

    @Test func aBundlesStoreIsNamedAfterItsFolderForThePagesToo() throws {
        try withConfig { config, env in
            let expected = config.path + "/settingsc/EveryKind.plist\n"
            let more = Self.bundle + "/More.plist"
            for file in [Self.bundle, Self.bundle + "/", Self.bundle + "/Root.plist", more] {
                let path = try Settingsc.run(["store-path", file], environment: env)
                #expect(path.stdout == expected, "\(file)")
            }
            let inside = Settingsc.root.appendingPathComponent(Self.bundle)
            for file in ["Root.plist", "."] {
                let path = try Settingsc.run(["store-path", file], environment: env, directory: inside)
                #expect(path.stdout == expected, "\(file)")
            }
            // What a page sets, the bundle reads (More.plist's own items and the bundle's).
            #expect(try Settingsc.run(["set", more, "ratio", "3"], environment: env).status == 0)
            #expect(try Settingsc.run(["get", Self.bundle, "ratio"], environment: env).stdout == "3\n")
            #expect(try Settingsc.run(["get", "Root.plist", "ratio"], environment: env, directory: inside).stdout == "3\n")
            // --domain, --store and $SETTINGSC_STORE as for any definition.
            #expect(try Settingsc.run(["store-path", "--domain", "sim", Self.bundle], environment: env).stdout
                == config.path + "/settingsc/sim.plist\n")
            let explicit = config.path + "/prefs.plist"
            #expect(try Settingsc.run(["toggle", "--store", explicit, Self.bundle, "beta"], environment: env).stdout == "true\n")
            var fromEnvironment = env
            fromEnvironment["SETTINGSC_STORE"] = explicit
            #expect(try Settingsc.run(["get", more, "beta"], environment: fromEnvironment).stdout == "true\n")
            #expect(try Settingsc.run(["store-path", Self.bundle], environment: fromEnvironment).stdout == explicit + "\n")
        }
    }

    @Test func aStoredValueOfTheWrongTypeIsIgnoredWithAWarningUntilSet() throws {
        try withConfig { config, env in
            let store = config.appendingPathComponent("prefs.plist")
            try Data("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \t<key>skip</key>
                \t<string>45</string>
                \t<key>cellular</key>
                \t<true/>
                </dict>
                </plist>

                """.utf8).write(to: store)
            let get = try Settingsc.run(["get", "--store", store.path, Self.bundle, "skip"], environment: env)
            #expect(get.stdout == "30\n")
            #expect(get.stderr == "settingsc: warning: \(store.path):5:2: store entry 'skip' is a string, not an integer; "
                + "the default applies until it is set\n")
            // A boolean is a toggle's value even when it has a TrueValue/FalseValue.
            #expect(try Settingsc.run(["get", "--store", store.path, Self.bundle, "cellular"], environment: env).stdout == "true\n")
            #expect(try Settingsc.run(["set", "--store", store.path, Self.bundle, "skip", "10"], environment: env).status == 0)
            let fixed = try Settingsc.run(["get", "--store", store.path, Self.bundle, "skip"], environment: env)
            #expect(fixed.stdout == "10\n" && fixed.stderr.isEmpty)
            #expect(try String(contentsOf: store, encoding: .utf8).contains("<key>skip</key>\n\t<integer>10</integer>\n"))
        }
    }

    @Test func renderReadsTheStoreSetWritesAlsoForAPageGivenAsAFile() throws {
        try withConfig { _, env in
            #expect(try Settingsc.run(["set", Self.bundle, "speed", "5"], environment: env).status == 0)
            for definition in [Self.bundle, Self.bundle + "/Root.plist"] {
                let json = try Settingsc.run(["render", "--format", "json", definition], environment: env)
                #expect(json.status == 0, "\(json.stderr)")
                #expect(json.stdout.contains("\"key\": \"speed\", \"value\": 5,"),
                        "\(definition): \(json.stdout.prefix(2000))")
            }
        }
    }

    @Test func aCellStyleDefinitionsValuesAreItsSwitches() throws {
        try withConfig { _, env in
            let definition = "Tests/Fixtures/store/switches.plist"
            let values = try Settingsc.run(["values", definition], environment: env)
            #expect(values.status == 0)
            #expect(values.stdout == (try Settingsc.run(["switches", definition], environment: env)).stdout)
            #expect(values.stdout.hasPrefix("wifi\tfalse\nbluetooth\ttrue\n"))
        }
    }

    /// The bytes, modification time and inode of a file: a rewrite changes at least the inode.
    private func snapshot(_ file: URL) throws -> [String] {
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return [try Data(contentsOf: file).base64EncodedString(), "\(modified)", "\(attributes[.systemFileNumber] ?? 0)"]
    }

    /// Two toggles whose keys read the same but are written with other scalars (`café` composed and
    /// decomposed) are two settings, as the user defaults keep them: setting one leaves the other at its
    /// default, and the store holds the key with the bytes it was written with.
    @Test func keysWrittenWithOtherScalarsAreTwoSettings() throws {
        try withConfig { config, env in
            let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
            let bundle = config.appendingPathComponent("Lookalike/Settings.bundle")
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            let toggles = [composed, decomposed].map { key in
                "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>\(key)</string>"
                    + "<key>Key</key><string>\(key)</string><key>DefaultValue</key><false/></dict>"
            }.joined()
            try Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict><key>PreferenceSpecifiers</key>"
                + "<array>\(toggles)</array></dict>\n</plist>\n").utf8).write(to: bundle.appendingPathComponent("Root.plist"))
            #expect(try Settingsc.run(["set", bundle.path, decomposed, "on"], environment: env).status == 0)
            #expect(try Settingsc.run(["get", bundle.path, decomposed], environment: env).stdout == "true\n")
            #expect(try Settingsc.run(["get", bundle.path, composed], environment: env).stdout == "false\n")
            let listed = try Settingsc.run(["values", bundle.path], environment: env)
            #expect(Array(listed.stdout.utf8) == Array("\(composed)\tfalse\n\(decomposed)\ttrue\n".utf8), "\(listed.stdout)")
            let store = try Settingsc.run(["store-path", bundle.path], environment: env).stdout
                .trimmingCharacters(in: .newlines)
            let written = try Data(contentsOf: URL(fileURLWithPath: store))
            #expect(written.range(of: Data(decomposed.utf8)) != nil)
            #expect(written.range(of: Data(composed.utf8)) == nil)
        }
    }
}
