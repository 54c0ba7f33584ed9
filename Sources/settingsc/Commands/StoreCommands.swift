import PropertyList
import Platform
import SettingsCompiler

/// `values`, `switches`, `get`, `set`, `toggle`, `reset`, `store-path`: stored values from the shell, for
/// a cell-style definition's switches and every keyed item of a Settings bundle (SPEC §2, §5).
enum StoreCommands {
    static let options = StoreOptions.specs + [.value("--color", ["auto", "always", "never"])]

    static func values(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        try run("values", arguments) { context throws(CommandFailure) in
            try list(context.items, of: context)
        }
    }

    static func switches(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        try run("switches", arguments) { context throws(CommandFailure) in
            try list(context.items.filter { $0.type == .toggleSwitch }, of: context)
        }
    }

    static func get(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        try run("get", arguments) { context throws(CommandFailure) in
            let item = try context.item(context.operands[1])
            let value = try context.values(of: [item]).value(of: item)!
            System.write(item.shellText(value) + "\n", to: 1)
            return .success
        }
    }

    static func set(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        try run("set", arguments) { context throws(CommandFailure) in
            let item = try context.item(context.operands[1])
            let value: PlistValue
            switch item.storedValue(forInput: context.operands[2]) {
            case .success(let typed): value = typed
            case .failure(let refusal): throw .usage(UsageError(refusal.message, command: "set"))
            }
            let key = item.key!.name
            return try context.update { dictionary in
                if dictionary[key]?.value == value { return false }
                dictionary.set(key, to: PlistNode(value))
                return true
            }
        }
    }

    static func toggle(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        try run("toggle", arguments) { context throws(CommandFailure) in
            let item = try context.item(context.operands[1])
            let key = item.key!.name
            guard case .toggleSwitch(let toggle) = item.kind else {
                throw .usage(UsageError("\(item.itemName) is not a switch and cannot be toggled; give it a value with "
                    + "'settingsc set \(context.fileName) \(key) VALUE'", command: "toggle"))
            }
            var newValue = false
            let status = try context.update { dictionary in
                // Read inside the lock: the value another process just wrote is the one flipped.
                newValue = !(dictionary[key].flatMap { toggle.isOn($0.value) } ?? toggle.isOnByDefault)
                dictionary.set(key, to: PlistNode(toggle.storedValue(on: newValue)))
                return true
            }
            if status == .success { System.write("\(newValue)\n", to: 1) }
            return status
        }
    }

    static func reset(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        try run("reset", arguments) { context throws(CommandFailure) in
            let keys: [String]
            if context.operands.count == 2 {
                keys = [try context.item(context.operands[1]).key!.name]
            } else {
                keys = context.items.compactMap { $0.key?.name }
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
        let path = parsed.operands[0]
        do {
            let options = try StoreOptions(parsed, command: "store-path", definition: path)
            var store = options.store
            // Only its content tells a bundle page (a root dictionary) from a cell-style file; one that
            // cannot be read keeps the store its name gives. The page's bundle is the folder holding it.
            if path != "-", !System.isDirectory(path), case .success(let file) = SourceFile.open(path),
               case .dictionary? = PlistReader.parse(file, rootArrayElement: { _, _ in }).root?.value {
                store = options.store(forBundle: System.parentDirectory(of: path))
            }
            System.write(store.path + "\n", to: 1)
            return .success
        } catch {
            switch error {
            case .usage(let usage): throw usage
            case .status(let status): return status
            }
        }
    }

    /// `KEY<TAB>VALUE` per item, in order. A value's tab, line breaks and backslashes are written as
    /// `\t`, `\n`, `\r` and `\\`, so that every item is one line.
    private static func list(_ items: [Specifier], of context: Context) throws(CommandFailure) -> ExitStatus {
        let values = try context.values(of: items)
        var output = ""
        for item in items {
            output += item.key!.name + "\t" + oneLine(item.shellText(values.value(of: item)!)) + "\n"
        }
        System.write(output, to: 1)
        return .success
    }

    private static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x5C }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
