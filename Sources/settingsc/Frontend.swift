import PropertyList
import Platform
import SettingsCompiler

/// Reads the command line, runs one command, and turns every outcome into an exit status.
enum Frontend {
    /// A command: its name, one-line purpose, the options and operands it takes, and what runs it.
    /// This table is what the shell completion scripts are generated from.
    struct Command: Sendable {
        var name: String
        var summary: String
        /// The option and operand tables are made when asked for (by the scanner of the command that
        /// runs, or by the completion scripts): making every command's on each run showed at start-up.
        private let makeOptions: @Sendable () -> [OptionSpec]
        private let makeOperands: @Sendable () -> [OperandSpec]
        var options: [OptionSpec] { makeOptions() }
        var operands: [OperandSpec] { makeOperands() }
        /// Left out of completions (`__complete`, which the completion scripts call).
        var isHidden = false
        var run: @Sendable ([String]) throws(UsageError) -> ExitStatus

        init(name: String, summary: String, options: @autoclosure @escaping @Sendable () -> [OptionSpec],
             operands: @autoclosure @escaping @Sendable () -> [OperandSpec], isHidden: Bool = false,
             run: @escaping @Sendable ([String]) throws(UsageError) -> ExitStatus) {
            self.name = name
            self.summary = summary
            self.makeOptions = options
            self.makeOperands = operands
            self.isHidden = isHidden
            self.run = run
        }
    }

    static let commands: [Command] = [
        Command(name: "validate", summary: "check definitions and report every problem",
                options: ValidateCommand.options, operands: [.files], run: ValidateCommand.run),
        Command(name: "fix", summary: "apply every certain repair in place, then report what is left",
                options: FixCommand.options, operands: [.files], run: FixCommand.run),
        Command(name: "render", summary: "preview the screen as text, HTML or JSON",
                options: RenderCommand.options, operands: [.file], run: RenderCommand.run),
        Command(name: "values", summary: "list every keyed item and its value",
                options: StoreCommands.options, operands: [.file], run: StoreCommands.values),
        Command(name: "switches", summary: "list every switch and its state",
                options: StoreCommands.options, operands: [.file], run: StoreCommands.switches),
        Command(name: "get", summary: "print one item's value",
                options: StoreCommands.options, operands: [.file, .key], run: StoreCommands.get),
        Command(name: "set", summary: "store one item's value",
                options: StoreCommands.options, operands: [.file, .key, .value], run: StoreCommands.set),
        Command(name: "toggle", summary: "flip one switch and print its new state",
                options: StoreCommands.options, operands: [.file, .key], run: StoreCommands.toggle),
        Command(name: "reset", summary: "forget stored values so the defaults apply",
                options: StoreCommands.options, operands: [.file, .optionalKey], run: StoreCommands.reset),
        Command(name: "store-path", summary: "print the store file a definition uses",
                options: StoreOptions.specs, operands: [.file], run: StoreCommands.storePath),
        Command(name: "generate", summary: "generate typed Swift accessors for the settings",
                options: GenerateCommand.options, operands: [.word("LANGUAGE", GenerateCommand.languages), .file],
                run: GenerateCommand.run),
        Command(name: "help", summary: "show help for settingsc or one command",
                options: [], operands: [.word("TOPIC", HelpText.topics)], run: { arguments throws(UsageError) in
            try help(arguments)
        }),
        Command(name: "__complete", summary: "what the completion scripts complete (keys, values, languages)",
                options: [], operands: [], isHidden: true, run: CompleteCommand.run),
    ]

    /// The options taken instead of a command.
    static let globalOptions: [OptionSpec] = [
        .flag("--help"),
        .flag("--version"),
        .value("--generate-completion-script", CompletionScript.shells),
    ]

    static func run(_ arguments: [String]) -> ExitStatus {
        guard let first = arguments.first else {
            System.write(HelpText.overview, to: 2)
            return .usage
        }
        do throws(UsageError) {
            switch first {
            case "--help", "-h":
                System.write(HelpText.overview, to: 1)
                return .success
            case "--version":
                System.write("settingsc \(Version.current) (libxml2 \(Version.libxml2))\n", to: 1)
                return .success
            case _ where first == "--generate-completion-script" || first.hasPrefix("--generate-completion-script="):
                return try completionScript(arguments)
            default:
                guard let command = commands.first(where: { $0.name == first }) else {
                    if first.hasPrefix("-") { throw UsageError("unknown option '\(first)'") }
                    let suggestion = Suggestions.closest(to: first, in: commands.map(\.name))
                    throw UsageError("unknown command '\(first)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
                }
                return try command.run(Array(arguments.dropFirst()))
            }
        } catch {
            let hint = error.command.map { "settingsc help \($0)" } ?? "settingsc --help"
            System.write("settingsc: error: \(error.message)\nRun '\(hint)' for usage.\n", to: 2)
            return .usage
        }
    }

    /// `--generate-completion-script bash|zsh|fish`: the script, made from `commands`.
    private static func completionScript(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let usage = "usage: settingsc --generate-completion-script " + CompletionScript.shells.joined(separator: "|")
        let parsed: ParsedArguments
        do throws(UsageError) {
            parsed = try ArgumentScanner.scan(arguments, command: "settingsc", specs: globalOptions)
        } catch {
            throw UsageError(error.message)
        }
        guard let shell = parsed.value("--generate-completion-script"), parsed.operands.isEmpty,
              parsed.flags.isEmpty, !parsed.wantsHelp else { throw UsageError(usage) }
        System.write(CompletionScript.script(for: shell, commands: commands.filter { !$0.isHidden },
                                             globalOptions: globalOptions), to: 1)
        return .success
    }

    private static func help(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        guard let topic = arguments.first else {
            System.write(HelpText.overview, to: 1)
            return .success
        }
        guard let text = HelpText.topic(topic) else {
            throw UsageError("no help for '\(topic)'; topics are: " + HelpText.topics.joined(separator: ", "))
        }
        System.write(text, to: 1)
        return .success
    }
}
