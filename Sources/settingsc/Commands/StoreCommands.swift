import SettingsCompiler

/// `switches`, `get`, `set`, `toggle`, `reset`, `store-path`: switch states from the shell.
enum StoreCommands {
    static let options = StoreOptions.specs + [.value("--color", ["auto", "always", "never"])]

    static func switches(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        try run("switches", arguments, operands: 1...1) { context throws(CommandFailure) in
            let states = try context.states()
            for row in context.screen.switches {
                System.write("\(row.switchKey!)\t\(states.isOn(row))\n", to: 1)
            }
            return .success
        }
    }

    static func get(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        try run("get", arguments, operands: 2...2) { context throws(CommandFailure) in
            let row = try context.switchRow(context.operands[1])
            System.write("\(try context.states().isOn(row))\n", to: 1)
            return .success
        }
    }

    static func set(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        try run("set", arguments, operands: 3...3) { context throws(CommandFailure) in
            let row = try context.switchRow(context.operands[1])
            guard let value = parseBool(context.operands[2]) else {
                throw .usage(UsageError("invalid value '\(context.operands[2])'; expected true/false, on/off, yes/no or 1/0",
                                        command: "set"))
            }
            let key = row.switchKey!
            return try context.update { dictionary in
                if case .bool(value) = dictionary[key]?.value { return false }
                dictionary.set(key, to: PlistNode(.bool(value)))
                return true
            }
        }
    }

    static func toggle(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        try run("toggle", arguments, operands: 2...2) { context throws(CommandFailure) in
            let row = try context.switchRow(context.operands[1])
            let key = row.switchKey!
            var newValue = false
            let status = try context.update { dictionary in
                // Read inside the lock: the value another process just wrote is the one flipped.
                let current: Bool
                if case .bool(let stored) = dictionary[key]?.value { current = stored } else { current = row.defaultValue }
                newValue = !current
                dictionary.set(key, to: PlistNode(.bool(newValue)))
                return true
            }
            if status == .success { System.write("\(newValue)\n", to: 1) }
            return status
        }
    }

    static func reset(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        try run("reset", arguments, operands: 1...2) { context throws(CommandFailure) in
            let keys: [String]
            if context.operands.count == 2 {
                keys = [try context.switchRow(context.operands[1]).switchKey!]
            } else {
                keys = context.screen.switches.compactMap(\.switchKey)
            }
            // Nothing stored means nothing to forget: the store does not write (or create) anything then.
            return try context.update { dictionary in
                var changed = false
                for key in keys where dictionary.remove(key) { changed = true }
                return changed
            }
        }
    }

    static func storePath(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ArgumentScanner.scan(arguments, command: "store-path", specs: StoreOptions.specs)
        if parsed.wantsHelp {
            System.write(HelpText.store, to: 1)
            return .success
        }
        guard parsed.operands.count == 1 else {
            throw UsageError("store-path takes one FILE", command: "store-path")
        }
        do {
            let options = try StoreOptions(parsed, command: "store-path", definition: parsed.operands[0])
            System.write(options.store.path + "\n", to: 1)
            return .success
        } catch {
            switch error {
            case .usage(let usage): throw usage
            case .status(let status): return status
            }
        }
    }

    // MARK: Shared

    /// What every store command works with once its definition is compiled without errors.
    struct Context {
        var operands: [String]
        var screen: SettingsScreen
        var options: StoreOptions
        var command: String
        var definition: String

        func states() throws(CommandFailure) -> SwitchStates {
            switch options.states(for: screen) {
            case .success(let states): return states
            case .failure(let status): throw .status(status)
            }
        }

        /// The switch row stored under `key`, or a usage error naming close matches or the valid keys.
        func switchRow(_ key: String) throws(CommandFailure) -> SettingsRow {
            if let row = screen.switchRow(forKey: key) { return row }
            let keys = screen.switches.compactMap(\.switchKey)
            var message: String
            if let row = screen.sections.lazy.flatMap(\.rows).first(where: { $0.title == key }) {
                message = "'\(key)' is a \(row.cellType.rawValue) row, not a switch"
            } else {
                message = "no switch with key '\(key)' in \(definition)"
            }
            if let close = Suggestions.closest(to: key, in: keys) {
                message += "; did you mean '\(close)'?"
            } else if keys.isEmpty {
                message += "; the definition has no switches"
            } else {
                let shown = keys.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
                message += "; its switches are \(shown)" + (keys.count > 12 ? " and \(keys.count - 12) more" : "")
            }
            throw .usage(UsageError(message, command: command))
        }

        /// Runs a change under the store's lock; status 0 or the store failure's status.
        func update(_ change: (inout PlistDictionary) -> Bool) throws(CommandFailure) -> ExitStatus {
            let result = options.store.update(onWait: {
                System.write("settingsc: waiting for another settingsc to finish with '\(options.store.path)' …\n", to: 2)
            }) { dictionary in (change(&dictionary), ()) }
            switch result {
            case .success: return .success
            case .failure(let error): return CommandOutput.storeFailure(error)
            }
        }
    }

    /// Parses options, resolves the store, compiles the definition (errors: status 1, nothing written),
    /// then runs `body`.
    private static func run(_ command: String, _ arguments: [String], operands: ClosedRange<Int>,
                            _ body: (Context) throws(CommandFailure) -> ExitStatus) throws(UsageError) -> ExitStatus {
        let parsed = try ArgumentScanner.scan(arguments, command: command, specs: options)
        if parsed.wantsHelp {
            System.write(HelpText.store, to: 1)
            return .success
        }
        guard operands.contains(parsed.operands.count) else {
            throw UsageError("wrong number of arguments; usage: " + HelpText.storeUsage(command), command: command)
        }
        let definition = parsed.operands[0]
        do {
            let options = try StoreOptions(parsed, command: command, definition: definition)
            let file: SourceFile
            switch CommandOutput.open(definition, command: command) {
            case .success(let opened): file = opened
            case .failure(let status): return status
            }
            let compilation = DefinitionCompiler.compile(file, onSection: nil)
            guard case .screen(let screen)? = compilation.definition else {
                return CommandOutput.bundleNotSupported(definition, command: command)
            }
            CommandOutput.printDiagnostics(compilation.reports, color: parsed.value("--color"))
            guard !compilation.hasErrors else { return .inputErrors }
            return try body(Context(operands: parsed.operands, screen: screen, options: options, command: command,
                                    definition: file.displayName))
        } catch {
            switch error {
            case .usage(let usage): throw usage
            case .status(let status): return status
            }
        }
    }

    /// true/false, on/off, yes/no, 1/0, any case.
    static func parseBool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "on", "yes", "1": true
        case "false", "off", "no", "0": false
        default: nil
        }
    }
}
