import Foundation
import Testing

/// Files checked on several threads at once. libxml2 keeps its last error per thread only in its
/// threaded mode; the statically linked release binary once ran it non-threaded (nothing pulled in
/// `pthread_equal`, which libxml2 references weakly and checks at start-up), so two threads reporting
/// XML errors at the same moment shared one error record and corrupted the heap. `validate` over 60
/// files holding merge-conflict markers then aborted ("malloc(): unaligned tcache chunk detected",
/// "double free or corruption") or crashed with SIGSEGV in 8 of 20 runs. `make test` runs these on the
/// release binary too, where the fault lived: the debug build links the shared, threaded libxml2.
@Suite("parallel parsing")
struct ParallelParsingTests {
    /// A definition a merge left its conflict markers in, the everyday broken file.
    static func conflicted(_ index: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <array>
        \t<dict>
        \t\t<key>SectionTitle</key>
        <<<<<<< HEAD
        \t\t<string>General \(index)</string>
        =======
        \t\t<string>Common \(index)</string>
        >>>>>>> feature
        \t\t<key>Data</key>
        \t\t<array/>
        \t</dict>
        </array>
        </plist>

        """
    }

    /// 60 broken definitions (30 cell-style files, 30 bundles' root pages) validated 20 times: every run
    /// reports each file's conflict at its line and column, and none crashes.
    @Test func brokenFilesCheckedInParallelNeverCrash() throws {
        let folder = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<60 {
            let app = folder.appendingPathComponent("app\(index)")
            let file = index % 2 == 0 ? app.appendingPathComponent("Settings.plist")
                : app.appendingPathComponent("Settings.bundle/Root.plist")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.conflicted(index).write(to: file, atomically: false, encoding: .utf8)
        }
        for run in 0..<20 {
            let result = try Settingsc.run(["validate", "--no-config", "--diagnostics", "json", "."],
                                           directory: folder, timeout: 60)
            #expect(result.status == 1, "run \(run): status \(result.status)\n\(result.stderr.suffix(2_000))")
            let reported = Set(result.stdout.matches(of: /"file": "(app\d+\/[^"]+)", "line": 7, "column": 1, "severity": "error", "rule": "xml-syntax"/)
                .map { String($0.output.1) })
            #expect(reported.count == 60, "run \(run): \(reported.count) files reported\n\(result.stdout.prefix(2_000))")
            #expect(result.stderr.isEmpty, "run \(run): \(result.stderr.prefix(2_000))")
            if result.status != 1 || reported.count != 60 { break }
        }
    }

    /// The binary says how its libxml2 runs; a build that leaves it non-threaded is caught here rather
    /// than by a crash one run in five.
    @Test func libxml2RunsThreaded() throws {
        let result = try Settingsc.run(["--version", "--verbose"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix(", threaded\n"), "\(result.stdout)")
        #expect(result.stdout.hasPrefix("settingsc 0.1.0 (libxml2 2."), "\(result.stdout)")
        let extra = try Settingsc.run(["--version", "--json"])
        #expect(extra.status == 2)
        #expect(extra.stderr.hasPrefix("settingsc: error: --version takes only --verbose, not '--json'\n"), "\(extra.stderr)")
    }
}
