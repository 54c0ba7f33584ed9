import Foundation
import Testing

/// `validate --touch PATH`: the stamp a build step declares as its output, written only when the run
/// succeeds.
@Suite("validate --touch")
struct ValidateTouchTests {
    @Test func aPassingRunCreatesTheStampAndALaterOneUpdatesIt() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stamp = directory.appendingPathComponent("derived/sources/settingsc.stamp")
        let result = try Settingsc.run(["validate", "--touch", stamp.path, "Samples/Settings.plist"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(try Data(contentsOf: stamp).isEmpty)

        let past = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: stamp.path)
        #expect(try Settingsc.run(["validate", "--touch=\(stamp.path)", "Samples/MyApp/Settings.bundle"]).status == 0)
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: stamp.path)[.modificationDate] as? Date)
        #expect(modified.timeIntervalSince(past) > 3000)
    }

    @Test func noStampWhenTheRunFails() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stamp = directory.appendingPathComponent("settingsc.stamp")
        let broken = try Settingsc.run(["validate", "--touch", stamp.path, "-"],
                                       stdin: Data("<plist version=\"1.0\"><array><string>x</string></array></plist>".utf8))
        #expect(broken.status == 1)
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
        // A warning fails a --strict run: still no stamp.
        let warning = try Settingsc.run(["validate", "--strict", "--touch", stamp.path, "-"],
                                        stdin: Data("<plist version=\"1.0\"><array><dict><key>Data</key><array/></dict></array></plist>".utf8))
        #expect(warning.status == 1, "\(warning.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
        let missing = try Settingsc.run(["validate", "--touch", stamp.path, directory.appendingPathComponent("none.plist").path])
        #expect(missing.status == 3)
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
    }

    @Test func aStampThatCannotBeWrittenIsAnIOFailure() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("file")
        try Data().write(to: file)
        let result = try Settingsc.run(["validate", "--touch", file.path + "/stamp", "Samples/Settings.plist"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("settingsc: error: cannot write '\(file.path)': Not a directory"), "\(result.stderr)")
    }
}
