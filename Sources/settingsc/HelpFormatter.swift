import PropertyList

/// The parts of the help made from the command table (`Frontend.commands`), so that an option added to
/// a table is in `settingsc --help`, in its command's help and in the completions without more work:
/// usage lines, OPTIONS sections, the COMMANDS list. Wrapped to `width` columns.
enum HelpFormatter {
    static let width = 100
    /// Where an option's description starts in an OPTIONS section.
    static let descriptionColumn = 27

    /// `settingsc NAME [OPTION]... OPERAND...`, wrapped with the continuation lines under the first
    /// option; each line indented by `indent`. A leading operand that is one fixed word (`generate
    /// swift`) comes before the options.
    static func usage(_ command: Frontend.Command, indent: String = "  ") -> String {
        var head = "settingsc " + command.name
        var operands = command.operands[...]
        while let first = operands.first, case .word(let words) = first.kind, words.count == 1 {
            head += " " + words[0]
            operands = operands.dropFirst()
        }
        return wrap([head] + brackets(command.options) + operands.map(\.usage), indent: indent,
                    continuation: String(repeating: " ", count: head.count + 1))
    }

    /// `[--strict]`, `[--format text|html|json]`; the alternatives of a group in one: `[--store PATH | --domain NAME]`.
    static func brackets(_ options: [OptionSpec]) -> [String] {
        var items: [String] = []
        var index = options.startIndex
        while index < options.endIndex {
            var end = index + 1
            if let group = options[index].group {
                while end < options.endIndex && options[end].group == group { end += 1 }
            }
            items.append("[" + options[index..<end].map(\.usage).joined(separator: " | ") + "]")
            index = end
        }
        return items
    }

    /// The OPTIONS section: each option's usage, then its details (else its summary) wrapped beside it;
    /// `-h, --help` last.
    static func options(_ options: [OptionSpec]) -> String {
        var text = "OPTIONS\n"
        for option in options + [.flag("-h, --help", summary: "show this help")] {
            let label = "  " + option.usage
            let description = option.details.isEmpty ? option.summary : option.details
            var lines = paragraph(description, width: width - descriptionColumn)
                .map { String(repeating: " ", count: descriptionColumn) + $0 }
            if label.count < descriptionColumn, !lines.isEmpty {
                // The label beside the first line (one space at least), else on a line of its own.
                lines[0] = label + lines[0].dropFirst(label.count)
            } else {
                lines.insert(label, at: 0)
            }
            text += lines.joined(separator: "\n") + "\n"
        }
        return text
    }

    /// The COMMANDS list: each visible command's name and summary.
    static func commandList(_ commands: [Frontend.Command]) -> String {
        let column = (commands.map(\.name.count).max() ?? 0) + 3
        return commands.map { command in
            "  " + command.name + String(repeating: " ", count: column - command.name.count) + command.summary
        }.joined(separator: "\n") + "\n"
    }

    /// `items` joined by spaces into lines of at most `width` columns (an item is never split); the first
    /// line starts with `indent`, the others with `indent` and `continuation`.
    static func wrap(_ items: [String], indent: String, continuation: String) -> String {
        var lines: [String] = []
        var line = indent
        for item in items {
            let separator = line == indent || line == indent + continuation ? "" : " "
            if line.count + separator.count + item.count > width, line != indent, line != indent + continuation {
                lines.append(line)
                line = indent + continuation + item
            } else {
                line += separator + item
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text`'s words in lines of at most `width` columns; a line break in `text` starts a new line.
    static func paragraph(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in part.split(separator: " ") {
                if !line.isEmpty && line.count + 1 + word.count > width {
                    lines.append(line)
                    line = String(word)
                } else {
                    line += (line.isEmpty ? "" : " ") + word
                }
            }
            lines.append(line)
        }
        return lines
    }
}
