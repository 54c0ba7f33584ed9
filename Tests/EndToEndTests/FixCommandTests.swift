import Foundation
import Testing

/// `settingsc fix`: the built binary on copies, compared byte for byte with files made independently
/// (Tests/Fixtures/fix, by scripts/make-fix-fixtures.py), its streams and statuses.
@Suite("fix (end to end)")
struct FixCommandTests {
    static let variants = ["utf8", "utf8-bom", "utf16le", "utf16be", "latin1", "crlf", "cr"]
    static let fixedFiles = ["Settings.plist", "Settings.bundle/Root.plist", "Settings.bundle/Advanced.plist"]

    /// A fresh copy of `path` (a file or folder of the repository) in a temporary directory.
    private func copy(_ path: String, as name: String? = nil) throws -> (directory: URL, copy: URL) {
        let directory = try Settingsc.temporaryDirectory()
        let source = Settingsc.root.appendingPathComponent(path)
        let copy = directory.appendingPathComponent(name ?? source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: copy)
        return (directory, copy)
    }

    private func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    @Test(arguments: variants)
    func everyFixInEveryEncodingAndLineEnding(_ variant: String) throws {
        let fixtures = "Tests/Fixtures/fix/\(variant)"
        let (directory, input) = try copy("\(fixtures)/input")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Settingsc.run(["fix", "Settings.plist", "Settings.bundle"], directory: input)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = Settingsc.root.appendingPathComponent("\(fixtures)/expected")
        #expect(result.stdout == (try String(contentsOf: expected.appendingPathComponent("output.txt"), encoding: .utf8)))
        for file in Self.fixedFiles {
            #expect(try bytes(input.appendingPathComponent(file)) == bytes(expected.appendingPathComponent(file)),
                    "\(variant)/\(file) differs from the expected bytes")
        }
        // What is left is reported as validate reports it: the key written with a character reference.
        let validate = try Settingsc.run(["validate", "Settings.plist", "Settings.bundle"], directory: input)
        #expect(result.stderr == validate.stderr)
        #expect(result.stderr.contains("Settings.plist:25:5: warning: unknown row key 'Detial'; did you mean 'Detail'? [unknown-key]"))
        #expect(!result.stderr.contains("fixed:"))
        // Nothing left to fix: a second run changes nothing.
        let again = try Settingsc.run(["fix", "Settings.plist", "Settings.bundle"], directory: input)
        #expect(again.status == 0 && again.stdout.isEmpty)
    }

    /// Every broken sample with a certain repair: `fix` leaves a file that no longer breaks the sample's
    /// rule and that differs from the original exactly at the spans `validate --diagnostics json`
    /// announced (its `fix` objects, applied here by the test itself).
    @Test func everyBrokenSampleWithACertainRepair() throws {
        let root = Settingsc.root
        let plists = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Samples/broken").path)
            .filter { $0.hasSuffix(".plist") }.map { "Samples/broken/\($0)" }
        let bundles = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Samples/broken-bundles").path)
            .filter { !$0.hasSuffix(".md") }.map { "Samples/broken-bundles/\($0)" }
        var repaired: [String] = []
        for sample in (plists + bundles).sorted() {
            let rule = URL(fileURLWithPath: sample).deletingPathExtension().lastPathComponent
            let isBundle = !sample.hasSuffix(".plist")
            let (directory, copied) = try copy(sample, as: isBundle ? rule : "\(rule).plist")
            defer { try? FileManager.default.removeItem(at: directory) }
            let target = isBundle ? copied.appendingPathComponent("Settings.bundle") : copied
            let json = try Settingsc.run(["validate", "--diagnostics", "json", target.path])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let entries = try #require(object["diagnostics"] as? [[String: Any]])
            var spans: [String: [(offset: Int, length: Int, replacement: String)]] = [:]
            for entry in entries {
                guard let fix = entry["fix"] as? [String: Any], let file = entry["file"] as? String else { continue }
                spans[file, default: []].append((fix["offset"] as! Int, fix["length"] as! Int, fix["replacement"] as! String))
            }
            var originals: [String: [UInt8]] = [:]
            for file in spans.keys { originals[file] = try bytes(URL(fileURLWithPath: file)) }

            let result = try Settingsc.run(["fix", target.path])
            guard !spans.isEmpty else {
                #expect(result.stdout.isEmpty, "\(sample): nothing is certain, nothing changes")
                continue
            }
            repaired.append(sample)
            #expect(result.stdout.split(separator: "\n").count == spans.values.reduce(0) { $0 + $1.count }, "\(sample): \(result.stdout)")
            for (file, fixes) in spans {
                var expected = originals[file]!
                for fix in fixes.sorted(by: { $0.offset > $1.offset }) {
                    expected.replaceSubrange(fix.offset..<(fix.offset + fix.length), with: Array(fix.replacement.utf8))
                }
                #expect(try bytes(URL(fileURLWithPath: file)) == expected, "\(sample): \(file) changed elsewhere")
            }
            let after = try Settingsc.run(["validate", "--diagnostics", "json", target.path])
            #expect(!after.stdout.contains("\"rule\": \"\(rule)\""), "\(sample) still breaks \(rule): \(after.stdout)")
        }
        #expect(repaired == [
            "Samples/broken-bundles/child-pane-case-mismatch", "Samples/broken-bundles/default-not-in-values",
            "Samples/broken-bundles/iask-crash", "Samples/broken-bundles/not-a-settings-page",
            "Samples/broken-bundles/unknown-key", "Samples/broken-bundles/unknown-specifier-type",
            "Samples/broken-bundles/unknown-value", "Samples/broken/non-standard-xml.plist",
            "Samples/broken/not-a-settings-page.plist",
            "Samples/broken/unknown-cell-style.plist", "Samples/broken/unknown-key.plist",
        ])
    }

    @Test func errorsLeftGiveValidatesStatus() throws {
        let (directory, file) = try copy("Samples/broken/unknown-cell-style.plist")
        defer { try? FileManager.default.removeItem(at: directory) }
        // Two close styles: a guess, not a fix; reported as validate reports it, file untouched.
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "SettingSwtichCell", with: "Setting")
        try Data(text.utf8).write(to: file)
        let result = try Settingsc.run(["fix", file.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("error: unknown cell style 'Setting'; did you mean 'SettingBasicCell'? [unknown-cell-style]"))
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test func theFileKeepsItsModeAndALinkStaysALink() throws {
        let (directory, file) = try copy("Samples/broken/unknown-key.plist")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let link = directory.appendingPathComponent("link.plist")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "unknown-key.plist")
        let result = try Settingsc.run(["fix", link.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(link.path):14:10: fixed: 'Detial' → 'Detail'\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "unknown-key.plist")
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o640)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("<key>Detail</key>"))
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.plist", "unknown-key.plist"])
    }

    @Test func machineFormatsKeepStandardOutputForTheReport() throws {
        let (directory, file) = try copy("Samples/broken/unknown-cell-style.plist")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Settingsc.run(["fix", "--diagnostics", "json", file.path])
        #expect(result.status == 0)
        #expect(result.stderr == "\(file.path):11:13: fixed: 'SettingSwtichCell' → 'SettingSwitchCell'\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func standardInputIsRefused() throws {
        let result = try Settingsc.run(["fix", "-"], stdin: Data("<plist><array/></plist>".utf8))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("settingsc: error: fix edits files in place and cannot fix standard input"))
        #expect(try Settingsc.run(["fix"]).status == 2)
    }

    @Test func aBinaryPlistIsNotEdited() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("binary.plist")
        let screen: [Any] = [["SectionTitle": "A", "Data": [["Content": "B", "CellStyle": "SettingSwtichCell"]]]]
        let data = try PropertyListSerialization.data(fromPropertyList: screen, format: .binary, options: 0)
        try data.write(to: file)
        let result = try Settingsc.run(["fix", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("settingsc: error: '\(file.path)' is a binary property list, which fix does not edit; "
            + "convert it to XML first (plutil -convert xml1 '\(file.path)')\n"))
        #expect(result.stderr.contains("unknown cell style 'SettingSwtichCell'"))
        #expect(try Data(contentsOf: file) == data)
    }

    @Test func helpDescribesIt() throws {
        let result = try Settingsc.run(["help", "fix"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("settingsc fix — repair what is certain, in place, then report what is left\n"))
        #expect(try Settingsc.run(["--help"]).stdout.contains("\n  settingsc fix [--strict] [--quiet] [--config PATH | --no-config]"))
    }
}
