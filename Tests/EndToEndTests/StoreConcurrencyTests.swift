import Foundation
import TestSupport
import Testing

/// The switch store under concurrency and crashes: a lock held by a stuck process, many processes and
/// shells toggling at once, toggles killed mid-write, and stores other tools wrote or must read.
@Suite("store commands under concurrency (end to end)")
struct StoreConcurrencyTests {
    @Test func aLockHeldByAStuckProcessIsWaitedForThenGivenUp() throws {
        try StoreCommandTests.withConfig { config, env in
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
            let result = try Settingsc.run(["toggle", "--store", store.path, StoreCommandTests.definition, "wifi"], environment: impatient)
            #expect(result.status == 3)
            #expect(result.stderr.hasPrefix("settingsc: waiting for another settingsc to finish with '\(store.path)' …\n"))
            #expect(result.stderr.contains("gave up waiting for the lock '\(store.path).lock' after 2 seconds"))
            #expect(result.seconds >= 1.9 && result.seconds < 15)
            #expect(!FileManager.default.fileExists(atPath: store.path))
            // Once it is released, the toggle goes through.
            kill(holder.processIdentifier, SIGKILL)
            holder.waitUntilExit()
            #expect(try Settingsc.run(["toggle", "--store", store.path, StoreCommandTests.definition, "wifi"], environment: impatient).stdout == "true\n")
        }
    }

    @Test func sixteenProcessesLoseNoUpdate() throws {
        try StoreCommandTests.withConfig { config, env in
            let store = config.appendingPathComponent("store.plist").path
            let loops = (0..<16).map { toggleLoop(store: store, key: $0 % 2 == 0 ? "wifi" : "airplane", times: 10) }
            let outputs = try Settingsc.concurrently(loops, environment: env, timeout: 180)
            #expect(outputs.allSatisfy { !$0.contains("FAIL") })
            // 80 toggles each: both back at their defaults.
            let listed = try Settingsc.run(["switches", "--store", store, StoreCommandTests.definition], environment: env).stdout
            #expect(listed.hasPrefix("wifi\tfalse\nbluetooth\ttrue\nairplane\tfalse\n"))
        }
    }

    @Test func aStoreWrittenByAnotherToolKeepsEveryEntryThrough100Toggles() throws {
        guard let python = Tools.python ?? ["python3"].first else { return }
        try StoreCommandTests.withConfig { config, env in
            let store = config.appendingPathComponent("foreign.plist")
            try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent("Tests/Fixtures/store/foreign.plist"), to: store)
            // The switch key holding a string counts as absent, with a warning.
            let first = try Settingsc.run(["get", "--store", store.path, StoreCommandTests.definition, "bluetooth"], environment: env)
            #expect(first.stdout == "true\n")
            #expect(first.stderr.contains("store entry 'bluetooth' is a string, not a boolean"))
            for _ in 0..<100 {
                #expect(try Settingsc.run(["toggle", "--store", store.path, StoreCommandTests.definition, "wifi"], environment: env).status == 0)
            }
            let compare = try Tools.run([python, "-c", """
            import plistlib, sys
            before = plistlib.load(open(sys.argv[1], 'rb'))
            after = plistlib.load(open(sys.argv[2], 'rb'))
            print('same' if before == after and list(before) == list(after) else f'{before}\\n!=\\n{after}')
            """, Settingsc.root.appendingPathComponent("Tests/Fixtures/store/foreign.plist").path, store.path])
            #expect(compare.output == "same\n", "\(compare.output)\(compare.error)")
            // set replaces the non-boolean entry.
            _ = try Settingsc.run(["set", "--store", store.path, StoreCommandTests.definition, "bluetooth", "off"], environment: env)
            #expect(try String(contentsOf: store, encoding: .utf8).contains("<key>bluetooth</key>\n\t<false/>"))
        }
    }

    @Test func theStoreIsValidForEveryPlistTool() throws {
        try StoreCommandTests.withConfig { config, env in
            let store = config.appendingPathComponent("store.plist")
            try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent("Tests/Fixtures/store/foreign.plist"), to: store)
            _ = try Settingsc.run(["toggle", "--store", store.path, StoreCommandTests.definition, "airplane"], environment: env)
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
        try StoreCommandTests.withConfig { config, env in
            let store = config.appendingPathComponent("store.plist").path
            // 8 processes toggle one key 25 times each; 8 more toggle one other key once each.
            let loops = Array(repeating: toggleLoop(store: store, key: "wifi", times: 25), count: 8)
                + (1...8).map { toggleLoop(store: store, key: "option\($0)", times: 1) }
            let outputs = try Settingsc.concurrently(loops, environment: env, timeout: 180)
            #expect(outputs.allSatisfy { !$0.contains("FAIL") }, "\(outputs)")
            let listed = try Settingsc.run(["switches", "--store", store, StoreCommandTests.definition], environment: env).stdout
            // 200 toggles of wifi bring it back to its default (false); each option was flipped once.
            #expect(listed.contains("wifi\tfalse\n"))
            for key in 1...8 { #expect(listed.contains("option\(key)\ttrue\n"), "option\(key)") }
            let stored = try String(contentsOfFile: store, encoding: .utf8)
            #expect(stored.contains("<key>wifi</key>\n\t<false/>"))
        }
    }

    @Test func twoShellsToggling1000TimesLeaveTheStartValue() throws {
        try StoreCommandTests.withConfig { config, env in
            let store = config.appendingPathComponent("store.plist").path
            let loop = toggleLoop(store: store, key: "bluetooth", times: 500)
            let outputs = try Settingsc.concurrently([loop, loop], environment: env, timeout: 300)
            #expect(outputs.allSatisfy { !$0.contains("FAIL") })
            #expect(try Settingsc.run(["get", "--store", store, StoreCommandTests.definition, "bluetooth"], environment: env).stdout == "true\n")
            #expect(try String(contentsOfFile: store, encoding: .utf8).contains("<key>bluetooth</key>\n\t<true/>"))
        }
    }

    /// A shell loop of toggles (run in the foreground of its shell: no job control, no SIGCHLD needed).
    private func toggleLoop(store: String, key: String, times: Int) -> String {
        let definition = Settingsc.root.appendingPathComponent(StoreCommandTests.definition).path
        return "i=0; while [ $i -lt \(times) ]; do '\(Settingsc.binary.path)' toggle --store '\(store)' '\(definition)' \(key) "
            + ">/dev/null || echo FAIL; i=$((i+1)); done"
    }

    @Test func killedTogglesNeverLeaveABrokenStore() throws {
        try StoreCommandTests.withConfig { config, env in
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
                process.arguments = ["toggle", "--store", store.path, StoreCommandTests.definition, "wifi"]
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
                let state = try Settingsc.run(["get", "--store", store.path, StoreCommandTests.definition, "wifi"], environment: env)
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
