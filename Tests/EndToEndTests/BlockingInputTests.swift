import Foundation
import Testing

/// Files settingsc reads or touches besides its FILEs — a baseline, a configuration, accessor options,
/// a build stamp — are regular files or nothing: a FIFO (whose open waits for a writer or a reader) is
/// refused at once, with status 3 and a message that says what it is.
@Suite("blocking inputs (end to end)")
struct BlockingInputTests {
    /// Each run is killed after 10 s: before the fix every one of these waited forever in open(2) on the
    /// FIFO (and was killed by the timeout, failing `timedOut`).
    @Test(arguments: [
        ["validate", "--baseline", "fifo", "Settings.plist"],
        ["validate", "--config", "fifo", "Settings.plist"],
        ["generate", "swift", "--options-file", "fifo", "Settings.plist"],
        ["validate", "--touch", "fifo", "Settings.plist"],
    ])
    func aFIFOIsRefusedAtOnce(_ arguments: [String]) throws {
        let tree = try ProjectTree(["Settings.plist": ProjectTree.cellStyle])
        defer { tree.remove() }
        #expect(mkfifo(tree.root.appendingPathComponent("fifo").path, 0o644) == 0)
        let result = try Settingsc.run(arguments, directory: tree.root, timeout: 10)
        #expect(!result.timedOut, "\(arguments) waited on the FIFO")
        #expect(result.status == 3, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("fifo") && result.stderr.contains("it is not a regular file"),
                "\(arguments): \(result.stderr)")
    }
}
