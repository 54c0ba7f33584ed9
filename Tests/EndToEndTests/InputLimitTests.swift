import Foundation
import Testing

/// What settingsc reads is bounded whatever it is: the 256 MiB input
/// limit holds for streams and devices as for files, a file known to be larger is refused before it is
/// read, and the store is a regular file or nothing. Devices are the tests' own nodes, never /dev/zero.
@Suite("Input limits (end to end)")
struct InputLimitTests {
    static let sample = "Samples/Settings.plist"

    // Finding 5 (seen failing before the fix: killed by SIGABRT after allocating 17 GB, when the source
    // line for the diagnostic was read from the device again, without a limit).
    @Test(.enabled(if: getuid() == 0, "needs root to make a device node"))
    func anEndlessDeviceIsReadWithinTheLimit() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let zero = directory.appendingPathComponent("zero")
        #expect(mknod(zero.path, S_IFCHR | 0o444, deviceNumber(1, 5)) == 0)
        let result = try Settingsc.run(["validate", zero.path], timeout: 120)
        #expect(!result.timedOut)
        #expect(result.status == 1, "\(result.stderr.prefix(300))")
        #expect(result.stderr.hasPrefix("\(zero.path):1:1: error: "), "\(result.stderr.prefix(300))")
        #expect(result.stderr.utf8.count < 1_000, "no source line is shown from a device")
    }

    // Finding 5 (seen failing before the fix: the 256 MiB were read, then parsed as a document).
    @Test func anEndlessStreamIsRefusedAtTheLimit() throws {
        let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"),
                                              ["-c", "yes | timeout -s KILL 100 \"$0\" validate -", Settingsc.binary.path],
                                              directory: Settingsc.root, timeout: 120)
        #expect(!outcome.timedOut)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("<stdin>:1:1: error: input is larger than 256 MiB; refusing to read it [limit-exceeded]"),
                "\(outcome.stderr.prefix(300))")
    }

    // Finding 11 (seen failing before the fix: a syntax error at the first NUL, after reading into it).
    @Test func aFileKnownToBeTooLargeIsRefusedBeforeReading() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 300 MB that take no disk: a header, then a hole.
        let big = directory.appendingPathComponent("store.plist")
        try Data("<?xml version=\"1.0\"?>\n<plist><dict>".utf8).write(to: big)
        #expect(truncate(big.path, 300 << 20) == 0)
        let store = try Settingsc.run(["get", "--store", big.path, Self.sample, "autoLogin"])
        #expect(store.status == 3)
        #expect(store.stderr.contains("store.plist:1:1: error: input is larger than 256 MiB; refusing to read it [limit-exceeded]"),
                "\(store.stderr)")
        let validate = try Settingsc.run(["validate", big.path])
        #expect(validate.status == 1)
        #expect(validate.stderr.contains("store.plist:1:1: error: input is larger than 256 MiB; refusing to read it"),
                "\(validate.stderr)")
    }

    // Finding 12 (seen failing before the fix: killed after 20 s, holding the lock, and `.lock` made).
    @Test func aStoreThatIsNotARegularFileIsRefusedBeforeLocking() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("store.fifo")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let link = directory.appendingPathComponent("store-link.plist")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "store.fifo")
        var stores = [fifo.path, link.path, directory.path]
        if getuid() == 0 {
            let zero = directory.appendingPathComponent("zero")
            #expect(mknod(zero.path, S_IFCHR | 0o666, deviceNumber(1, 5)) == 0)
            stores.append(zero.path)
        }
        for store in stores {
            for arguments in [["set", "--store", store, Self.sample, "autoLogin", "true"], ["get", "--store", store, Self.sample, "autoLogin"],
                              ["render", "--store", store, Self.sample]] {
                let result = try Settingsc.run(arguments, timeout: 20)
                #expect(!result.timedOut, "\(arguments)")
                #expect(result.status == 3, "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains("is not a regular file") || result.stderr.contains("is a directory"),
                        "\(arguments): \(result.stderr)")
            }
        }
        #expect(isFIFO(fifo.path))
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".lock") }
        #expect(left.isEmpty, "no lock file was made: \(left)")
    }
}
