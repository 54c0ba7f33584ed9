import PropertyList
import Platform
import SettingsCompiler

extension StoreCommands {
    /// What every store command works with once its definition is compiled without errors: the items
    /// that have a stored value (a bundle's keyed specifiers, a screen's switches) and their store.
    struct Context {
        var operands: [String]
        var definition: Definition
        /// The items with a stored value, in order; a cell-style screen's switches are toggle switches.
        var items: [Specifier]
        var store: ValueStore
        var command: String
        /// FILE as messages name it.
        var fileName: String

        /// The values of `wanted`, with a warning printed for each stored value its item cannot hold
        /// (it counts as absent).
        func values(of wanted: [Specifier]) throws(CommandFailure) -> BundleValues {
            switch store.read() {
            case .failure(let error):
                throw .status(CommandOutput.storeFailure(error))
            case .success(let dictionary):
                let (values, warnings) = store.values(in: dictionary, for: wanted)
                for warning in warnings { System.write("settingsc: warning: \(warning)\n", to: 2) }
                return values
            }
        }

        /// The item stored under `key`, or a usage error naming close matches or the valid keys.
        func item(_ key: String) throws(CommandFailure) -> Specifier {
            if let item = items.first(where: { $0.key?.name == key }) { return item }
            throw .usage(UsageError(unknownKey(key), command: command))
        }

        /// Runs a change under the store's lock; status 0 or the store failure's status.
        func update(_ change: (inout PlistDictionary) -> Bool) throws(CommandFailure) -> ExitStatus {
            let result = store.update(onWait: {
                System.write("settingsc: waiting for another settingsc to finish with '\(store.path)' …\n", to: 2)
            }) { dictionary in (change(&dictionary), ()) }
            switch result {
            case .success: return .success
            case .failure(let error): return CommandOutput.storeFailure(error)
            }
        }

        // MARK: Unknown keys

        /// Why `key` names no item: what it is instead (a row's or an item's title), then the close
        /// match or the keys there are.
        private func unknownKey(_ key: String) -> String {
            let keys = items.compactMap { $0.key?.name }
            var message: String
            switch definition {
            case .screen(let screen):
                if let named = items.first(where: { $0.title?.text == key && $0.key?.name != key }), named.key != nil {
                    return "'\(key)' is the title of \(named.itemName); use its key"
                }
                if let row = screen.sections.lazy.flatMap(\.rows).first(where: { $0.title == key }) {
                    message = "'\(key)' is a \(row.cellType.rawValue) row, not a switch"
                } else {
                    message = "no switch with key '\(key)' in \(fileName)"
                }
                return message + Self.closeMatch(key, in: keys, noun: "switches", none: "the definition has no switches")
            case .bundle(let bundle):
                let named = bundle.pages.filter { $0.variantOf == nil }.lazy.flatMap(\.specifiers)
                    .first { $0.title?.text == key }
                if let named, named.key != nil {
                    return "'\(key)' is the title of \(named.itemName); use its key"
                } else if let named {
                    message = "'\(key)' is the title of \(named.itemName), which holds no value"
                } else {
                    message = "no item with key '\(key)' in \(fileName)"
                }
                return message + Self.closeMatch(key, in: keys, noun: "keys", none: "the bundle has no items with a key")
            }
        }

        /// "; did you mean 'X'?", else "; its NOUN are 'a', 'b' and 3 more", else "; NONE".
        private static func closeMatch(_ key: String, in keys: [String], noun: String, none: String) -> String {
            if let close = Suggestions.closest(to: key, in: keys) { return "; did you mean '\(close)'?" }
            if keys.isEmpty { return "; " + none }
            let shown = keys.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
            return "; its \(noun) are \(shown)" + (keys.count > 12 ? " and \(keys.count - 12) more" : "")
        }
    }

    /// Parses options, resolves the store, compiles the definition (a file, a bundle folder or one of
    /// its pages; errors: status 1, nothing written), then runs `body`. The operands taken are those
    /// `Frontend.commands` lists for `command`.
    static func run(_ command: String, _ arguments: [String],
                    _ body: (Context) throws(CommandFailure) -> ExitStatus) throws(UsageError) -> ExitStatus {
        let parsed = try ArgumentScanner.scan(arguments, command: command, specs: options)
        if parsed.wantsHelp {
            System.write(HelpText.store, to: 1)
            return .success
        }
        let operands = Frontend.commands.first { $0.name == command }!.operands
        guard (operands.count(where: { !$0.isOptional })...operands.count).contains(parsed.operands.count) else {
            throw UsageError("wrong number of arguments; usage: " + HelpText.storeUsage(command, operands: operands),
                             command: command)
        }
        let path = parsed.operands[0]
        do {
            let options = try StoreOptions(parsed, command: command, definition: path)
            let compilation = DefinitionCompiler.compile(path: path)
            if let status = CommandOutput.compilationFailure(compilation, color: parsed.value("--color")) { return status }
            guard let definition = compilation.definition else { return .inputErrors }
            return try body(Context(operands: parsed.operands, definition: definition, items: definition.keyedItems,
                                    store: options.store(for: definition), command: command,
                                    fileName: path == "-" ? "<stdin>" : path))
        } catch {
            switch error {
            case .usage(let usage): throw usage
            case .status(let status): return status
            }
        }
    }
}
