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
        /// What `--help` prints.
        private let makeHelp: @Sendable () -> String
        var help: String { makeHelp() }
        /// Left out of completions (`__complete`, which the completion scripts call).
        var isHidden = false
        /// Whether its arguments are scanned for options (`__complete` takes them as they are).
        var scansOptions = true
        /// Whether it runs on after its work (`lsp`): its memory is freed as it goes, not left to the
        /// process's exit (`ExitReclaim`).
        var keepsRunning = false
        var run: @Sendable (ParsedArguments) throws(UsageError) -> ExitStatus

        init(name: String, summary: String, help: @autoclosure @escaping @Sendable () -> String,
             options: @autoclosure @escaping @Sendable () -> [OptionSpec],
             operands: @autoclosure @escaping @Sendable () -> [OperandSpec], isHidden: Bool = false,
             scansOptions: Bool = true, keepsRunning: Bool = false,
             run: @escaping @Sendable (ParsedArguments) throws(UsageError) -> ExitStatus) {
            self.name = name
            self.summary = summary
            self.makeHelp = help
            self.makeOptions = options
            self.makeOperands = operands
            self.isHidden = isHidden
            self.scansOptions = scansOptions
            self.keepsRunning = keepsRunning
            self.run = run
        }

        /// Scans the arguments against the command's options, once for every command: `--help` prints
        /// its help; anything else runs it.
        func callAsFunction(_ arguments: [String]) throws(UsageError) -> ExitStatus {
            guard scansOptions else { return try run(ParsedArguments(operands: arguments)) }
            let parsed = try ArgumentScanner.scan(arguments, command: name, specs: options)
            if parsed.wantsHelp {
                System.write(help, to: 1)
                return .success
            }
            return try run(parsed)
        }
    }

    /// Every command, in the order the help lists them: for the help and the completion scripts.
    static var commands: [Command] { CommandName.allCases.map(\.command) }

    /// The command called `name`, made alone: a run builds no table of the others.
    static func command(named name: String) -> Command? { CommandName(typed: name)?.command }

    /// The options taken instead of a command.
    static let globalOptions: [OptionSpec] = [
        .flag("--help", summary: "show the overview"),
        .flag("--version", summary: "print the version of settingsc and libxml2 (with --verbose: how libxml2 runs)"),
        .value("--generate-completion-script", CompletionScript.shells, summary: "print a completion script for the shell"),
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
                let rest = arguments.dropFirst()
                guard rest.isEmpty || Array(rest) == ["--verbose"] else {
                    throw UsageError("--version takes only --verbose, not '\(rest.first!)'")
                }
                System.write("settingsc \(Version.current) (libxml2 \(Version.libxml2))\n", to: 1)
                if !rest.isEmpty {
                    let mode = Version.libxml2IsThreaded ? "threaded" : "not threaded (files are parsed one at a time)"
                    System.write("libxml2: \(Version.libxml2), \(mode)\n", to: 1)
                }
                return .success
            case _ where first == "--generate-completion-script" || first.hasPrefix("--generate-completion-script="):
                return try completionScript(arguments)
            default:
                guard let command = command(named: first) else {
                    if first.hasPrefix("-") { throw UsageError("unknown option '\(first)'") }
                    let suggestion = Suggestions.closest(to: first, in: CommandName.allCases.map(\.rawValue))
                    throw UsageError("unknown command '\(first)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
                }
                // One command, then exit: what its run holds to the end is left to the exit to reclaim.
                if !command.keepsRunning { ExitReclaim.turnOn() }
                return try command(Array(arguments.dropFirst()))
            }
        } catch {
            let hint = error.command.map { "settingsc help \($0)" } ?? "settingsc --help"
            System.write("settingsc: error: \(TerminalText.escaped(error.message))\nRun '\(hint)' for usage.\n", to: 2)
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

    static func help(_ arguments: ParsedArguments) throws(UsageError) -> ExitStatus {
        guard let topic = arguments.operands.first else {
            System.write(HelpText.overview, to: 1)
            return .success
        }
        // `help --help` asks for the help of `help`, as every other command's `--help` does.
        guard let text = HelpText.topic(topic == "--help" || topic == "-h" ? "help" : topic) else {
            throw UsageError("no help for '\(topic)'; topics are: " + HelpText.topics.joined(separator: ", "))
        }
        System.write(text, to: 1)
        return .success
    }
}
