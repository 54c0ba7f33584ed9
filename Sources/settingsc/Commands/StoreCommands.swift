import PropertyList
import Platform
import SettingsCompiler

/// `values`, `switches`, `get`, `set`, `toggle`, `reset`, `store-path`: stored values from the shell, for
/// a cell-style definition's switches and every keyed item of a Settings bundle.
enum StoreCommands {
    /// `--store PATH | --domain NAME`.
    static let storeOptions: [OptionSpec] = [
        .value("--store", kind: .path, valueName: "PATH", summary: "use the store file PATH").alternative(in: "store"),
        .value("--domain", valueName: "NAME", summary: "use the store <config>/settingsc/NAME.plist")
            .alternative(in: "store"),
    ]
    /// What `store-path` takes: the store, and the configuration (its problems stop it too).
    static let pathOptions = storeOptions + CheckOptions.specs
    static let options = pathOptions + [
        .color(summary: "colour diagnostics",
               details: "colour diagnostics (all but store-path); auto: only on a terminal and without NO_COLOR"),
    ]

    static func selection(_ parsed: ParsedArguments) -> StoreSelection {
        StoreSelection(store: parsed.value("--store"), domain: parsed.value("--domain"))
    }

    static func values(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        try run("values", parsed) { session, _ throws(CommandFailure) in
            try list(session.list(session.items))
        }
    }

    static func switches(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        try run("switches", parsed) { session, _ throws(CommandFailure) in
            try list(session.list(session.items.filter { $0.type == .toggleSwitch }))
        }
    }

    static func get(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        try run("get", parsed) { session, operands throws(CommandFailure) in
            let (text, warnings) = try session.get(operands[1])
            // Exact for scripts; on a terminal, nothing in a value may act on it.
            System.write((System.isTerminal(1) ? TerminalText.escaped(text) : text) + "\n", to: 1)
            return warnings
        }
    }

    static func set(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        try run("set", parsed) { session, operands throws(CommandFailure) in
            try session.set(operands[1], to: operands[2], onWait: { waiting(for: session) })
            return []
        }
    }

    static func toggle(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        try run("toggle", parsed) { session, operands throws(CommandFailure) in
            let newValue = try session.toggle(operands[1], onWait: { waiting(for: session) })
            System.write("\(newValue)\n", to: 1)
            return []
        }
    }

    static func reset(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        try run("reset", parsed) { session, operands throws(CommandFailure) in
            try session.reset(operands.count == 2 ? operands[1] : nil, onWait: { waiting(for: session) })
            return []
        }
    }

    static func storePath(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        guard parsed.operands.count == 1 else { throw UsageError("store-path takes one FILE", command: "store-path") }
        let checking = try CheckOptions.read(parsed, command: "store-path")
        do {
            System.write(try StoreSession.path(for: parsed.operands[0], store: selection(parsed), checking: checking) + "\n",
                         to: 1)
            return .success
        } catch {
            return try CommandOutput.status(of: error, command: "store-path")
        }
    }

    /// Checks the operands against the command's operand table, opens the session (the definition's diagnostics
    /// are printed; errors: status 1, nothing written), then runs `body` with the operands and prints
    /// the warnings it returns (about stored values that count as absent) unless `--quiet`: then only
    /// the answer is printed.
    private static func run(_ command: String, _ parsed: ParsedArguments,
                            _ body: (StoreSession, [String]) throws(CommandFailure) -> [String]) throws(UsageError) -> ExitStatus {
        let table = Frontend.command(named: command)!
        let operands = table.operands
        guard (operands.count(where: { !$0.isOptional })...operands.count).contains(parsed.operands.count) else {
            let usage = HelpFormatter.usage(table, indent: "")
            throw UsageError("wrong number of arguments; usage: " + usage.dropLast(), command: command)
        }
        let opening = StoreSession.open(parsed.operands[0], store: selection(parsed),
                                        checking: try CheckOptions.read(parsed, command: command))
        CommandOutput.printCompilation(readFailures: opening.readFailures, reports: opening.reports,
                                       color: parsed.value("--color"))
        do {
            let warnings = try body(try opening.session.get(), parsed.operands)
            if !parsed.has("--quiet") { CommandOutput.printMessages(warnings.map { .warning($0) }) }
            return .success
        } catch {
            return try CommandOutput.status(of: error, command: command, shown: opening.readFailures)
        }
    }

    /// `KEY<TAB>VALUE` lines: exact for scripts, and on a terminal with what could act on it escaped (the
    /// tab and line ends kept); the warnings about stored values that count as absent are returned.
    private static func list(_ listing: (text: String, warnings: [String])) -> [String] {
        guard System.isTerminal(1) else {
            System.write(listing.text, to: 1)
            return listing.warnings
        }
        var shown = ""
        for line in listing.text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !shown.isEmpty { shown += "\n" }
            shown += line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                .map { TerminalText.escaped(String($0)) }.joined(separator: "\t")
        }
        System.write(shown, to: 1)
        return listing.warnings
    }

    private static func waiting(for session: StoreSession) {
        System.write("settingsc: waiting for another settingsc to finish with '\(TerminalText.escaped(session.store.path))' …\n",
                     to: 2)
    }
}
