import Foundation
import TestSupport
import Testing

/// The switch store from the shell: every command, every error status, and what concurrency and
/// crashes must not do to the file.
@Suite("store commands (end to end)")
struct StoreCommandTests {
    static let definition = "Tests/Fixtures/store/switches.plist"

    /// A scratch directory used as XDG_CONFIG_HOME, so that no test touches the real one.
    private func withConfig(_ body: (URL, [String: String]) throws -> Void) throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory, ["XDG_CONFIG_HOME": directory.path, "SETTINGSC_STORE": "", "HOME": directory.path])
    }

    @Test func everyCommandAgainstTheDefaultStore() throws {
        try withConfig { config, env in
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
        try withConfig { config, env in
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
        try withConfig { config, env in
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
        try withConfig { config, env in
            let result = try Settingsc.run(["get", "Samples/Settings.plist", "자동 로그인"], environment: env)
            #expect(result.status == 2)
            #expect(result.stderr == "settingsc: error: '자동 로그인' is the title of the switch 'autoLogin'; use its key\n"
                + "Run 'settingsc help get' for usage.\n")
            #expect(!FileManager.default.fileExists(atPath: config.path + "/settingsc/Settings.plist"))
        }
    }

    @Test func storeFailuresAreStatus3AndNothingIsOverwritten() throws {
        try withConfig { config, env in
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
        try withConfig { config, env in
            let store = config.appendingPathComponent("empty.plist")
            _ = FileManager.default.createFile(atPath: store.path, contents: Data())
            let result = try Settingsc.run(["toggle", "--store", store.path, Self.definition, "wifi"], environment: env)
            #expect(result.status == 3)
            #expect(result.stderr.contains("\(store.path):1:1: error: the file is empty; a property list is <plist> holding one value [xml-syntax]"))
            #expect(try Data(contentsOf: store).isEmpty)
        }
    }

    @Test func aStoreDirectoryThatCannotBeWrittenIsStatus3AndTheStoreUnchanged() throws {
        try withConfig { config, env in
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

    @Test func aLockHeldByAStuckProcessIsWaitedForThenGivenUp() throws {
        try withConfig { config, env in
            let store = config.appendingPathComponent("store.plist")
            // A stuck process: flock(1) takes the lock and becomes `sleep 30` holding it (--no-fork), so
            // that killing it releases the lock. (SIGKILL: children of the test runner start with SIGTERM blocked,
            // and a `sleep` told to end with it held the lock for its 30 seconds; see ProcessLauncher.)
            let holder = Process()
            holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            holder.arguments = ["flock", "--no-fork", store.path + ".lock", "sleep", "30"]
            try holder.run()
            defer { if holder.isRunning { kill(holder.processIdentifier, SIGKILL) } }
            var waitedFor = 0
            while !FileManager.default.fileExists(atPath: store.path + ".lock") && waitedFor < 200 {
                usleep(10_000)
                waitedFor += 1
            }
            usleep(100_000)
            var impatient = env
            impatient["SETTINGSC_LOCK_TIMEOUT"] = "2"
            let result = try Settingsc.run(["toggle", "--store", store.path, Self.definition, "wifi"], environment: impatient)
            #expect(result.status == 3)
            #expect(result.stderr.hasPrefix("settingsc: waiting for another settingsc to finish with '\(store.path)' …\n"))
            #expect(result.stderr.contains("gave up waiting for the lock '\(store.path).lock' after 2 seconds"))
            #expect(result.seconds >= 1.9 && result.seconds < 15)
            #expect(!FileManager.default.fileExists(atPath: store.path))
            // Once it is released, the toggle goes through.
            kill(holder.processIdentifier, SIGKILL)
            holder.waitUntilExit()
            #expect(try Settingsc.run(["toggle", "--store", store.path, Self.definition, "wifi"], environment: impatient).stdout == "true\n")
        }
    }

    @Test func sixteenProcessesLoseNoUpdate() throws {
        try withConfig { config, env in
            let store = config.appendingPathComponent("store.plist").path
            let loops = (0..<16).map { toggleLoop(store: store, key: $0 % 2 == 0 ? "wifi" : "airplane", times: 10) }
            let outputs = try Settingsc.concurrently(loops, environment: env, timeout: 180)
            #expect(outputs.allSatisfy { !$0.contains("FAIL") })
            // 80 toggles each: both back at their defaults.
            let listed = try Settingsc.run(["switches", "--store", store, Self.definition], environment: env).stdout
            #expect(listed.hasPrefix("wifi\tfalse\nbluetooth\ttrue\nairplane\tfalse\n"))
        }
    }

    @Test func aStoreWrittenByAnotherToolKeepsEveryEntryThrough100Toggles() throws {
        guard let python = Tools.python ?? ["python3"].first else { return }
        try withConfig { config, env in
            let store = config.appendingPathComponent("foreign.plist")
            try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent("Tests/Fixtures/store/foreign.plist"), to: store)
            // The switch key holding a string counts as absent, with a warning.
            let first = try Settingsc.run(["get", "--store", store.path, Self.definition, "bluetooth"], environment: env)
            #expect(first.stdout == "true\n")
            #expect(first.stderr.contains("store entry 'bluetooth' is a string, not a boolean"))
            for _ in 0..<100 {
                #expect(try Settingsc.run(["toggle", "--store", store.path, Self.definition, "wifi"], environment: env).status == 0)
            }
            let compare = try Tools.run([python, "-c", """
            import plistlib, sys
            before = plistlib.load(open(sys.argv[1], 'rb'))
            after = plistlib.load(open(sys.argv[2], 'rb'))
            print('same' if before == after and list(before) == list(after) else f'{before}\\n!=\\n{after}')
            """, Settingsc.root.appendingPathComponent("Tests/Fixtures/store/foreign.plist").path, store.path])
            #expect(compare.output == "same\n", "\(compare.output)\(compare.error)")
            // set replaces the non-boolean entry.
            _ = try Settingsc.run(["set", "--store", store.path, Self.definition, "bluetooth", "off"], environment: env)
            #expect(try String(contentsOf: store, encoding: .utf8).contains("<key>bluetooth</key>\n\t<false/>"))
        }
    }

    @Test func theStoreIsValidForEveryPlistTool() throws {
        try withConfig { config, env in
            let store = config.appendingPathComponent("store.plist")
            try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent("Tests/Fixtures/store/foreign.plist"), to: store)
            _ = try Settingsc.run(["toggle", "--store", store.path, Self.definition, "airplane"], environment: env)
            let dtd = Settingsc.root.appendingPathComponent("Tests/Fixtures/store/PropertyList-1.0.dtd").path
            if (try? Tools.run(["sh", "-c", "command -v xmllint"]))?.status == 0 {
                let valid = try Tools.run(["xmllint", "--noout", "--nonet", "--dtdvalid", dtd, store.path])
                #expect(valid.status == 0, "\(valid.error)")
            }
            if (try? Tools.run(["sh", "-c", "command -v plutil"]))?.status == 0 {
                let lint = try Tools.run(["plutil", "-lint", store.path])
                #expect(lint.status == 0, "\(lint.output)\(lint.error)")
            }
            let python = try Tools.run(["python3", "-c", "import plistlib,sys; print(plistlib.load(open(sys.argv[1],'rb'))['airplane'])", store.path])
            #expect(python.output == "True\n")
        }
    }

    @Test func concurrentTogglesLoseNoUpdate() throws {
        try withConfig { config, env in
            let store = config.appendingPathComponent("store.plist").path
            // 8 processes toggle one key 25 times each; 8 more toggle one other key once each.
            let loops = Array(repeating: toggleLoop(store: store, key: "wifi", times: 25), count: 8)
                + (1...8).map { toggleLoop(store: store, key: "option\($0)", times: 1) }
            let outputs = try Settingsc.concurrently(loops, environment: env, timeout: 180)
            #expect(outputs.allSatisfy { !$0.contains("FAIL") }, "\(outputs)")
            let listed = try Settingsc.run(["switches", "--store", store, Self.definition], environment: env).stdout
            // 200 toggles of wifi bring it back to its default (false); each option was flipped once.
            #expect(listed.contains("wifi\tfalse\n"))
            for key in 1...8 { #expect(listed.contains("option\(key)\ttrue\n"), "option\(key)") }
            let stored = try String(contentsOfFile: store, encoding: .utf8)
            #expect(stored.contains("<key>wifi</key>\n\t<false/>"))
        }
    }

    @Test func twoShellsToggling1000TimesLeaveTheStartValue() throws {
        try withConfig { config, env in
            let store = config.appendingPathComponent("store.plist").path
            let loop = toggleLoop(store: store, key: "bluetooth", times: 500)
            let outputs = try Settingsc.concurrently([loop, loop], environment: env, timeout: 300)
            #expect(outputs.allSatisfy { !$0.contains("FAIL") })
            #expect(try Settingsc.run(["get", "--store", store, Self.definition, "bluetooth"], environment: env).stdout == "true\n")
            #expect(try String(contentsOfFile: store, encoding: .utf8).contains("<key>bluetooth</key>\n\t<true/>"))
        }
    }

    /// A shell loop of toggles (run in the foreground of its shell: no job control, no SIGCHLD needed).
    private func toggleLoop(store: String, key: String, times: Int) -> String {
        let definition = Settingsc.root.appendingPathComponent(Self.definition).path
        return "i=0; while [ $i -lt \(times) ]; do '\(Settingsc.binary.path)' toggle --store '\(store)' '\(definition)' \(key) "
            + ">/dev/null || echo FAIL; i=$((i+1)); done"
    }

    @Test func killedTogglesNeverLeaveABrokenStore() throws {
        try withConfig { config, env in
            // A large store makes each write slow enough that kills land in the middle of writing.
            let store = config.appendingPathComponent("store.plist")
            var big = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            for index in 0..<20_000 { big += "\t<key>entry\(index)</key>\n\t<string>value \(index) 한글</string>\n" }
            big += "\t<key>wifi</key>\n\t<true/>\n</dict>\n</plist>\n"
            try Data(big.utf8).write(to: store)
            // Seeded: the moments of the kills are the same on every run; SETTINGSC_TEST_SEED replays another.
            let seed = SplitMix64.seed(0x5107_0661)
            var generator = SplitMix64(seed: seed)
            var kills = 0
            for _ in 0..<200 {
                let process = Process()
                process.executableURL = Settingsc.binary
                process.arguments = ["toggle", "--store", store.path, Self.definition, "wifi"]
                var environment = ProcessInfo.processInfo.environment
                for (key, value) in env { environment[key] = value }
                process.environment = environment
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                usleep(UInt32.random(in: 0...60_000, using: &generator))
                if process.isRunning {
                    kill(process.processIdentifier, SIGKILL)
                    kills += 1
                }
                process.waitUntilExit()
                // Whatever happened, the store parses and wifi holds a value some toggle wrote.
                let state = try Settingsc.run(["get", "--store", store.path, Self.definition, "wifi"], environment: env)
                #expect(state.status == 0, "seed \(seed): \(state.stderr)")
                #expect(state.stdout == "true\n" || state.stdout == "false\n", "seed \(seed)")
                #expect(state.stderr.isEmpty, "\(state.stderr)")
            }
            let entries = try String(contentsOf: store, encoding: .utf8).components(separatedBy: "<key>entry").count - 1
            #expect(entries == 20_000)
            #expect(kills > 0, "no toggle was killed mid-run; the test proved nothing")
        }
    }
}

extension Settingsc {
    /// Runs shell scripts all at once, each in its own process, and returns what each printed.
    ///
    /// Not one script with `&` and `wait`: processes started by Foundation inherit a signal mask with
    /// SIGCHLD blocked, and the shell's `wait` then sleeps for ever.
    static func concurrently(_ scripts: [String], environment: [String: String], timeout: Double) throws -> [String] {
        let running = try scripts.map { script in
            try ProcessLauncher.start(URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: environment)
        }
        return try ProcessLauncher.wait(running, timeout: timeout).map { outcome in
            let text = outcome.stdout + outcome.stderr
            return outcome.status == 0 ? text : text + "FAIL (status \(outcome.status))"
        }
    }
}
