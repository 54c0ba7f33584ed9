import PropertyList
import Platform
import SettingsCompiler

/// `settingsc __complete keys COMMAND FILE | values FILE KEY | languages FILE | panes FILE`: what the
/// shell completion scripts offer that depends on the definition on the command line. One candidate per line,
/// `WORD<TAB>description` where there is one. Hidden (not in help or completions), and quiet: a FILE
/// that cannot be read gives nothing and status 0, since completion must never print an error.
enum CompleteCommand {
    static let usage = "usage: settingsc __complete keys COMMAND FILE | values FILE KEY | languages FILE | panes FILE"

    static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        let arguments = parsed.operands
        var candidates: [(word: String, description: String?)] = []
        switch (arguments.first, arguments.count) {
        case ("keys", 3): candidates = keys(for: arguments[1], in: definition(arguments[2]))
        case ("values", 3): candidates = values(of: arguments[2], in: definition(arguments[1]))
        case ("languages", 2): candidates = languages(in: definition(arguments[1]))
        case ("panes", 2): candidates = panes(in: definition(arguments[1]))
        default: throw UsageError(usage)
        }
        var output = ""
        for candidate in candidates {
            output += oneLine(candidate.word) + (candidate.description.map { "\t" + oneLine($0) } ?? "") + "\n"
        }
        System.write(output, to: 1)
        return .success
    }

    /// FILE compiled, diagnostics dropped; nil for standard input (completion must not read it) and
    /// for anything but a regular file or a folder (a FIFO would block).
    private static func definition(_ path: String) -> Definition? {
        guard path != "-", System.isRegularFile(path) || System.isDirectory(path) else { return nil }
        return DefinitionCompiler.compile(path: path).definition
    }

    /// The keys `command` takes: switch keys of a cell-style definition; for a bundle, the key of every
    /// specifier that has one (`toggle`: of toggle switches only). Each with its title.
    private static func keys(for command: String, in definition: Definition?) -> [(word: String, description: String?)] {
        var found: [(word: String, description: String?)] = []
        var seen: Set<String> = []
        for item in definition?.keyedItems ?? [] where command != "toggle" || item.type == .toggleSwitch {
            if let key = item.key?.name, seen.insert(key).inserted { found.append((key, item.title?.text)) }
        }
        return found
    }

    /// What `set FILE KEY` takes: `true`/`false` for a switch or toggle, the `Values` of a multi-value,
    /// radio group or title-value (each with its title); nothing for free text and numbers.
    private static func values(of key: String, in definition: Definition?) -> [(word: String, description: String?)] {
        guard let item = definition?.keyedItems.first(where: { $0.key?.name == key }) else { return [] }
        let choices: ChoiceList?
        switch item.kind {
        case .toggleSwitch: return [("true", nil), ("false", nil)]
        case .multiValue(let item): choices = item.choices
        case .radioGroup(let item): choices = item.choices
        case .titleValue(let item): choices = item.choices
        default: choices = nil
        }
        guard let choices else { return [] }
        return choices.values.map { value in (PlistText.plain(value.value), choices.title(for: value.value)?.text) }
    }

    /// The bundle's `.lproj` folders, as `--lang` takes them.
    private static func languages(in definition: Definition?) -> [(word: String, description: String?)] {
        guard case .bundle(let bundle)? = definition else { return [] }
        return bundle.localizations.languages.map { ($0, nil) }
    }

    /// The bundle's pages, as `render --pane` takes them (`Root`, `Advanced`, `Licenses/Acknowledgements`),
    /// each with the title of the child pane that opens it; variants (`Root~ipad`) stand in for a page.
    private static func panes(in definition: Definition?) -> [(word: String, description: String?)] {
        guard case .bundle(let bundle)? = definition else { return [] }
        let titles = Dictionary(bundle.pages.flatMap(\.childPanes).map { ($0.file.value, $0.title.text) },
                                uniquingKeysWith: { first, _ in first })
        return bundle.pages.filter { $0.variantOf == nil }.map { ($0.name, titles[$0.name]) }
    }

    /// Tabs and line breaks would split a candidate: shown as spaces.
    private static func oneLine(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
    }
}
