import PropertyList
import Platform
import SettingsCompiler

/// The commands by name, in the order the help lists them, and what each one is (`command`).
///
/// A run looks its command up by name and makes that command alone: building the table of every
/// command, with their option tables, was work a `validate` of one small file did not need.
enum CommandName: String, CaseIterable {
    case validate
    case fix
    case render
    case diff
    case values
    case switches
    case get
    case set
    case toggle
    case reset
    case storePath = "store-path"
    case generate
    case catalog
    case lsp
    case help
    case complete = "__complete"
    case rulesReference = "__rules-reference"

    /// The command typed on the command line. (A switch rather than `init(rawValue:)`: for an enum of
    /// more than 16 cases the compiler's `init(rawValue:)` hashes every name into a table on first use,
    /// 6 K instructions of a run that looks up one.)
    init?(typed name: String) {
        switch name {
        case Self.validate.rawValue: self = .validate
        case Self.fix.rawValue: self = .fix
        case Self.render.rawValue: self = .render
        case Self.diff.rawValue: self = .diff
        case Self.values.rawValue: self = .values
        case Self.switches.rawValue: self = .switches
        case Self.get.rawValue: self = .get
        case Self.set.rawValue: self = .set
        case Self.toggle.rawValue: self = .toggle
        case Self.reset.rawValue: self = .reset
        case Self.storePath.rawValue: self = .storePath
        case Self.generate.rawValue: self = .generate
        case Self.catalog.rawValue: self = .catalog
        case Self.lsp.rawValue: self = .lsp
        case Self.help.rawValue: self = .help
        case Self.complete.rawValue: self = .complete
        case Self.rulesReference.rawValue: self = .rulesReference
        default: return nil
        }
    }

    /// One of the commands of stored values: their help and options are shared.
    private func storeCommand(_ summary: String, operands: @autoclosure @escaping @Sendable () -> [OperandSpec],
                              run: @escaping @Sendable (ParsedArguments) throws(UsageError) -> ExitStatus) -> Frontend.Command {
        Frontend.Command(name: rawValue, summary: summary, help: HelpText.store, options: StoreCommands.options,
                         operands: operands(), run: run)
    }

    /// The command: its summary, help, options and operands, and what runs it.
    var command: Frontend.Command {
        switch self {
        case .validate:
            Frontend.Command(name: rawValue, summary: "check definitions and report every problem", help: HelpText.validate,
                options: ValidateCommand.options, operands: [.files], run: ValidateCommand.run)
        case .fix:
            Frontend.Command(name: rawValue, summary: "apply every certain repair in place, then report what is left", help: HelpText.fix,
                options: FixCommand.options, operands: [.files], run: FixCommand.run)
        case .render:
            Frontend.Command(name: rawValue, summary: "preview the screen as text, HTML or JSON", help: HelpText.render,
                options: RenderCommand.options, operands: [.file], run: RenderCommand.run)
        case .diff:
            Frontend.Command(name: rawValue, summary: "what a change does to the screen and to users' stored values", help: HelpText.diff,
                options: DiffCommand.options, operands: [.old, .new], run: DiffCommand.run)
        case .values:
            storeCommand("list every keyed item and its value", operands: [.file], run: StoreCommands.values)
        case .switches:
            storeCommand("list every switch and its state", operands: [.file], run: StoreCommands.switches)
        case .get:
            storeCommand("print one item's value", operands: [.file, .key], run: StoreCommands.get)
        case .set:
            storeCommand("store one item's value", operands: [.file, .key, .value], run: StoreCommands.set)
        case .toggle:
            storeCommand("flip one switch and print its new state", operands: [.file, .key], run: StoreCommands.toggle)
        case .reset:
            storeCommand("forget stored values so the defaults apply", operands: [.file, .optionalKey], run: StoreCommands.reset)
        case .storePath:
            Frontend.Command(name: rawValue, summary: "print the store file a definition uses", help: HelpText.store,
                options: StoreCommands.pathOptions, operands: [.file], run: StoreCommands.storePath)
        case .generate:
            Frontend.Command(name: rawValue, summary: "generate typed Swift accessors for the settings", help: HelpText.generate,
                options: GenerateCommand.options, operands: [.word("LANGUAGE", Generation.languages), .file],
                run: GenerateCommand.run)
        case .catalog:
            Frontend.Command(name: rawValue, summary: "compile String Catalogs into .strings tables, or extract them from the pages",
                help: HelpText.catalog, options: CatalogCommand.options,
                operands: [.word("ACTION", CatalogCommand.actions), .bundle], run: CatalogCommand.run)
        case .lsp:
            Frontend.Command(name: rawValue, summary: "serve editors as a language server on standard input and output",
                help: HelpText.lsp, options: LSPCommand.options, operands: [], keepsRunning: true, run: LSPCommand.run)
        case .help:
            Frontend.Command(name: rawValue, summary: "show help for settingsc, a command or a topic (store, config, rules, exit-status)",
                help: HelpText.overview, options: [],
                operands: [OperandSpec(name: "TOPIC", kind: .word(HelpText.topics), isOptional: true)],
                scansOptions: false, run: Frontend.help)
        case .complete:
            Frontend.Command(name: rawValue, summary: "what the completion scripts complete (keys, values, languages)",
                help: CompleteCommand.usage + "\n", options: [], operands: [], isHidden: true, scansOptions: false,
                run: CompleteCommand.run)
        case .rulesReference:
            Frontend.Command(name: rawValue, summary: "print docs/rules.md, the rules and their examples, from the rule catalogue",
                help: "usage: settingsc __rules-reference\n", options: [], operands: [], isHidden: true,
                run: { _ in System.write(RulesReference.markdown, to: 1); return .success })
        }
    }
}
