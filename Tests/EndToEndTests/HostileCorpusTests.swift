import Diagnostics
import Foundation
import Testing

/// Every input in Tests/Fixtures/hostile against its expected outcome (expected.tsv): exit status, the
/// rule and line of the first problem, no crash, no hang (runs are killed after 20 s), and nothing from
/// outside the file in the output. Plus the inputs too big to commit, made here.
@Suite("Hostile corpus (end to end)")
struct HostileCorpusTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var status: Int32
        var rule: String?
        var line: Int?
        var testDescription: String { file }
    }

    static let directory = "Tests/Fixtures/hostile"

    static let cases: [Case] = {
        let manifest = (try? String(contentsOf: Settingsc.root.appendingPathComponent("\(directory)/expected.tsv"),
                                    encoding: .utf8)) ?? ""
        return manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return Case(file: fields[0], status: Int32(fields[1])!, rule: fields[2] == "-" ? nil : fields[2],
                        line: Int(fields[3]))
        }
    }()

    @Test func theCorpusHasAtLeastFiftyInputs() throws {
        #expect(Self.cases.count >= 50)
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Settingsc.root.appendingPathComponent(Self.directory).path).filter { $0.hasSuffix(".plist") }
        #expect(Set(files) == Set(Self.cases.map(\.file)), "expected.tsv and the directory disagree")
    }

    @Test(arguments: cases)
    func outcome(_ item: Case) throws {
        try check("\(Self.directory)/\(item.file)", status: item.status, rule: item.rule, line: item.line)
    }

    @Test func nesting100000Deep() throws {
        try generated("<plist>" + String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000)
                      + "</plist>\n", status: 1, rule: "limit-exceeded", line: 2)
    }

    @Test func textNode20MB() throws {
        try generated("<plist><string>" + String(repeating: "a", count: 20_000_000) + "</string></plist>\n",
                      status: 1, rule: "limit-exceeded", line: 2)
    }

    @Test func dictionaryWith100000Keys() throws {
        // Duplicate detection must stay linear in the number of keys.
        // Inside a valid screen, as the value of one unknown key (a warning, not one per key).
        var body = "<plist><array><dict><key>SectionTitle</key><string>S</string><key>Data</key><array><dict>"
            + "<key>CellStyle</key><string>SettingBasicCell</string><key>Content</key><string>R</string>\n<key>Extra</key><dict>"
        for index in 0..<100_000 { body += "<key>k\(index)</key><true/>" }
        try generated(body + "<key>k5</key><false/></dict></dict></array></dict></array></plist>\n",
                      status: 1, rule: "duplicate-key", line: 3)
    }

    private func generated(_ body: String, status: Int32, rule: String, line: Int) throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("generated.plist")
        try Data(("<?xml version=\"1.0\"?>\n" + body).utf8).write(to: file)
        // Debug and sanitizer builds run these giant inputs far slower than the release build (which
        // takes under 0.2 s), so the kill that catches hangs waits longer here.
        try check(file.path, status: status, rule: rule, line: line, timeout: 180)
    }

    private func check(_ path: String, status: Int32, rule: String?, line: Int?, timeout: Double = 20,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let result = try Settingsc.run(["validate", path], timeout: timeout)
        #expect(!result.timedOut, "hang", sourceLocation: sourceLocation)
        #expect(result.status == status, "\(result.stderr.prefix(600))", sourceLocation: sourceLocation)
        // The first error (for inputs that fail) or warning (for legal ones), with its position.
        let severity = status == 0 ? "warning" : "error"
        let first = result.stderr.split(separator: "\n").first { $0.hasPrefix(path + ":") && $0.contains(": \(severity): ") }
        if let rule {
            #expect(first?.hasSuffix("[\(rule)]") == true, "\(first ?? "no \(severity)")", sourceLocation: sourceLocation)
            if let line {
                #expect(first?.hasPrefix("\(path):\(line):") == true, "\(first ?? "")", sourceLocation: sourceLocation)
            }
        } else {
            #expect(first == nil, "\(first ?? "")", sourceLocation: sourceLocation)
        }
        // Every line on stderr is settingsc's own: a diagnostic, its excerpt, or the count. Nothing that
        // libxml2 printed by itself ("parser error :", "encoding error :").
        for line in result.stderr.split(separator: "\n") {
            let own = line.hasPrefix(path + ":") || line.hasPrefix(" ") || line.hasPrefix("settingsc: ")
                || line.range(of: #"^\d+ (error|warning)s?(, \d+ warnings?)?$"#, options: .regularExpression) != nil
            #expect(own, "not settingsc's output: \(line)", sourceLocation: sourceLocation)
        }
        // Nothing from outside the file: not /etc/passwd, not the machine's files.
        for leak in ["root:x:0", "/bin/bash", "nologin"] {
            #expect(!result.stdout.contains(leak) && !result.stderr.contains(leak), sourceLocation: sourceLocation)
        }
    }
}
