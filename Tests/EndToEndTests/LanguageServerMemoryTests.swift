import Foundation
import Testing

/// `settingsc lsp` over 10,000 `didChange` (an editor left open all day): the built server, a process of its
/// own, so that its resident memory is its own and not the test runner's (where other suites allocate
/// at the same time).
@Suite("settingsc lsp: memory over a long session")
struct LanguageServerMemoryTests {
    /// Standard output as it arrives; whether the answer to request `awaited` has been seen.
    private final class Output: @unchecked Sendable {
        // NSLock (a pthread mutex) rather than Synchronization's Mutex, which ThreadSanitizer cannot see
        // and reported as a race between the reading thread and the test.
        private let lock = NSLock()
        private var tail: [UInt8] = []
        private var seen: Set<Int> = []

        func append(_ bytes: [UInt8]) {
            lock.lock()
            defer { lock.unlock() }
            tail += bytes
            // Answers are `"id":N` followed by `,` or `}`; the tail kept covers one cut in half.
            let text = String(decoding: tail, as: UTF8.self)
            var rest = text[...]
            while let range = rest.range(of: "\"id\":") {
                let digits = rest[range.upperBound...].prefix { $0.isNumber }
                if let id = Int(digits) { seen.insert(id) }
                rest = rest[range.upperBound...]
            }
            if tail.count > 64 { tail.removeFirst(tail.count - 64) }
        }

        private var ended = false

        /// The output has ended.
        func end() {
            lock.lock()
            defer { lock.unlock() }
            ended = true
        }

        /// Waits up to a minute for the output's end; whether it came.
        func waitForEnd() -> Bool {
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                lock.lock()
                let done = ended
                lock.unlock()
                if done { return true }
                Thread.sleep(forTimeInterval: 0.005)
            }
            return false
        }

        func hasSeen(_ id: Int) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return seen.contains(id)
        }
    }

    private static func residentBytes(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }

    @Test func tenThousandChangesKeepTheServersMemoryFlat() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = directory.appendingPathComponent("Settings.bundle")
        try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent("Samples/MyApp/Settings.bundle"), to: bundle)
        let page = bundle.appendingPathComponent("Root.plist")
        let uri = page.absoluteString
        let text = try String(contentsOf: page, encoding: .utf8)

        let process = Process()
        process.executableURL = Settingsc.binary
        process.arguments = ["lsp"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let received = Output()
        try process.run()
        // Read on a thread of the test's own, in blocking reads to the end of the output (the child's
        // exit: `Process` closed this side's copy of the pipe's writing end). Not `readabilityHandler`:
        // its libdispatch read source is the one place the tests used libdispatch's event loop, and
        // `make test-tsan` died twice in that loop (a SEGV in `_dispatch_event_loop_drain`) while this
        // test ran.
        let reader = Thread {
            while case let data = output.fileHandleForReading.availableData, !data.isEmpty { received.append([UInt8](data)) }
            received.end()
        }
        reader.start()
        // SIGKILL: the test runner's children start with SIGTERM blocked (ProcessLauncher).
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        func send(_ message: [String: Any]) throws {
            let body = try JSONSerialization.data(withJSONObject: message.merging(["jsonrpc": "2.0"]) { old, _ in old })
            input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }
        /// Asks for the page's symbols and waits for the answer: every change before it has been read.
        func settle(_ id: Int) throws -> Bool {
            try send(["id": id, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": uri]]])
            let deadline = Date().addingTimeInterval(120)
            while !received.hasSeen(id) {
                if Date() > deadline || !process.isRunning { return false }
                Thread.sleep(forTimeInterval: 0.005)
            }
            return true
        }

        try send(["id": 1, "method": "initialize", "params": ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:]]])
        try send(["method": "initialized", "params": [:]])
        try send(["method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": uri, "languageId": "xml", "version": 1, "text": text]]])
        var baseline: Int?
        for version in 2...10_001 {
            // An empty line in after the comment, then out again.
            let insert = version % 2 == 0
            let range: [String: Any] = ["start": ["line": 4, "character": 0],
                                        "end": ["line": insert ? 4 : 5, "character": 0]]
            try send(["method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": range, "text": insert ? "\n" : ""]]]])
            if (version - 1) % 1_000 == 0 {
                #expect(try settle(version), "no answer after \(version - 1) changes")
                if version == 1_001 { baseline = Self.residentBytes(of: process.processIdentifier) }
            }
        }
        let now = Self.residentBytes(of: process.processIdentifier)
        try send(["id": 99_999, "method": "shutdown"])
        try send(["method": "exit"])
        input.fileHandleForWriting.closeFile()
        process.waitUntilExit()
        #expect(received.waitForEnd(), "the server's output did not end with it")
        #expect(process.terminationStatus == 0)
        let (before, after) = (try #require(baseline), try #require(now))
        // Under AddressSanitizer freed memory is quarantined, not reused: LeakSanitizer checks leaks there.
        if !Tools.addressSanitized {
            #expect(after - before < 16 << 20, "resident memory grew by \((after - before) >> 20) MB over 9,000 changes")
        }
    }
}
