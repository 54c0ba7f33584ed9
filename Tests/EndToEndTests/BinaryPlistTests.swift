import PropertyList
import Foundation
import Testing

/// Binary property lists everywhere a plist is read: definitions, bundle pages, compiled
/// `.strings` tables and the store, which stays binary when it was. The binary files are made here
/// with Python's plistlib, the reference other tools are checked against.
@Suite("binary plists (end to end)")
struct BinaryPlistTests {
    /// Converts `source` (any plist) to binary with plistlib, into `target`.
    private func binary(_ source: String, to target: URL) throws {
        let result = try Tools.run(["python3", "-c", """
            import plistlib, sys
            value = plistlib.load(open(sys.argv[1], 'rb'))
            open(sys.argv[2], 'wb').write(plistlib.dumps(value, fmt=plistlib.FMT_BINARY))
            """, source, target.path])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func aBinaryDefinitionRendersExactlyAsItsXMLTwin() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let converted = directory.appendingPathComponent("Settings.plist")
        try binary(Settingsc.root.appendingPathComponent("Samples/Settings.plist").path, to: converted)
        #expect(try Data(contentsOf: converted).starts(with: Array("bplist00".utf8)))
        let empty = directory.appendingPathComponent("empty-store.plist").path
        for format in ["text", "json", "html"] {
            let xml = try Settingsc.run(["render", "--format", format, "--width", "60", "--store", empty, "Samples/Settings.plist"])
            let bin = try Settingsc.run(["render", "--format", format, "--width", "60", "--store", empty, converted.path])
            #expect(bin.status == 0, "\(bin.stderr)")
            if format == "json" {
                // Lines are source positions; a binary file has none, everything else is the same.
                let strip = { (text: String) in text.replacingOccurrences(of: #""line": [0-9]+"#, with: "", options: .regularExpression) }
                #expect(strip(bin.stdout) == strip(xml.stdout))
            } else {
                #expect(bin.stdout == xml.stdout, "\(format)")
            }
        }
        #expect(try Settingsc.run(["validate", converted.path]).status == 0)
    }

    @Test func aBrokenBinaryDefinitionIsReportedWithAByteOffset() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Broken.plist")
        // A root array holding one string: not a section.
        let result = try Tools.run(["python3", "-c", "import plistlib,sys; open(sys.argv[1],'wb').write(plistlib.dumps(['x'], fmt=plistlib.FMT_BINARY))", file.path])
        #expect(result.status == 0)
        let validate = try Settingsc.run(["validate", file.path])
        #expect(validate.status == 1)
        #expect(validate.stderr.hasPrefix("\(file.path): error: a section must be a dictionary, found a string (at byte "),
                "\(validate.stderr)")
        let sarif = try Settingsc.run(["validate", "--diagnostics", "sarif", file.path])
        #expect(sarif.stdout.contains("\"byteOffset\": "))
        let json = try Settingsc.run(["validate", "--diagnostics", "json", file.path])
        #expect(try Tools.schemaViolation(json.stdout, schema: "diagnostics.schema.json") == nil)
    }

    @Test func binaryPagesAndCompiledTablesInABundle() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = directory.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        let script = """
            import plistlib, sys
            b = sys.argv[1]
            root = {'StringsTable': 'Root', 'PreferenceSpecifiers': [
                {'Type': 'PSToggleSwitchSpecifier', 'Title': 'Sound', 'Key': 'sound', 'DefaultValue': True},
                {'Type': 'PSToggleSwitchSpecifier', 'Title': 'Vibrate', 'Key': 'vibrate', 'DefaultValue': False}]}
            open(b + '/Root.plist', 'wb').write(plistlib.dumps(root, fmt=plistlib.FMT_BINARY))
            open(b + '/de.lproj/Root.strings', 'wb').write(plistlib.dumps({'Sound': 'Ton'}, fmt=plistlib.FMT_BINARY))
            """
        #expect(try Tools.run(["python3", "-c", script, bundle.path]).status == 0)
        let result = try Settingsc.run(["validate", bundle.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("\(bundle.path)/Root.plist: warning: 'Vibrate' has no translation in 'Root.strings' "
            + "of de.lproj (at byte "), "\(result.stderr)")
    }

    @Test func aBinaryStoreStaysBinaryWithForeignEntriesKept() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("com.example.app.plist")
        let make = """
            import plistlib, sys, datetime
            value = {'NSLanguages': ['ko', 'en'], 'launchCount': 12, 'lastOpened': datetime.datetime(2026, 11, 1, 9, 30),
                     'blob': b'\\x00\\x01', 'wifi': True, 'nested': {'a': 1.5}}
            open(sys.argv[1], 'wb').write(plistlib.dumps(value, fmt=plistlib.FMT_BINARY))
            """
        #expect(try Tools.run(["python3", "-c", make, store.path]).status == 0)
        let definition = "Tests/Fixtures/store/switches.plist"
        #expect(try Settingsc.run(["get", "--store", store.path, definition, "wifi"]).stdout == "true\n")
        #expect(try Settingsc.run(["toggle", "--store", store.path, definition, "wifi"]).stdout == "false\n")
        #expect(try Settingsc.run(["set", "--store", store.path, definition, "bluetooth", "on"]).status == 0)
        let bytes = try Data(contentsOf: store)
        #expect(bytes.starts(with: Array("bplist00".utf8)), "the store was rewritten as XML")
        let check = """
            import plistlib, sys, datetime
            value = plistlib.load(open(sys.argv[1], 'rb'))
            expected = {'NSLanguages': ['ko', 'en'], 'launchCount': 12, 'lastOpened': datetime.datetime(2026, 11, 1, 9, 30),
                        'blob': b'\\x00\\x01', 'wifi': False, 'nested': {'a': 1.5}, 'bluetooth': True}
            # plistlib wrote the keys sorted; settingsc keeps that order and appends the new key.
            order = sorted(k for k in expected if k != 'bluetooth') + ['bluetooth']
            sys.exit(0 if value == expected and list(value) == order else print(value) or 1)
            """
        let compared = try Tools.run(["python3", "-c", check, store.path])
        #expect(compared.status == 0, "\(compared.output)")
    }

    /// Found by make fuzz: a binary plist may hold characters XML cannot (U+0000…). Such a store is read,
    /// but not rewritten (settingsc writes only what converts both ways): status 3, the file untouched.
    @Test func aBinaryStoreWithCharactersXMLCannotHoldIsLeftAlone() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("prefs.plist")
        let make = "import plistlib,sys; open(sys.argv[1],'wb').write(plistlib.dumps({'note': 'a\\x00b', 'wifi': True}, fmt=plistlib.FMT_BINARY))"
        #expect(try Tools.run(["python3", "-c", make, store.path]).status == 0)
        let before = try Data(contentsOf: store)
        let definition = "Tests/Fixtures/store/switches.plist"
        #expect(try Settingsc.run(["get", "--store", store.path, definition, "wifi"]).stdout == "true\n")
        let toggle = try Settingsc.run(["toggle", "--store", store.path, definition, "wifi"])
        #expect(toggle.status == 3)
        #expect(toggle.stderr.contains(": U+0 in 'a"), "\(toggle.stderr)")
        #expect(toggle.stderr.contains("b' cannot be written (XML property lists cannot hold it)"), "\(toggle.stderr)")
        #expect(try Data(contentsOf: store) == before)
    }

    /// Every broken binary fixture (Tests/Fixtures/binary/expected.tsv, made by
    /// scripts/make-binary-fixtures.py) through the built binary: status 1, its rule at its byte
    /// offset, no hang, nothing but settingsc's own lines.
    @Test func everyBrokenBinaryFixtureIsPlacedByByte() throws {
        let manifest = try String(contentsOf: Settingsc.root.appendingPathComponent("Tests/Fixtures/binary/expected.tsv"),
                                  encoding: .utf8)
        var broken = 0
        for line in manifest.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields[1] == "1" else { continue }
            broken += 1
            let path = "Tests/Fixtures/binary/\(fields[0])"
            let result = try Settingsc.run(["validate", path], timeout: 20)
            #expect(!result.timedOut && result.status == 1, "\(path): \(result.stderr.prefix(300))")
            // Its rule at its offset (a dictionary root may first be reported as no settings page).
            let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
            #expect(errors.contains { $0.hasPrefix("\(path): error: ") && $0.hasSuffix("(at byte \(fields[3])) [\(fields[2])]") },
                    "\(path): \(errors)")
            for output in result.stderr.split(separator: "\n") {
                let own = output.hasPrefix(path + ":") || output.range(of: #"^\d+ errors?(, \d+ warnings?)?$"#,
                                                                       options: .regularExpression) != nil
                #expect(own, "\(path): not settingsc's output: \(output)")
            }
        }
        #expect(broken >= 50)
    }
}
