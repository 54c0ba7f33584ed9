import PropertyList
import Foundation
import SettingsCompiler
import Testing

@Suite("Switch store")
struct SwitchStoreTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test func aMissingStoreIsEmptyAndTheFirstWriteCreatesItPrivately() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a/b/store.plist").path
        let store = ValueStore(path: path)
        #expect(try store.read().get() == PlistDictionary())
        let result = store.update { dictionary in
            dictionary.set("wifi", to: PlistNode(.bool(true)))
            return (true, "done")
        }
        #expect(try result.get() == "done")
        #expect(try store.read().get()["wifi"]?.value == .bool(true))
        #expect(try mode(path) == 0o600)
        #expect(try mode(directory.appendingPathComponent("a/b").path) == 0o700)
        #expect(try mode(directory.appendingPathComponent("a").path) == 0o700)
    }

    @Test func foreignEntriesAndTheirOrderSurvive() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("store.plist").path
        let original = Golden.root.appendingPathComponent("Tests/Fixtures/store/foreign.plist")
        try FileManager.default.copyItem(atPath: original.path, toPath: path)
        let store = ValueStore(path: path)
        let before = try store.read().get()
        for _ in 0..<10 {
            _ = store.update { dictionary in
                let on = dictionary["wifi"]?.value == .bool(true)
                dictionary.set("wifi", to: PlistNode(.bool(!on)))
                return (true, ())
            }
        }
        let after = try store.read().get()
        #expect(after.entries.map(\.key) == before.entries.map(\.key))
        #expect(after == before)
    }

    @Test func nonBooleanEntriesCountAsAbsentWithAWarning() throws {
        let (screen, _) = compile(plist("""
        <array><dict><key>SectionTitle</key><string>S</string><key>Data</key><array>
        <dict><key>CellStyle</key><string>SettingSwitchCell</string><key>Content</key><string>A</string>
        <key>DefaultValue</key><true/></dict></array></dict></array>
        """))
        let dictionary = PlistDictionary([.init(key: "A", value: PlistNode(.string("no"), at: .init(line: 4, column: 2)))])
        let (states, warnings) = ValueStore(path: "s.plist").states(in: dictionary, for: screen)
        #expect(states.isOn(screen.switches[0]))
        #expect(warnings == ["s.plist:4:2: store entry 'A' is a string, not a boolean; the default applies until it is set"])
    }

    @Test func aCorruptStoreIsReportedAndNeverOverwritten() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("store.plist").path
        let garbage = Data("<plist><dict><key>a</key><true/>\n<key>b</dict></plist>".utf8)
        try garbage.write(to: URL(fileURLWithPath: path))
        let result = ValueStore(path: path).update { _ in (true, ()) }
        guard case .failure(.corrupt(let report)) = result else {
            Issue.record("expected a corrupt store, got \(result)")
            return
        }
        #expect(report.file.displayName == path)
        #expect(report.diagnostics.first?.location.line == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func aStoreThatIsNotADictionaryIsRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("store.plist").path
        try Data(plist("<array/>").utf8).write(to: URL(fileURLWithPath: path))
        guard case .failure(.notADictionary(_, let found)) = ValueStore(path: path).read() else {
            Issue.record("expected a refusal")
            return
        }
        #expect(found == "array")
    }

    @Test func aSymlinkedStoreIsFollowedAndKept() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("dotfiles/real.plist").path
        try FileManager.default.createDirectory(atPath: directory.appendingPathComponent("dotfiles").path,
                                                withIntermediateDirectories: true)
        let link = directory.appendingPathComponent("store.plist").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "dotfiles/real.plist")
        let store = ValueStore(path: link)
        _ = store.update { dictionary in
            dictionary.set("wifi", to: PlistNode(.bool(true)))
            return (true, ())
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "dotfiles/real.plist")
        #expect(try ValueStore(path: target).read().get()["wifi"]?.value == .bool(true))
    }

    @Test func nothingIsWrittenWhenNothingChanged() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A missing store stays missing, and neither its directory nor a lock file is made.
        let path = directory.appendingPathComponent("config/settingsc/store.plist").path
        _ = ValueStore(path: path).update { _ in (false, ()) }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("config").path))
    }

    @Test func aWriterKilledMidWriteLeavesATemporaryFileTheNextWriteRemoves() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("prefs.plist").path
        // A process that has exited: its PID runs nothing now. This process is alive.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let abandoned = directory.appendingPathComponent(".prefs.plist.tmp-\(gone.processIdentifier)-0").path
        let live = directory.appendingPathComponent(".prefs.plist.tmp-\(getpid())-7").path
        let unrelated = directory.appendingPathComponent(".other.plist.tmp-\(gone.processIdentifier)-0").path
        for file in [abandoned, live, unrelated] { _ = FileManager.default.createFile(atPath: file, contents: Data("half".utf8)) }
        _ = ValueStore(path: path).update { dictionary in
            dictionary.set("wifi", to: PlistNode(.bool(true)))
            return (true, ())
        }
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(FileManager.default.fileExists(atPath: unrelated))
    }
}
