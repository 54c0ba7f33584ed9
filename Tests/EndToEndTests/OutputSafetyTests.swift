import PropertyList
import Foundation
import Testing

/// Where `render --output`, `generate swift --output`, `fix` and the store write: only regular files are replaced by rename, with their mode, owner and group; anything
/// else is written as it is; an output never replaces its own input. Never tried on the real /dev/null
/// or /dev/zero: the tests make FIFOs and (as root) device nodes of their own.
@Suite("Output safety (end to end)")
struct OutputSafetyTests {
    static let sample = "Samples/Settings.plist"

    /// What settingsc prints for `arguments` on standard output.
    private func stdout(_ arguments: [String]) throws -> String {
        let result = try Settingsc.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// Runs settingsc with `arguments` while `cat` reads `fifo` into `copy`; what cat read.
    private func throughFIFO(_ fifo: URL, _ arguments: [String], copy: URL) throws -> (Settingsc.Result, String) {
        let reader = try ProcessLauncher.start(URL(fileURLWithPath: "/bin/sh"),
                                               ["-c", "exec timeout -s KILL 15 cat \"$0\" > \"$1\"", fifo.path, copy.path])
        let result = try Settingsc.run(arguments, timeout: 20)
        // Before the fix the FIFO was replaced by a regular file and cat waited for ever: killed after 15 s.
        let read = try ProcessLauncher.wait([reader], timeout: 20)[0]
        #expect(read.status == 0, "nobody wrote into the FIFO")
        return (result, (try? String(contentsOf: copy, encoding: .utf8)) ?? "")
    }

    private static func permissions(_ url: URL) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as! Int
    }

    // Finding 1 (seen failing before the fix: the FIFO became a regular file, the link a file, cat hung).
    @Test func aFIFOOrALinkToOneIsWrittenThroughNotReplaced() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("preview.fifo")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let link = directory.appendingPathComponent("preview-link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "preview.fifo")
        let expectedRender = try stdout(["render", Self.sample])
        let expectedSwift = try stdout(["generate", "swift", Self.sample])
        for (target, name) in [(fifo, "fifo"), (link, "link")] {
            let copy = directory.appendingPathComponent("read-\(name)")
            let (render, rendered) = try throughFIFO(fifo, ["render", "--output", target.path, Self.sample], copy: copy)
            #expect(render.status == 0, "\(render.stderr)")
            #expect(rendered == expectedRender)
            let (generate, generated) = try throughFIFO(fifo, ["generate", "swift", "--output", target.path, Self.sample],
                                                        copy: copy)
            #expect(generate.status == 0, "\(generate.stderr)")
            #expect(generated == expectedSwift)
        }
        #expect(isFIFO(fifo.path), "the FIFO is still a FIFO")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "preview.fifo", "the link is kept")
        // Nothing was left beside them.
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["preview-link", "preview.fifo", "read-fifo", "read-link"])
    }

    // Finding 1 with a device: a character device of the test's own (as root), never the real /dev/null.
    @Test(.enabled(if: getuid() == 0, "needs root to make a device node"))
    func aDeviceIsWrittenNotReplaced() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let null = directory.appendingPathComponent("null")
        #expect(mknod(null.path, S_IFCHR | 0o666, deviceNumber(1, 3)) == 0)
        for arguments in [["render", "--output", null.path, Self.sample], ["generate", "swift", "--output", null.path, Self.sample]] {
            let result = try Settingsc.run(arguments)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(isCharacterDevice(null.path), "\(arguments[0]) replaced the device")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["null"])
    }

    // Finding 2 (seen failing before the fix: killed after 20 s, it read its own output first).
    @Test func generateToDevStdoutThroughAPipeDoesNotHang() throws {
        let expected = try stdout(["generate", "swift", Self.sample])
        let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"),
                                              ["-c", "timeout -s KILL 15 \"$0\" generate swift --output /dev/stdout \"$1\" | cat",
                                               Settingsc.binary.path, Self.sample],
                                              directory: Settingsc.root, timeout: 20)
        #expect(!outcome.timedOut && !outcome.stderr.contains("Killed"), "it waited for its own output")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == expected)
    }

    // Finding 3 (seen failing before the fix: 0666 under umask 027, and the 0600 file became 0666).
    @Test func newOutputsHonourTheUmaskAndRewrittenOnesKeepTheirMode() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let swift = directory.appendingPathComponent("AppSettings.swift")
        let text = directory.appendingPathComponent("preview.txt")
        let script = """
        umask 027
        "$0" generate swift --output "$1" "$3" && "$0" render --output "$2" "$3"
        """
        let first = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"),
                                            ["-c", script, Settingsc.binary.path, swift.path, text.path, Self.sample],
                                            directory: Settingsc.root, timeout: 20)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try Self.permissions(swift) == 0o640)
        #expect(try Self.permissions(text) == 0o640)
        // Existing files, with modes of their own and contents that change: the modes stay.
        try Data("old".utf8).write(to: swift)
        try Data("old".utf8).write(to: text)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: swift.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: text.path)
        let second = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"),
                                             ["-c", script, Settingsc.binary.path, swift.path, text.path, Self.sample],
                                             directory: Settingsc.root, timeout: 20)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try String(contentsOf: swift, encoding: .utf8) != "old")
        #expect(try Self.permissions(swift) == 0o600)
        #expect(try Self.permissions(text) == 0o664)
    }

    // Finding 7 (seen failing before the fix: status 0 and the input replaced by its own rendering).
    @Test func anOutputThatIsTheInputIsRefused() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent(Self.sample),
                                         to: directory.appendingPathComponent("Settings.plist"))
        try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent("Samples/MyApp/Settings.bundle"),
                                         to: directory.appendingPathComponent("Settings.bundle"))
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.plist").path,
                                                   withDestinationPath: "Settings.plist")
        let original = try Data(contentsOf: directory.appendingPathComponent("Settings.plist"))
        let root = try Data(contentsOf: directory.appendingPathComponent("Settings.bundle/Root.plist"))
        let cases: [[String]] = [
            ["render", "--output", "Settings.plist", "Settings.plist"],
            ["render", "--output", "./Settings.plist", "link.plist"],
            ["render", "--output", "link.plist", "Settings.plist"],
            ["generate", "swift", "--output", "Settings.plist", "Settings.plist"],
            ["render", "--output", "Settings.bundle/Root.plist", "Settings.bundle"],
            ["generate", "swift", "--output", "Settings.bundle/en.lproj/Root.strings", "Settings.bundle"],
        ]
        for arguments in cases {
            let result = try Settingsc.run(arguments, directory: directory)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("is also its input"), "\(arguments): \(result.stderr)")
        }
        #expect(try Data(contentsOf: directory.appendingPathComponent("Settings.plist")) == original)
        #expect(try Data(contentsOf: directory.appendingPathComponent("Settings.bundle/Root.plist")) == root)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("link.plist").path)
                == "Settings.plist")
        // A file beside the input is fine.
        #expect(try Settingsc.run(["render", "--output", "preview.txt", "Settings.plist"], directory: directory).status == 0)
    }

    // Finding 8 (seen failing before the fix: every file ended up owned by root, uid 0).
    @Test(.enabled(if: getuid() == 0, "needs root to give files to another user"))
    func rootKeepsTheOwnerAndGroupOfWhatItRewrites() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = ["preview.txt", "AppSettings.swift", "store.plist", "Settings.plist"]
        for name in names {
            try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent("Samples/broken/unknown-cell-style.plist"),
                                             to: directory.appendingPathComponent(name))
        }
        try Data(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict/></plist>"#.utf8)
            .write(to: directory.appendingPathComponent("store.plist"))
        for name in names { #expect(chown(directory.appendingPathComponent(name).path, 1234, 2345) == 0) }
        let runs: [[String]] = [
            ["render", "--output", "preview.txt", "../../Samples/Settings.plist"],
            ["generate", "swift", "--output", "AppSettings.swift", "../../Samples/Settings.plist"],
            ["set", "--store", "store.plist", "../../Samples/Settings.plist", "autoLogin", "true"],
            ["fix", "Settings.plist"],
        ]
        for arguments in runs {
            let absolute = arguments.map { $0.hasPrefix("../../") ? Settingsc.root.appendingPathComponent(String($0.dropFirst(6))).path : $0 }
            let result = try Settingsc.run(absolute, directory: directory)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        for name in names {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
            #expect(attributes[.ownerAccountID] as? Int == 1234, "\(name)")
            #expect(attributes[.groupOwnerAccountID] as? Int == 2345, "\(name)")
        }
        #expect(try String(contentsOf: directory.appendingPathComponent("Settings.plist"), encoding: .utf8)
                .contains("SettingSwitchCell"), "fix did fix it")
    }

    // Finding 8, the other half: a user who cannot give the file back to its owner is refused.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                   "needs root and setpriv to run as another user"))
    func aWriterThatCannotKeepTheOwnerIsRefused() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(chmod(directory.path, 0o777) == 0)
        let file = directory.appendingPathComponent("Settings.plist")
        try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent("Samples/broken/unknown-cell-style.plist"), to: file)
        #expect(chmod(file.path, 0o666) == 0)  // root's file, which uid 1234 may write but not own
        let original = try Data(contentsOf: file)
        let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                              ["--reuid=1234", "--regid=1234", "--clear-groups", Settingsc.binary.path,
                                               "fix", file.path],
                                              environment: ["NO_COLOR": "1"], directory: directory, timeout: 20)
        #expect(outcome.status == 3, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("cannot keep its owner"), "\(outcome.stderr)")
        #expect(try Data(contentsOf: file) == original)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes[.ownerAccountID] as? Int == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Settings.plist"])
    }

    // Finding 14 (seen failing before the fix: `--store ''` was ignored, status 0, the default store written).
    @Test func anEmptyPathIsAUsageError() throws {
        let config = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: config) }
        let environment = ["XDG_CONFIG_HOME": config.path, "SETTINGSC_STORE": ""]
        for arguments in [["set", "--store", "", Self.sample, "autoLogin", "true"], ["get", "--store=", Self.sample, "autoLogin"],
                          ["render", "--store", "", Self.sample], ["store-path", "--store", "", Self.sample],
                          ["render", "--output", "", Self.sample], ["generate", "swift", "--output", "", Self.sample]] {
            let result = try Settingsc.run(arguments, environment: environment)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("needs a path"), "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: config.path).isEmpty, "no store was written")
    }

    // Finding 15 (seen failing before the fix: the dead writer's temporary file stayed).
    @Test func temporariesOfDeadWritersAreRemovedAndLiveOnesKept() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let deadPID = try Settingsc.deadProcessID()
        for (output, command) in [("preview.txt", ["render", "--output"]), ("AppSettings.swift", ["generate", "swift", "--output"])] {
            let dead = directory.appendingPathComponent(".\(output).tmp-\(deadPID)-0")
            let live = directory.appendingPathComponent(".\(output).tmp-\(getpid())-0")
            // A dead pid whose file is still locked: a writer in another pid namespace, alive.
            let locked = directory.appendingPathComponent(".\(output).tmp-\(deadPID)-1")
            for file in [dead, live, locked] { try Data("half".utf8).write(to: file) }
            let holder = open(locked.path, O_RDONLY)
            #expect(flock(holder, LOCK_EX) == 0)
            defer { close(holder) }
            let result = try Settingsc.run(command + [directory.appendingPathComponent(output).path, Self.sample])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dead.path), "\(output): the dead writer's file is removed")
            #expect(FileManager.default.fileExists(atPath: live.path), "\(output): a live writer's file is kept")
            #expect(FileManager.default.fileExists(atPath: locked.path), "\(output): a locked file is kept")
        }
    }
}

/// Whether `path` is a FIFO (not following a link).
func isFIFO(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
}

/// Whether `path` is a character device (not following a link).
func isCharacterDevice(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR
}

/// Linux's device number for a small major and minor (glibc's `makedev` is a macro Swift cannot call).
func deviceNumber(_ major: UInt64, _ minor: UInt64) -> dev_t {
    dev_t(major << 8 | minor)
}
