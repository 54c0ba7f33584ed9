import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Resident memory of `settingsc validate`, from the kernel's count for that one child process (`wait4`'s
/// `ru_maxrss`), so that what other tests allocate meanwhile does not count.
///
/// The same check used to run inside the test process, reading its own `VmRSS` around 2,000 parses.
/// Tests run in parallel there, and on a loaded machine the others' allocations during those parses made
/// it fail with no leak at all (19.4 MB of growth in one CI run, 0.2 s and well under the limit alone).
@Suite("Parser memory")
struct ParserMemoryTests {
    /// Runs settingsc with `arguments`, its output thrown away; its peak resident memory in KB.
    static func peakKilobytes(_ arguments: [String]) throws -> Int {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([Settingsc.binary.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0]!, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return usage.ru_maxrss
    }

    @Test func entityDeclarationsDoNotLeakTheSAXDocument() throws {
        // libxml2 builds a "SAX compatibility" document to hold entity declarations even in SAX mode, and
        // leaves it to the caller: kept, it was ~25 KB per file that declares an entity (about 45 MB over
        // the 1,800 files between the two runs below); freed, the two runs peak alike.
        // Under AddressSanitizer freed memory sits in quarantine and ThreadSanitizer's allocator keeps it
        // too, so resident memory says nothing there; LeakSanitizer checks for leaks at exit instead.
        guard !Tools.addressSanitized, !Tools.threadSanitized else { return }
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bytes = Data("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"b\">]>\n<plist><array/></plist>\n".utf8)
        var files: [String] = []
        for index in 0..<2_000 {
            let file = directory.appendingPathComponent("s-\(index).plist")
            try bytes.write(to: file)
            files.append(file.path)
        }
        let few = try Self.peakKilobytes(["validate", "--no-config"] + files.prefix(200))
        let many = try Self.peakKilobytes(["validate", "--no-config"] + files)
        #expect(many - few < 10_000, "peak resident memory \(few) KB for 200 files, \(many) KB for 2,000")
    }
}
