import Foundation
import Testing

/// Every settingsc command the README and docs/*.md show in a code block runs, as written, in a project
/// made of the samples (`Settings.plist`; `App/`, `MyApp/` and `Samples/MyApp/` each holding the sample
/// Settings.bundle; `App/Generated/`), one project per page and the page's commands in order (a baseline written by one is
/// read by the next). A command is a line of a `sh`, `yaml` or unnamed block that starts with
/// `settingsc ` (after a `$ ` prompt or a `- run: `), with its `\` continuation lines; a synopsis (with
/// `[--…]`) is not one (ReadmeSynopsisTests holds those). It must be accepted — not a usage error (2)
/// nor a missing file (3) — unless the transcript shows the error it gives, `settingsc: error: …`: then
/// it gives that. A block whose fence says `illustrative` (```sh illustrative) needs what this machine
/// has not (a simulator, Xcode) and is not run. Before, the docs' commands were run only where a test
/// had copied one by hand: an option renamed in a recipe went unnoticed.
@Suite("documented commands")
struct DocumentedCommandTests {
    struct Command {
        var page: String
        var line: Int
        var text: String
        /// What the transcript shows the command printing, up to the next prompt or the block's end.
        var shown: [String]
    }

    static func commands() throws -> [Command] {
        let docs = Settingsc.root.appendingPathComponent("docs")
        let pages = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: docs.path))
            .filter { $0.hasSuffix(".md") && $0 != "rules.md" }.sorted().map { "docs/" + $0 }
        var commands: [Command] = []
        for page in pages {
            let lines = try String(contentsOf: Settingsc.root.appendingPathComponent(page), encoding: .utf8)
                .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            var index = 0
            while index < lines.count {
                guard lines[index].hasPrefix("```") else {
                    index += 1
                    continue
                }
                let words = lines[index].dropFirst(3).split(separator: " ")
                let runs = (words.first.map { ["sh", "yaml"].contains($0) } ?? true) && !words.contains("illustrative")
                index += 1
                while index < lines.count, !lines[index].hasPrefix("```") {
                    var line = lines[index]
                    let start = index
                    index += 1
                    for prompt in ["$ ", "- run: "] where line.hasPrefix(prompt + "settingsc ") { line.removeFirst(prompt.count) }
                    guard runs, line.hasPrefix("settingsc ") || line == "settingsc lsp", !line.contains("[--") else { continue }
                    while line.hasSuffix("\\"), index < lines.count {
                        line = String(line.dropLast()) + " " + lines[index]
                        index += 1
                    }
                    var shown: [String] = []
                    while index + shown.count < lines.count, !lines[index + shown.count].hasPrefix("$ "),
                          !lines[index + shown.count].hasPrefix("```") {
                        shown.append(lines[index + shown.count])
                    }
                    commands.append(Command(page: page, line: start + 1, text: line,
                                            shown: lines[start].hasPrefix("$ ") ? shown : []))
                }
                index += 1
            }
        }
        return commands
    }

    /// A fresh project of the samples, removed by the caller.
    static func project() throws -> URL {
        let directory = try Settingsc.temporaryDirectory()
        let samples = Settingsc.root.appendingPathComponent("Samples")
        try FileManager.default.copyItem(at: samples.appendingPathComponent("Settings.plist"),
                                         to: directory.appendingPathComponent("Settings.plist"))
        for folder in ["App", "MyApp", "Samples/MyApp"] {
            let target = directory.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: samples.appendingPathComponent("MyApp/Settings.bundle"),
                                             to: target.appendingPathComponent("Settings.bundle"))
        }
        // The folder the Run Script recipe of docs/generating-swift.md writes into (generate creates no folder).
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App/Generated"),
                                                withIntermediateDirectories: true)
        return directory
    }

    @Test func everyDocumentedCommandRunsAsWritten() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 15, "\(commands.map(\.text))")
        for page in Set(commands.map(\.page)).sorted() {
            let directory = try Self.project()
            defer { try? FileManager.default.removeItem(at: directory) }
            // What an Xcode run script, a shell and the store would have: every path inside the project.
            let environment = [
                "PATH": Settingsc.binary.deletingLastPathComponent().path + ":/usr/bin:/bin",
                "HOME": directory.path, "XDG_CONFIG_HOME": directory.appendingPathComponent(".config").path,
                "SRCROOT": directory.path, "SCRIPT_OUTPUT_FILE_0": directory.appendingPathComponent("stamp").path,
                "DERIVED_FILE_DIR": directory.path, "TARGET_BUILD_DIR": directory.appendingPathComponent("build").path,
                "UNLOCALIZED_RESOURCES_FOLDER_PATH": "App.app", "NO_COLOR": "",
            ]
            for command in commands where command.page == page {
                let result = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command.text],
                                                     environment: environment, directory: directory, stdin: Data(), timeout: 60)
                let place = "\(command.page):\(command.line): \(command.text)"
                if let error = command.shown.first(where: { $0.hasPrefix("settingsc: error: ") }) {
                    #expect(result.status == 2, "\(place)\n\(result.stderr)")
                    #expect(result.stderr.contains(error + "\n"), "\(place)\n\(result.stderr)")
                } else {
                    #expect([0, 1].contains(result.status), "\(place): status \(result.status)\n\(result.stderr)")
                }
            }
        }
    }

    /// The pre-commit configuration of docs/integrations.md, run as pre-commit runs it with `language:
    /// system`: each hook it names (commented alternatives too) is one of `.pre-commit-hooks.yaml`, and
    /// its `entry` and `args` (the example's, else the hook's), with the project's files its `files`
    /// pattern matches unless `pass_filenames: false`, are accepted.
    @Test func thePreCommitExampleRunsItsHooks() throws {
        let page = try String(contentsOf: Settingsc.root.appendingPathComponent("docs/integrations.md"), encoding: .utf8)
        let example = try #require(page.firstMatch(of: /```yaml\n# \.pre-commit-config\.yaml\n(.*?)```/.dotMatchesNewlines()))
        var used: [(id: String, args: [String]?)] = []
        for line in example.output.1.split(separator: "\n") {
            if let hook = line.firstMatch(of: /- id: ([\w-]+)/) {
                used.append((String(hook.output.1), nil))
            } else if let args = line.firstMatch(of: /^\s*args: \[(.*)\]/), !used.isEmpty {
                used[used.count - 1].args = args.output.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        #expect(used.count == 3, "\(used)")
        let hooksFile = try String(contentsOf: Settingsc.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        var hooks: [String: [String: String]] = [:]
        var current: String?
        for line in hooksFile.split(separator: "\n") {
            if let id = line.firstMatch(of: /^-\s+id: (\S+)/) {
                current = String(id.output.1)
                hooks[current!] = [:]
            } else if let current, let field = line.firstMatch(of: /^\s+(\w+): (.*)$/) {
                hooks[current]![String(field.output.1)] = String(field.output.2)
            }
        }
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        func unquoted(_ text: String) -> String { text.trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) }
        for (id, exampleArgs) in used {
            let hook = try #require(hooks[id], "the example names \(id), which .pre-commit-hooks.yaml does not define")
            let entry = try #require(hook["entry"]).split(separator: " ").map(String.init)
            let args = exampleArgs ?? hook["args"].map { [unquoted(String($0.dropFirst().dropLast()))] } ?? []
            var arguments = Array(entry.dropFirst()) + args
            if hook["pass_filenames"] != "false" {
                let included = try NSRegularExpression(pattern: unquoted(try #require(hook["files"])))
                let excluded = try hook["exclude"].map { try NSRegularExpression(pattern: unquoted($0)) }
                arguments += files.filter { file in
                    let range = NSRange(file.startIndex..., in: file)
                    return included.firstMatch(in: file, range: range) != nil && excluded?.firstMatch(in: file, range: range) == nil
                }
            }
            #expect(entry.first == "settingsc")
            let result = try Settingsc.run(arguments, directory: directory)
            #expect([0, 1].contains(result.status), "\(id): settingsc \(arguments.joined(separator: " ")): \(result.status)\n\(result.stderr)")
        }
    }
}
