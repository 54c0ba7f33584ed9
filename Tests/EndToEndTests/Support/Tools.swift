import Foundation
import Testing

/// The outside programs some tests drive; `make test` installs them (scripts/ensure-deps.sh).
enum Tools {
    /// Runs a program found on PATH, returning its status and output; killed after `timeout` seconds.
    static func run(_ arguments: [String], timeout: Double = 60) throws -> (status: Int32, output: String, error: String) {
        let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, timeout: timeout)
        return (outcome.status, outcome.stdout, outcome.stderr)
    }

    /// Whether these tests (and so the settingsc they run, built alongside) are built with
    /// AddressSanitizer (`make test-asan`): its runtime is then linked into this process. Freed memory
    /// waits in its quarantine (up to 256 MB), so resident memory says nothing there, and every run is
    /// several times slower.
    static let addressSanitized: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// Whether these tests (and the settingsc they run) are built with ThreadSanitizer (`make test-tsan`),
    /// its runtime then linked into this process: every run is many times slower there too.
    static let threadSanitized: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

    /// Chromium's binary name on this system.
    static let chromium: String? = ["chromium", "chromium-browser", "google-chrome"].first { name in
        (try? run(["sh", "-c", "command -v \(name)"]))?.status == 0
    }

    /// A Python that can `import jsonschema`.
    static let python: String? = ["python3", "/usr/bin/python3"].first { python in
        (try? run([python, "-c", "import jsonschema"]))?.status == 0
    }

    /// Validates a JSON document against one of the repository's schemas; nil when it conforms.
    static func schemaViolation(_ json: String, schema: String) throws -> String? {
        guard let python else {
            Issue.record("no Python with jsonschema; `make test` installs python3-jsonschema")
            return "no validator"
        }
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("document.json")
        try Data(json.utf8).write(to: document)
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        errors = [e.message for e in jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[2])))]
        print("\\n".join(errors))
        sys.exit(1 if errors else 0)
        """
        let schemaPath = Settingsc.root.appendingPathComponent("docs/\(schema)").path
        let result = try run([python, "-c", script, schemaPath, document.path])
        return result.status == 0 ? nil : result.output + result.error
    }

    /// The display width of each line, measured independently of settingsc's own width function
    /// (wcwidth's rules via Python's unicodedata); nil without Python. Lines with emoji sequences
    /// (ZWJ, VS16, skin tones), where terminals disagree, should be left out by the caller.
    static func displayWidths(_ lines: [String]) throws -> [Int]? {
        guard let python else { return nil }
        let result = try run([python, "-c", """
        import sys, unicodedata
        def w(ch):
            if unicodedata.category(ch) in ('Mn', 'Me', 'Cf') or 0x1160 <= ord(ch) <= 0x11FF: return 0
            return 2 if unicodedata.east_asian_width(ch) in 'WF' else 1
        for line in sys.argv[1:]: print(sum(w(c) for c in line))
        """] + lines)
        return result.output.split(separator: "\n").compactMap { Int($0) }
    }
}
