import PropertyList
import Platform

/// `values`, `switches`, `get`, `set`, `toggle`, `reset`: stored values from the shell, for a cell-style
/// definition's switches and every keyed item of a Settings bundle.
///
/// A session is opened on a definition compiled without errors; its operations read or change the
/// store, each change atomically under the store's lock.
public struct StoreSession: Sendable {
    public let definition: Definition
    /// The items with a stored value, in order; a cell-style screen's switches are toggle switches.
    public let items: [Specifier]
    public let store: ValueStore
    /// FILE as messages name it.
    public let fileName: String

    /// What opening a session gave: the definition's reports (shown first, warnings too) and the
    /// session, or why there is none.
    public struct Opening: Sendable {
        public var reports: [FileReport] = []
        public var readFailures: [System.FileError] = []
        public var session: Result<StoreSession, CommandFailure>
    }

    /// Resolves the store and compiles the definition (a file, a bundle folder or one of its pages):
    /// errors in it are `inputErrors`, and nothing is then written.
    public static func open(_ path: String, store selection: StoreSelection, checking: ConfigurationOptions) -> Opening {
        if let kind = TranslationFileCheck.kind(of: path) {
            return Opening(session: .failure(TranslationFileCheck.notADefinition(path, kind)))
        }
        let resolved: ResolvedStore
        let applied: AppliedConfiguration
        do {
            applied = try AppliedConfiguration.resolve(for: path, options: checking)
            resolved = try selection.configured(by: applied).resolve(for: path)
        } catch {
            return Opening(session: .failure(error))
        }
        let compilation = applied.compile(path: path)
        var opening = Opening(reports: compilation.reports, readFailures: compilation.failures, session: .failure(.inputErrors))
        if let failure = compilation.failures.first {
            opening.session = .failure(.unreadable(failure))
        } else if !compilation.hasErrors, let definition = compilation.definition {
            opening.session = .success(StoreSession(definition: definition, items: definition.keyedItems,
                                                    store: resolved.store(for: definition),
                                                    fileName: path == "-" ? "<stdin>" : path))
        }
        return opening
    }

    /// The store file FILE uses (`store-path`), without compiling it: only its content tells a bundle
    /// page (a root dictionary) from a cell-style file; one that cannot be read keeps the store its
    /// name gives. The page's bundle is the folder holding it.
    public static func path(for path: String, store selection: StoreSelection,
                            checking: ConfigurationOptions) throws(CommandFailure) -> String {
        let applied = try AppliedConfiguration.resolve(for: path, options: checking)
        let resolved = try selection.configured(by: applied).resolve(for: path)
        if path != "-", !System.isDirectory(path), case .success(let file) = SourceFile.open(path),
           PlistReader.parse(file, rootArrayElement: { _, _ in }).rootKind == .dictionary {
            return resolved.store(forBundle: System.parentDirectory(of: path)).path
        }
        return resolved.store.path
    }

    // MARK: Reading

    /// The values of `wanted`, and a warning for each stored value its item cannot hold (it counts as absent).
    public func values(of wanted: [Specifier]) throws(CommandFailure) -> (values: BundleValues, warnings: [String]) {
        switch store.read() {
        case .failure(let error): throw .store(error)
        case .success(let dictionary): return store.values(in: dictionary, for: wanted)
        }
    }

    /// `KEY<TAB>VALUE` per item, in order (`values`, `switches`). A value's tab, line breaks and
    /// backslashes are written as `\t`, `\n`, `\r` and `\\`, so that every item is one line.
    public func list(_ items: [Specifier]) throws(CommandFailure) -> (text: String, warnings: [String]) {
        let (values, warnings) = try values(of: items)
        var output = ""
        for item in items {
            output += item.key!.name + "\t" + Self.oneLine(item.shellText(values.value(of: item)!)) + "\n"
        }
        return (output, warnings)
    }

    /// One item's value as `get` prints it.
    public func get(_ key: String) throws(CommandFailure) -> (text: String, warnings: [String]) {
        let item = try item(key)
        let (values, warnings) = try values(of: [item])
        return (item.shellText(values.value(of: item)!), warnings)
    }

    /// The item stored under `key`, or a usage error naming close matches or the valid keys.
    ///
    /// The key written with the same bytes first, as the store tells keys apart; else one that reads the
    /// same (Swift's `==`: `café` typed composed for a key written decomposed), as a shell's input
    /// method may have composed what was typed.
    public func item(_ key: String) throws(CommandFailure) -> Specifier {
        if let item = items.first(where: { $0.key.map { System.sameBytes($0.name, key) } ?? false }) { return item }
        if let item = items.first(where: { $0.key?.name == key }) { return item }
        throw .usage(StoreKeyMessage.unknown(key, in: definition, items: items, fileName: fileName))
    }

    // MARK: Changing

    /// Stores `input` for `key`, checked against the item (a refusal is a usage error).
    public func set(_ key: String, to input: String, onWait: () -> Void) throws(CommandFailure) {
        let item = try item(key)
        let value: PlistValue
        switch item.storedValue(forInput: input) {
        case .success(let typed): value = typed
        case .failure(let refusal): throw .usage(refusal.message)
        }
        let key = item.key!.name
        try update(onWait: onWait) { dictionary in
            if dictionary[key]?.value == value { return false }
            dictionary.set(key, to: PlistNode(value))
            return true
        }
    }

    /// Flips a switch; its new state.
    public func toggle(_ key: String, onWait: () -> Void) throws(CommandFailure) -> Bool {
        let item = try item(key)
        let key = item.key!.name
        guard case .toggleSwitch(let toggle) = item.kind else {
            throw .usage("\(item.itemName) is not a switch and cannot be toggled; give it a value with "
                + "'settingsc set \(fileName) \(key) VALUE'")
        }
        var newValue = false
        try update(onWait: onWait) { dictionary in
            // Read inside the lock: the value another process just wrote is the one flipped.
            newValue = !(dictionary[key].flatMap { toggle.isOn($0.value) } ?? toggle.isOnByDefault)
            dictionary.set(key, to: PlistNode(toggle.storedValue(on: newValue)))
            return true
        }
        return newValue
    }

    /// Forgets `key`'s stored value, or every item's when nil. Nothing stored means nothing to forget:
    /// the store does not write (or create) anything then.
    public func reset(_ key: String?, onWait: () -> Void) throws(CommandFailure) {
        var keys = items.compactMap { $0.key?.name }
        if let key { keys = [try item(key).key!.name] }
        try update(onWait: onWait) { dictionary in
            var changed = false
            for key in keys where dictionary.remove(key) { changed = true }
            return changed
        }
    }

    /// Runs a change under the store's lock.
    private func update(onWait: () -> Void, _ change: (inout PlistDictionary) -> Bool) throws(CommandFailure) {
        if case .failure(let error) = store.update(onWait: onWait, { dictionary in (change(&dictionary), ()) }) {
            throw .store(error)
        }
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
