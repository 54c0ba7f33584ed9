import Diagnostics
import Foundation
import PropertyList
import SettingsCompiler
import Testing
import TestSupport

/// Every rule's own examples (its file under `Rules/`): each triggering example reports exactly its
/// messages, at its markers, with the rule's id and severity; each silent one reports nothing of the rule.
@Suite("Rule examples")
struct RuleExampleTests {
    static let rules = Rule.all + Rule.generation

    @Test(arguments: rules)
    func examples(_ rule: Rule) throws {
        let examples = rule.examples()
        let triggering = examples.filter(\.triggers).count
        #expect(triggering > 0, "\(rule.id) has no example that triggers it")
        #expect(triggering < examples.count, "\(rule.id) has no example that must not trigger it")
        for example in examples {
            let where_ = Testing.SourceLocation(fileID: example.sourceFile, filePath: example.sourceFile,
                                                line: example.sourceLine, column: 1)
            let input = try ExampleInput(example)
            defer { input.remove() }
            let found = input.run(example.command, profiles: Set(example.profiles.compactMap(Profile.init(rawValue:))))
                .filter { $0.rule == rule }
            let expected = zip(input.markers, example.messages).map { marker, message in
                "\(marker.file):\(marker.location) \(example.severity ?? rule.severity): \(message)"
            }
            #expect(input.markers.count == example.messages.count,
                    "\(input.markers.count) markers for \(example.messages.count) messages", sourceLocation: where_)
            #expect(found.map { "\($0.file):\($0.location) \($0.severity): \($0.message)" } == expected,
                    "[\(rule.id)]", sourceLocation: where_)
        }
    }

    /// Every rule has a file of its own under a `Rules/` folder, and every rule file's rule is listed in
    /// the catalogue (`Rule.all` or `Rule.generation`), so that `help rules`, SARIF and these tests see it.
    @Test func everyRuleFileIsListed() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var declared: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            let folder = root.appendingPathComponent(module).appendingPathComponent("Rules")
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: /id: "([a-z0-9-]+)", severity:/) { declared.append(String(match.output.1)) }
            }
        }
        #expect(declared.sorted() == Self.rules.map(\.id).sorted(), "rule files and Rule.all disagree")
        #expect(Set(Self.rules.map(\.id)).count == Self.rules.count)
    }
}

/// An example's files in a fresh temporary folder, with its markers taken out and remembered.
private struct ExampleInput {
    struct Marker {
        /// The file's name as diagnostics give it, relative to the folder.
        var file: String
        var location: Diagnostics.SourceLocation
    }

    struct Found {
        var rule: Rule
        var file: String
        var location: Diagnostics.SourceLocation
        var severity: Severity
        var message: String
    }

    let folder: URL
    let isBundle: Bool
    let paths: [String]
    private(set) var markers: [Marker] = []

    init(_ example: RuleExample) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-example-\(UUID().uuidString)")
        isBundle = example.isBundle
        var paths: [String] = []
        if isBundle, example.files.contains(where: { $0.path == String(RuleExample.marker) }) {
            markers.append(Marker(file: "Settings.bundle", location: .wholeFile))
        }
        for (markedPath, text) in example.files where markedPath != String(RuleExample.marker) {
            let path = markedPath.filter { $0 != RuleExample.marker }
            let relative = isBundle ? "Settings.bundle/" + path : path
            if markedPath.first == RuleExample.marker { markers.append(Marker(file: relative, location: .wholeFile)) }
            paths.append(relative)
            guard let marked = text else { continue }
            let input = MarkedText(marked, markers: [RuleExample.marker],
                                   binary: marked.filter { $0 != RuleExample.marker }.hasPrefix("bplist"))
            markers += input.marks.map { Marker(file: relative, location: $0.location) }
            let bytes = input.bytes
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let text = String(decoding: bytes, as: UTF8.self)
            if text.hasPrefix(RuleExample.linkPrefix) {
                try FileManager.default.createSymbolicLink(atPath: url.path,
                                                           withDestinationPath: String(text.dropFirst(RuleExample.linkPrefix.count)))
            } else {
                try Data(bytes).write(to: url)
            }
        }
        if isBundle {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Settings.bundle"),
                                                    withIntermediateDirectories: true)
        }
        self.paths = paths
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// What the command reports, files named relative to the folder.
    func run(_ command: RuleExample.Command, profiles: Set<Profile>) -> [Found] {
        let targets = isBundle ? [folder.appendingPathComponent("Settings.bundle").path]
            : paths.map { folder.appendingPathComponent($0).path }
        var reports: [FileReport] = []
        switch command {
        case .validate:
            // As validate runs them, with no configuration a temporary folder might find above it.
            var options = Validation.Options()
            options.checking.source = .none
            options.checking.profiles = profiles
            reports = (try? Validation.run(targets, options: options))?.reports ?? []
        case .generateSwift:
            for target in targets { reports += SwiftGenerator().generate(DefinitionCompiler.compile(path: target)).reports }
        }
        let prefix = folder.path + "/"
        return reports.flatMap { report in
            report.diagnostics.map { diagnostic in
                Found(rule: diagnostic.rule, file: String(report.file.displayName.dropFirst(prefix.count)),
                      location: diagnostic.location, severity: diagnostic.severity, message: diagnostic.message)
            }
        }
    }
}

extension Rule: CustomTestStringConvertible {
    public var testDescription: String { id }
}
