import Foundation

/// Starts programs for the end-to-end tests and collects what they did. Output goes to files, not
/// pipes, so a large output cannot fill a pipe and stall the program; a run past its timeout is killed
/// (SIGKILL: only the program itself, so a shell script guards its own children with `timeout`).
enum ProcessLauncher {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
        var timedOut: Bool
    }

    /// A started program and where its output goes.
    struct Running {
        fileprivate let process: Process
        fileprivate let scratch: URL
        fileprivate let started: Date
    }

    /// Starts `executable`; `environment` is added to this process's own, `stdin` fed from a file.
    static func start(_ executable: URL, _ arguments: [String], environment: [String: String] = [:],
                      directory: URL? = nil, stdin: Data? = nil) throws -> Running {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in ["out", "err", "in"] {
            _ = FileManager.default.createFile(atPath: scratch.appendingPathComponent(name).path,
                                               contents: name == "in" ? stdin ?? Data() : nil)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = try FileHandle(forWritingTo: scratch.appendingPathComponent("out"))
        process.standardError = try FileHandle(forWritingTo: scratch.appendingPathComponent("err"))
        process.standardInput = try FileHandle(forReadingFrom: scratch.appendingPathComponent("in"))
        try process.run()
        return Running(process: process, scratch: scratch, started: Date())
    }

    /// Waits for all of them (killing those still running after `timeout` seconds).
    static func wait(_ running: [Running], timeout: Double) throws -> [Outcome] {
        let deadline = Date().addingTimeInterval(timeout)
        while running.contains(where: { $0.process.isRunning }) && Date() < deadline { usleep(2_000) }
        let timedOut = running.map { $0.process.isRunning }
        // SIGKILL, not terminate()'s SIGTERM: children started from the test runner's threads inherit a
        // signal mask that blocks SIGTERM, so a hung program ignored it and the wait below never ended.
        for item in running where item.process.isRunning { kill(item.process.processIdentifier, SIGKILL) }
        return try zip(running, timedOut).map { item, killed in
            item.process.waitUntilExit()
            defer { try? FileManager.default.removeItem(at: item.scratch) }
            return Outcome(status: item.process.terminationStatus,
                           stdout: try contents(item.scratch.appendingPathComponent("out")),
                           stderr: try contents(item.scratch.appendingPathComponent("err")),
                           seconds: Date().timeIntervalSince(item.started), timedOut: killed)
        }
    }

    /// Starts one program and waits for it.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:],
                    directory: URL? = nil, stdin: Data? = nil, timeout: Double) throws -> Outcome {
        try wait([start(executable, arguments, environment: environment, directory: directory, stdin: stdin)],
                 timeout: timeout)[0]
    }

    private static func contents(_ file: URL) throws -> String {
        // Empty files are not read: Foundation's Data(contentsOf:) leaks a buffer on them (Linux).
        let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        return size == 0 ? "" : String(decoding: try Data(contentsOf: file), as: UTF8.self)
    }
}
