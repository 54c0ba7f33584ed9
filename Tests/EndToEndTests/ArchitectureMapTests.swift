import Foundation
import Testing

/// docs/ARCHITECTURE.md stays a true map: it names every target Package.swift declares (the language
/// server had been left out of it), and every source file it points to — in the table of where each
/// decision lives, the reading path and "How to add a rule" — exists.
@Suite("architecture map")
struct ArchitectureMapTests {
    static func architecture() throws -> String {
        try String(contentsOf: Settingsc.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    }

    @Test func everyTargetIsOnTheMap() throws {
        let manifest = try String(contentsOf: Settingsc.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = Set(manifest.matches(of: /\.(?:target|testTarget|executableTarget|systemLibrary|plugin)\(\s*name: "(\w+)"/)
            .map { String($0.output.1) })
        #expect(targets.count >= 18, "\(targets.sorted())")
        let map = try Self.architecture()
        for target in targets.sorted() {
            #expect(map.contains("`\(target)`") || map.contains(" \(target) ") || map.contains(" \(target),"),
                    "docs/ARCHITECTURE.md does not name the target \(target)")
        }
    }

    @Test func everySourceFileItNamesExists() throws {
        let map = try Self.architecture()
        let paths = Set(map.matches(of: /`((?:Sources\/)?[A-Za-z]+\/[A-Za-z\/+]*\.swift)`/).map { String($0.output.1) })
        #expect(paths.count >= 20, "\(paths.sorted())")
        for path in paths.sorted() {
            let file = Settingsc.root.appendingPathComponent(path.hasPrefix("Sources/") ? path : "Sources/" + path)
            #expect(FileManager.default.fileExists(atPath: file.path), "docs/ARCHITECTURE.md names \(path), which does not exist")
        }
    }
}
