import Foundation
import Testing

/// docs/settingsc.schema.json describes `.settingsc.json`, and every configuration example in the
/// README and docs/*.md is valid by it and by settingsc. An example is a ```json or ```jsonc block
/// whose fence names `.settingsc.json` (```jsonc .settingsc.json); a block that looks like a
/// configuration (it has "rules", "extends" or "overrides") without that mark fails, so that none is
/// left out. Before, there was no schema, and an example with a comment or a new key was refused.
@Suite("configuration schema and examples")
struct ConfigurationSchemaTests {
    struct Example {
        var file: String
        var line: Int
        var text: String
    }

    /// The configuration examples of the README and docs/*.md, and the unmarked blocks that look like one.
    static func examples() throws -> (marked: [Example], unmarked: [Example]) {
        let docs = Settingsc.root.appendingPathComponent("docs")
        let pages = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: docs.path))
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var marked: [Example] = []
        var unmarked: [Example] = []
        for page in pages {
            let lines = try String(contentsOf: Settingsc.root.appendingPathComponent(page), encoding: .utf8)
                .components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                let fence = lines[index].trimmingCharacters(in: .whitespaces)
                guard fence.hasPrefix("```json") else {
                    index += 1
                    continue
                }
                let start = index
                var body: [String] = []
                index += 1
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                    body.append(lines[index])
                    index += 1
                }
                index += 1
                let example = Example(file: page, line: start + 1, text: body.joined(separator: "\n") + "\n")
                if fence.split(separator: " ").dropFirst().contains(".settingsc.json") {
                    marked.append(example)
                } else if ["\"rules\"", "\"extends\"", "\"overrides\""].contains(where: example.text.contains) {
                    unmarked.append(example)
                }
            }
        }
        return (marked, unmarked)
    }

    /// The example without its `//` and `/* */` comments (outside strings), for a JSON reader that has none.
    static func withoutComments(_ text: String) -> String {
        var out = ""
        var characters = Array(text)[...]
        var inString = false
        while let character = characters.first {
            characters = characters.dropFirst()
            if inString {
                out.append(character)
                if character == "\\", let next = characters.first {
                    out.append(next)
                    characters = characters.dropFirst()
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "/", characters.first == "/" {
                while let next = characters.first, next != "\n" { characters = characters.dropFirst() }
            } else if character == "/", characters.first == "*" {
                characters = characters.dropFirst()
                while !characters.isEmpty, !(characters.first == "*" && characters.dropFirst().first == "/") {
                    characters = characters.dropFirst()
                }
                characters = characters.dropFirst(2)
            } else {
                if character == "\"" { inString = true }
                out.append(character)
            }
        }
        return out
    }

    @Test func everyConfigurationExampleIsValid() throws {
        let (marked, unmarked) = try Self.examples()
        #expect(marked.count >= 4, "the README and docs/configuration.md hold configuration examples")
        #expect(marked.contains { $0.file == "README.md" } && marked.contains { $0.file == "docs/configuration.md" })
        for example in unmarked {
            Issue.record("\(example.file):\(example.line): a configuration example whose fence does not say .settingsc.json")
        }
        for example in marked {
            let violation = try Tools.schemaViolation(Self.withoutComments(example.text), schema: "settingsc.schema.json")
            #expect(violation == nil, "\(example.file):\(example.line): \(violation ?? "")")
            // settingsc reads it as it is, comments and all (what it extends is there, empty).
            var files = ["config/.settingsc.json": example.text, "shared/settingsc-base.json": "{}", ".settingsc.json": "{}",
                         "config/tools/.keep": ""]
            files["config/Settings.plist"] = ProjectTree.cellStyle
            let tree = try ProjectTree(files)
            defer { tree.remove() }
            let result = try tree.run(["validate", "config/Settings.plist"])
            #expect(!result.stderr.contains("[config]") && result.status != 2, "\(example.file):\(example.line): \(result.stderr)")
        }
    }

    @Test func theSchemaRefusesWhatSettingscRefuses() throws {
        for (text, refused) in [
            ("{\"rules\": {\"missing-translation\": \"warn\"}}", true),
            ("{\"strict\": \"yes\"}", true),
            ("{\"profile\": [\"iask\"]}", true),
            ("{\"overrides\": [{\"rules\": {}}]}", true),
            ("{\"domain\": \"a/b\"}", true),
            ("{\"sourceLanguage\": \"en us\"}", true),
            ("{\"$schema\": \"x\", \"extends\": \"../base.json\", \"domain\": \"app\", \"sourceLanguage\": \"zh-Hans\"}", false),
        ] {
            let violation = try Tools.schemaViolation(text, schema: "settingsc.schema.json")
            #expect((violation != nil) == refused, "\(text): \(violation ?? "accepted")")
        }
    }
}
