import Foundation
import TestSupport
import Testing

/// An app's own preferences file as the store: a binary plist as Foundation writes it
/// (made here with plistlib's FMT_BINARY) stays binary and valid, every foreign entry kept in order,
/// under the same lock, atomic replace and crash guarantees as an XML store.
@Suite("binary stores (end to end)")
struct BinaryStoreTests {
    static let bundle = "Tests/Fixtures/values/EveryKind/Settings.bundle"

    /// A preferences file such as Foundation writes: binary, keys sorted, entries of every plist type.
    static let preferences = """
        import plistlib, sys, datetime
        value = {'NSLanguages': ['ko', 'en'], 'launchCount': 12, 'lastOpened': datetime.datetime(2026, 11, 1, 9, 30),
                 'blob': b'\\x00\\x01', 'nested': {'a': 1.5, 'b': [True, 'x']}, 'WebKitDiskImageCacheSavedCacheDirectory': ''}
        open(sys.argv[1], 'wb').write(plistlib.dumps(value, fmt=plistlib.FMT_BINARY))
        """

    private func python(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try Tools.run(["python3", "-c", script] + arguments)
    }

    @Test func aScriptOfSetToggleResetLeavesExactlyTheExpectedTypedValues() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("com.example.everykind.plist").path
        #expect(try python(Self.preferences, [store]).status == 0)
        let script: [[String]] = [
            ["set", "sound", "off"], ["toggle", "cellular"], ["toggle", "logging"], ["set", "volume", "0.75"],
            ["set", "speed", "2"], ["set", "skip", "10 seconds"], ["set", "theme", "light"], ["set", "quality", "Low"],
            ["set", "name", "김지우"], ["set", "token", "xyz"], ["reset", "token"], ["set", "plan", "plus"],
            ["set", "build", "319"], ["toggle", "beta"], ["set", "ratio", "0.5"], ["set", "synced", "on"],
            ["set", "since", "2026-11-23T09:30:00Z"], ["set", "theme", "dark"], ["reset", "quality"], ["toggle", "cellular"],
        ]
        for step in script {
            let result = try Settingsc.run([step[0], "--store", store, Self.bundle] + step.dropFirst())
            #expect(result.status == 0 && result.stderr.isEmpty, "\(step): \(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)).starts(with: Array("bplist00".utf8)))
        // Types compared exactly (in Python 1 == 1.0 == True); foreign entries first, in their order.
        let check = """
            import plistlib, sys, datetime
            value = plistlib.load(open(sys.argv[1], 'rb'))
            foreign = [('NSLanguages', ['ko', 'en']), ('WebKitDiskImageCacheSavedCacheDirectory', ''), ('blob', b'\\x00\\x01'),
                       ('lastOpened', datetime.datetime(2026, 11, 1, 9, 30)), ('launchCount', 12),
                       ('nested', {'a': 1.5, 'b': [True, 'x']})]
            ours = [('sound', False), ('cellular', 'NO'), ('logging', 0), ('volume', 0.75), ('speed', 2.0), ('skip', 10),
                    ('theme', 'dark'), ('name', '김지우'), ('plan', 'plus'), ('build', 319), ('beta', True), ('ratio', 0.5),
                    ('synced', True), ('since', datetime.datetime(2026, 11, 23, 9, 30))]
            expected = foreign + ours
            got = list(value.items())
            same = len(got) == len(expected) and all(k == l and v == w and type(v) is type(w)
                                                      for (k, v), (l, w) in zip(got, expected))
            sys.exit(0 if same else print(got) or 1)
            """
        let compared = try python(check, [store])
        #expect(compared.status == 0, "\(compared.output)\(compared.error)")
        if (try? Tools.run(["sh", "-c", "command -v plutil"]))?.status == 0 {
            let lint = try Tools.run(["plutil", "-lint", store])
            #expect(lint.status == 0, "\(lint.output)\(lint.error)")
        }
        // What the app would read back is what settingsc prints.
        let listed = try Settingsc.run(["values", "--store", store, Self.bundle]).stdout
        #expect(listed.hasPrefix("sound\tfalse\ncellular\tfalse\nlogging\tfalse\nvolume\t0.75\nspeed\t2\nskip\t10\ntheme\tdark\n"
            + "quality\t2\nname\t김지우\ntoken\tabc\n"), "\(listed)")
    }

    /// 8 processes × 25 commands on one binary store: 20 set/toggle on keys of their own (so every lost
    /// update shows as a wrong value) and 5 toggles of one shared switch (40 in all: back to its default).
    @Test func eightProcessesOfMixedSetAndToggleLoseNoUpdate() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = try Self.writeCrowdBundle(in: directory)
        let store = directory.appendingPathComponent("prefs.plist").path
        #expect(try python(Self.preferences, [store]).status == 0)
        let binary = Settingsc.binary.path
        var scripts: [String] = []
        var expected: [String: String] = [:]
        for process in 0..<8 {
            var lines: [String] = []
            for step in 0..<25 {
                let key = "p\(process)s\(step)"
                let command: (name: String, operands: String)
                switch step % 5 {
                case 4: command = ("toggle", "shared")
                case 0, 2: (command, expected[key]) = (("toggle", key), "YES")
                case 1: (command, expected[key]) = (("set", "\(key) \(step)"), "\(step).0")
                default: (command, expected[key]) = (("set", "\(key) 'Choice \(step)'"), "\(step)")
                }
                lines.append("'\(binary)' \(command.name) --store '\(store)' '\(bundle)' \(command.operands) >/dev/null || echo FAIL")
            }
            scripts.append(lines.joined(separator: "\n"))
        }
        let started = Date()
        let outputs = try Settingsc.concurrently(scripts, environment: [:], timeout: 300)
        let seconds = Date().timeIntervalSince(started)
        #expect(outputs.allSatisfy { !$0.contains("FAIL") }, "\(outputs)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)).starts(with: Array("bplist00".utf8)))
        let check = """
            import plistlib, sys, json
            value = plistlib.load(open(sys.argv[1], 'rb'))
            expected = json.loads(sys.argv[2])
            lost = [k for k, v in expected.items() if k not in value or str(value[k]) != v]
            foreign = ['NSLanguages', 'WebKitDiskImageCacheSavedCacheDirectory', 'blob', 'lastOpened', 'launchCount', 'nested']
            print(len(lost), value.get('shared', 'absent'), list(value)[:6] == foreign)
            """
        let json = String(decoding: try JSONSerialization.data(withJSONObject: expected), as: UTF8.self)
        let result = try python(check, [store, json])
        // No key lost, the shared switch toggled 40 times (stored as NO again), foreign entries first.
        #expect(result.output == "0 NO True\n", "\(result.output)\(result.error)")
        print("binary store, 8 processes × 25 set/toggle: \(result.output.split(separator: " ").first ?? "?") lost updates "
            + "of 160 own keys, shared switch \(result.output.split(separator: " ").dropFirst().first ?? "?") "
            + "after 40 toggles, \(String(format: "%.1f", seconds)) s")
    }

    /// SIGKILL at random moments while set/toggle rewrite a large binary store: the store always parses,
    /// stays binary, and keeps all 5,000 foreign entries. The delays span about one whole command (timed
    /// first, then widened after each kill and narrowed after each command that finished, whatever the
    /// machine's load), so kills land while it reads, while it writes and after it finished.
    @Test func killedCommandsNeverLeaveABrokenBinaryStore() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("prefs.plist")
        let make = """
            import plistlib, sys
            value = {'entry%05d' % i: 'value %d 한글' % i for i in range(5000)}
            value['cellular'] = 'NO'
            open(sys.argv[1], 'wb').write(plistlib.dumps(value, fmt=plistlib.FMT_BINARY))
            """
        #expect(try python(make, [store.path]).status == 0)
        let toggle = ["toggle", "--store", store.path, Self.bundle, "cellular"]
        let timed = try (0..<3).map { _ in try Settingsc.run(toggle).seconds }.sorted()[1]
        var span = timed * 1.5
        // Seeded: the moments of the kills are the same on every run; SETTINGSC_TEST_SEED replays another.
        let seed = SplitMix64.seed(0xB1_0A47)
        var generator = SplitMix64(seed: seed)
        var (kills, finished) = (0, 0)
        let rounds = 120
        for round in 0..<rounds {
            let process = Process()
            process.executableURL = Settingsc.binary
            process.arguments = round % 2 == 0 ? toggle : ["set", "--store", store.path, Self.bundle, "volume", "0.\(round)"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...UInt32(span * 1_000_000), using: &generator))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal {
                kills += 1
                span *= 1.1
            } else if process.terminationStatus == 0 {
                finished += 1
                span *= 0.95
            }
            let state = try Settingsc.run(["get", "--store", store.path, Self.bundle, "cellular"])
            #expect(state.status == 0 && state.stderr.isEmpty, "seed \(seed): \(state.stderr)")
            #expect(state.stdout == "true\n" || state.stdout == "false\n", "seed \(seed)")
        }
        #expect(try Data(contentsOf: store).starts(with: Array("bplist00".utf8)))
        let count = try python("import plistlib,sys; v = plistlib.load(open(sys.argv[1],'rb')); "
            + "print(sum(1 for k in v if k.startswith('entry')), type(v['cellular']).__name__, type(v['volume']).__name__)",
            [store.path])
        #expect(count.output == "5000 str float\n", "\(count.output)\(count.error)")
        // A killed writer's temporary file stays until the next write, which removes it.
        let temporaries = { try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".tmp-") } }
        let leftovers = try temporaries().count
        #expect(try Settingsc.run(toggle).status == 0)
        #expect(try temporaries().isEmpty)
        print("binary store SIGKILL sweep: one command \(Int(timed * 1000)) ms; \(kills) of \(rounds) killed, "
            + "\(finished) finished; the store valid after every one; \(leftovers) temporary file(s) waiting for the "
            + "next write, none after it")
        #expect(kills > 0 && finished > 0, "kills must land both before and after commands finish")
    }

    /// A bundle with a shared switch and, for each of 8 processes, 25 keys: toggles with YES/NO values,
    /// sliders from 0 to 100, multi-values whose titles name integer values.
    private static func writeCrowdBundle(in directory: URL) throws -> String {
        let bundle = directory.appendingPathComponent("Crowd/Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        func toggle(_ key: String) -> String {
            "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>\(key)</string>"
                + "<key>Key</key><string>\(key)</string><key>DefaultValue</key><string>NO</string>"
                + "<key>TrueValue</key><string>YES</string><key>FalseValue</key><string>NO</string></dict>"
        }
        var items = [toggle("shared")]
        for process in 0..<8 {
            for step in 0..<25 {
                let key = "p\(process)s\(step)"
                switch step % 5 {
                case 4: break
                case 0, 2: items.append(toggle(key))
                case 1:
                    items.append("<dict><key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>\(key)</string>"
                        + "<key>DefaultValue</key><integer>0</integer><key>MinimumValue</key><integer>0</integer>"
                        + "<key>MaximumValue</key><integer>100</integer></dict>")
                default:
                    items.append("<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>\(key)</string>"
                        + "<key>Key</key><string>\(key)</string><key>DefaultValue</key><integer>0</integer>"
                        + "<key>Titles</key><array><string>None</string><string>Choice \(step)</string></array>"
                        + "<key>Values</key><array><integer>0</integer><integer>\(step)</integer></array></dict>")
                }
            }
        }
        let page = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict><key>PreferenceSpecifiers</key>"
            + "<array>\n" + items.joined(separator: "\n") + "\n</array></dict>\n</plist>\n"
        try Data(page.utf8).write(to: bundle.appendingPathComponent("Root.plist"))
        return bundle.path
    }
}
