import SettingsCompiler

/// Reads the command line, runs one command, and turns every outcome into an exit status.
enum Frontend {
    /// A command: its name, one-line purpose, and what runs it.
    struct Command: Sendable {
        var name: String
        var summary: String
        var run: @Sendable ([String]) throws(UsageError) -> ExitStatus
    }

    static let commands: [Command] = [
        Command(name: "validate", summary: "check definitions and report every problem", run: ValidateCommand.run),
        Command(name: "fix", summary: "apply every certain repair in place, then report what is left", run: FixCommand.run),
        Command(name: "render", summary: "preview the screen as text, HTML or JSON", run: RenderCommand.run),
        Command(name: "values", summary: "list every keyed item and its value", run: StoreCommands.values),
        Command(name: "switches", summary: "list every switch and its state", run: StoreCommands.switches),
        Command(name: "get", summary: "print one item's value", run: StoreCommands.get),
        Command(name: "set", summary: "store one item's value", run: StoreCommands.set),
        Command(name: "toggle", summary: "flip one switch and print its new state", run: StoreCommands.toggle),
        Command(name: "reset", summary: "forget stored values so the defaults apply", run: StoreCommands.reset),
        Command(name: "store-path", summary: "print the store file a definition uses", run: StoreCommands.storePath),
        Command(name: "generate", summary: "generate typed Swift accessors for the settings", run: GenerateCommand.run),
        Command(name: "help", summary: "show help for settingsc or one command", run: { arguments throws(UsageError) in
            try help(arguments)
        }),
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
