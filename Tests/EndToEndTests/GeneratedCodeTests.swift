import Foundation
import Testing

/// What `generate swift` writes is compiled with `swiftc -swift-version 6 -warnings-as-errors` and run:
/// Tests/Fixtures/generate/main.swift registers defaults into fresh `UserDefaults` suites and checks
/// every property's default, writes through TrueValue/FalseValue toggles, enum round trips, and prints
/// every `Keys` constant, compared here with the keys the plists hold (read with Foundation, not
/// settingsc). One swiftc run for all three definitions: it is the slow part (about 1.4 s of CPU; 3 to 7 s
/// of wall time on a busy 2-core machine).
@Suite("generated Swift compiles and behaves (end to end)")
struct GeneratedCodeTests {
    /// (type name, extra options, definition)
    static let definitions: [(String, [String], String)] = [
        ("KitchenSettings", ["--access", "public"], "Tests/Fixtures/generate/Everything/Settings.bundle"),
        ("SoriSettings", [], "Samples/MyApp/Settings.bundle"),
        ("ScreenSettings", [], "Samples/Settings.plist"),
    ]

    @Test func generatedCodeCompilesWithoutWarningsInSwift6AndBehaves() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        for (typeName, options, definition) in Self.definitions {
            let output = directory.appendingPathComponent("\(typeName).swift")
            let result = try Settingsc.run(["generate", "swift", "--type-name", typeName] + options
                + ["--output", output.path, definition])
            #expect(result.status == 0, "\(definition): \(result.stderr)")
            sources.append(output.path)
        }
        let main = directory.appendingPathComponent("main.swift")
        try FileManager.default.copyItem(at: Settingsc.root.appendingPathComponent("Tests/Fixtures/generate/main.swift"), to: main)
        let program = directory.appendingPathComponent("check")

        let started = Date()
        // swiftc's usual module cache: a private one would rebuild Foundation's modules each run (+50% CPU).
        let compiled = try Tools.run(["swiftc", "-swift-version", "6", "-warnings-as-errors"]
            + sources + [main.path, "-o", program.path], timeout: 600)
        let seconds = Date().timeIntervalSince(started)
        #expect(compiled.status == 0, "swiftc:\n\(compiled.output)\(compiled.error)")
        #expect(compiled.error.isEmpty && compiled.output.isEmpty, "no warning or note: \(compiled.error)")
        print("GeneratedCodeTests: swiftc took \(String(format: "%.1f", seconds)) s for \(sources.count) generated files")
        guard compiled.status == 0 else { return }

        // The suites live in a configuration directory of the test's own.
        let run = try ProcessLauncher.run(program, [], environment: ["HOME": directory.path,
                                                                      "XDG_CONFIG_HOME": directory.path], timeout: 60)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(lines.filter { $0.hasPrefix("FAIL") }.isEmpty, "\(lines.filter { $0.hasPrefix("FAIL") })")
        #expect(lines.last == "ok")

        for (typeName, _, definition) in Self.definitions {
            let printed = lines.filter { $0.hasPrefix("key \(typeName) ") }.map { String($0.dropFirst("key \(typeName) ".count)) }
            let expected = try PlistKeys.of(Settingsc.root.appendingPathComponent(definition))
            #expect(!expected.isEmpty)
            #expect(printed == expected, "\(typeName)")
        }
    }
}

/// The keys a definition holds, read with Foundation's plist reader: a bundle's specifiers page by page
/// (child panes followed depth first), or a cell-style definition's switch rows (Key, else Content).
enum PlistKeys {
    static func of(_ url: URL) throws -> [String] {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return try page("Root", in: url)
        }
        let sections = try read(url) as? [[String: Any]] ?? []
        return sections.flatMap { section in
            (section["Data"] as? [[String: Any]] ?? []).compactMap { row in
                row["CellStyle"] as? String == "SettingSwitchCell" ? (row["Key"] ?? row["Content"]) as? String : nil
            }
        }
    }

    private static func page(_ name: String, in bundle: URL) throws -> [String] {
        let root = try read(bundle.appendingPathComponent(name + ".plist")) as? [String: Any]
        var keys: [String] = []
        var panes: [String] = []
        for specifier in root?["PreferenceSpecifiers"] as? [[String: Any]] ?? [] {
            if let key = specifier["Key"] as? String { keys.append(key) }
            if specifier["Type"] as? String == "PSChildPaneSpecifier", let file = specifier["File"] as? String {
                panes.append(file)
            }
        }
        for pane in panes { keys += try page(pane, in: bundle) }
        return keys
    }

    private static func read(_ url: URL) throws -> Any {
        try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
    }
}
