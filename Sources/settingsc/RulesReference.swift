import Diagnostics
import PropertyList
import SettingsCompiler

/// `docs/rules.md`, made from the rule catalogue: an index of every rule, then a section per rule (its
/// id is the heading, so the anchor) with its severity, summary and the examples its tests run — the
/// inputs that trigger it, with a `↓` where each finding is reported, and those that must not.
/// `settingsc __rules-reference` prints it; `RulesReferenceTests` fails when the file differs.
enum RulesReference {
    /// The command that writes the page, as the page and its test name it.
    static let command = "swift run settingsc __rules-reference > docs/rules.md"

    static var markdown: String {
        var text = """
        # Rules

        <!-- Generated from the rule catalogue (Sources/*/Rules) by `\(command)`; do not edit by hand. -->

        Every rule settingsc checks, in the order `settingsc help rules` lists them, with the examples its
        tests run. In an example, `↓` marks where a finding is reported and is not part of the input; a `↓`
        before a file's name reports the file as a whole. Characters that cannot be shown are written
        `\\u{…}`. A rule is turned off or made an error or a warning in `.settingsc.json`
        ([configuration](configuration.md)), or silenced in place by a `settingsc-disable` comment.

        | Rule | Severity | Summary |
        |---|---|---|

        """
        for rule in Rule.all + Rule.generation {
            text += "| [\(rule.id)](#\(rule.id)) | \(rule.severity.rawValue) | \(prose(rule.summary)) |\n"
        }
        text += "\n## What validate checks\n"
        for rule in Rule.all { text += section(rule) }
        text += "\n## What generate swift also checks\n"
        for rule in Rule.generation { text += section(rule) }
        return text
    }

    private static func section(_ rule: Rule) -> String {
        var text = "\n### \(rule.id)\n\n**\(rule.severity.rawValue)** · \(prose(rule.summary))\n"
        let examples = rule.examples()
        for (title, chosen) in [("Triggers it", examples.filter(\.triggers)),
                                ("Does not trigger it", examples.filter { !$0.triggers })] where !chosen.isEmpty {
            text += "\n#### \(rule.id): \(title.lowercased())\n"
            for example in chosen { text += "\n" + describe(example, of: rule) }
        }
        return text
    }

    /// One example: how it is run, its files, and what it reports, in the order of its markers.
    private static func describe(_ example: RuleExample, of rule: Rule) -> String {
        var how: [String] = []
        if example.command == .generateSwift { how.append("`settingsc generate swift`") }
        if !example.profiles.isEmpty { how.append("`--profile " + example.profiles.joined(separator: ",") + "`") }
        if example.isBundle { how.append("a Settings bundle") }
        var text = how.isEmpty ? "" : "With " + how.joined(separator: ", ") + ":\n\n"
        let single = !example.isBundle && example.files.count == 1 && example.files[0].path == "Settings.plist"
        for (path, content) in example.files {
            if path == String(RuleExample.marker) {
                text += "- `↓` the bundle folder itself\n\n"
                continue
            }
            guard let content else {
                text += "- `\(path)`: not written (no such file)\n\n"
                continue
            }
            if content.filter({ $0 != RuleExample.marker }).hasPrefix(RuleExample.linkPrefix) {
                text += "- `\(path)`: a symbolic link to `\(content.filter { $0 != RuleExample.marker }.dropFirst(RuleExample.linkPrefix.count))`\n\n"
                continue
            }
            if !single { text += "`\(path)`:\n\n" }
            text += block(content, path: path)
        }
        if example.triggers {
            let severity = example.severity.map { " (as \($0 == .error ? "an" : "a") \($0.rawValue))" } ?? ""
            text += "Reports\(severity):\n\n" + example.messages.map { "- " + code($0) + "\n" }.joined()
        }
        return text
    }

    /// Text as Markdown shows it literally: `<plist>` is not taken for HTML (HTML's escaping), `*` and `_`
    /// not for emphasis, `|` does not end a table cell.
    private static func prose(_ text: String) -> String {
        var shown = ""
        for character in HTMLText.escape(text) {
            if "*_|\\`[]".contains(character) { shown.append("\\") }
            shown.append(character)
        }
        return shown
    }

    /// A code span (a message as it is printed), with a longer fence when the text holds a backtick.
    static func code(_ text: String) -> String {
        text.contains("`") ? "`` " + text + " ``" : "`" + text + "`"
    }

    /// A file's text in a fenced block: a binary property list as a hex dump (a `↓` before a byte).
    private static func block(_ content: String, path: String) -> String {
        let plain = content.filter { $0 != RuleExample.marker }
        let shown: String, language: String
        if plain.hasPrefix("bplist") {
            (shown, language) = (hexDump(content), "")
        } else {
            shown = visible(content)
            language = path.hasSuffix(".strings") ? "" : plain.hasPrefix("{") ? "json" : plain.hasPrefix("<") ? "xml" : ""
        }
        let fence = shown.contains("```") ? "````" : "```"
        return fence + language + "\n" + shown + (shown.hasSuffix("\n") ? "" : "\n") + fence + "\n\n"
    }

    /// The text with every character a page cannot show (controls other than tab and line feed, byte
    /// order marks, non-characters, line and paragraph separators) written `\u{…}`.
    private static func visible(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let hidden = (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
                || [0xFEFF, 0xFFFE, 0xFFFF, 0x2028, 0x2029].contains(value)
            shown += hidden ? "\\u{" + String(value, radix: 16, uppercase: true) + "}" : String(scalar)
        }
        return shown
    }

    /// A binary property list (a scalar below U+0100 is its byte, any other its UTF-8) as offset and 16
    /// bytes a line, `↓` before a marked byte.
    private static func hexDump(_ content: String) -> String {
        var lines: [String] = [], line = "", offset = 0, marked = false
        for scalar in content.unicodeScalars {
            if Character(scalar) == RuleExample.marker {
                marked = true
                continue
            }
            for byte in scalar.value < 0x100 ? [UInt8(scalar.value)] : Array(String(scalar).utf8) {
                if offset % 16 == 0 {
                    if !line.isEmpty { lines.append(line) }
                    line = hex(offset, digits: 4) + ":"
                }
                line += (marked ? " ↓" : " ") + hex(Int(byte), digits: 2)
                marked = false
                offset += 1
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
