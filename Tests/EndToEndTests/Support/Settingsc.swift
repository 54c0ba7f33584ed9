import PropertyList
import Foundation
import Testing

/// Runs the built `settingsc` binary and captures everything it did.
enum Settingsc {
    typealias Result = ProcessLauncher.Outcome

    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `$SETTINGSC_BIN`, else the `settingsc` built next to this test bundle.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["SETTINGSC_BIN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On macOS the tests run inside a .xctest bundle.
        while directory.pathExtension == "xctest" || directory.lastPathComponent == "MacOS"
            || directory.lastPathComponent == "Contents" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("settingsc")
    }()

    /// Runs settingsc with `arguments` in the repository root; a run past `timeout` is killed and fails.
    /// `NO_COLOR` is cleared (empty means unset), so that colour follows the test's own options.
    @discardableResult
    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
                    directory: URL? = nil, timeout: Double = 20) throws -> Result {
        var environment = environment
        if environment["NO_COLOR"] == nil { environment["NO_COLOR"] = "" }
        return try ProcessLauncher.run(binary, arguments, environment: environment, directory: directory ?? root,
                                       stdin: stdin, timeout: timeout)
    }

    /// The id of a process that has ended: free (until reused, which a test run does not reach), so a
    /// temporary file named after it is one a killed writer left.
    static func deadProcessID() throws -> Int32 {
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        return gone.processIdentifier
    }

    /// The README and every page under docs/, one after the other: what a user reads, wherever a
    /// section of it stands.
    static func documentation() throws -> String {
        let docs = root.appendingPathComponent("docs")
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try ([root.appendingPathComponent("README.md")] + pages.map { docs.appendingPathComponent($0) })
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
