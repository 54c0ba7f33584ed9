import Diagnostics
import PropertyList
import Platform

/// The per-user file of settings values: a plist dictionary of key → value (a switch's boolean, any
/// value a bundle's item stores). The name is older than bundles; it holds every kind of value.
///
/// Reading needs no lock: a store is only ever replaced whole (rename), so a reader sees the old file
/// or the new one. Changes are read-modify-write under an exclusive `flock` on `<store>.lock` (a lock on
/// the store itself would not survive the rename), written atomically (temporary file, fsync, rename,
/// fsync of the directory), new files mode 0600 in directories made 0700, a rewritten file keeping its
/// mode, owner and group. The store is a regular file or nothing yet: anything else is refused before
/// the lock is taken. Entries settingsc did not
/// write — other keys, other types — are carried over unchanged and in order. A store that does not
/// parse is never overwritten. A writer killed mid-write leaves its temporary file, which the next
/// writer removes. A store path that is a symbolic link is followed: the file it points to is replaced
/// and the link is kept.
public struct ValueStore: Sendable {
    public let path: String
    /// How long `update` waits for another process's lock before giving up.
    public var lockTimeout: Double

    public init(path: String, lockTimeout: Double = 30) {
        self.path = path
        self.lockTimeout = lockTimeout
    }

    /// The file actually read and replaced: `path` with symbolic links followed.
    public var resolvedPath: String {
        System.resolveSymbolicLinks(path) ?? path
    }

    /// The store's dictionary; an empty one when the file does not exist yet.
    public func read() -> Result<PlistDictionary, StoreError> {
        readWithFormat().map(\.dictionary)
    }

    /// The store's dictionary and whether the file is a binary plist (an app's own preferences file
    /// is): a binary store is written back binary, a new one is XML.
    private func readWithFormat() -> Result<(dictionary: PlistDictionary, binary: Bool), StoreError> {
        let target = resolvedPath
        if let problem = problem(with: target) { return .failure(problem) }
        if System.kind(of: target) == .missing { return .success((PlistDictionary(), false)) }
        let file: SourceFile
        switch SourceFile.open(target, displayName: path, regularFileOnly: true) {
        case .success(let opened): file = opened
        case .failure(let error): return .failure(.unreadable(path: path, reason: error.reason))
        }
        let document = PlistReader.parse(file)
        if document.hasErrors {
            return .failure(.corrupt(FileReport(file: file, diagnostics: document.diagnostics.filter { $0.severity == .error })))
        }
        guard let root = document.root else {
            return .failure(.corrupt(FileReport(file: file, diagnostics: [.emptyPlist(at: .start)])))
        }
        guard case .dictionary(let dictionary) = root.value else {
            return .failure(.notADictionary(path: path, found: root.value.typeName))
        }
        return .success((dictionary, file.isBinary))
    }

    /// Why `target` cannot be the store: it is replaced whole, so it is a regular file or nothing yet,
    /// never a FIFO (whose read would wait, holding the lock) or a device.
    private func problem(with target: String) -> StoreError? {
        switch System.kind(of: target) {
        case .missing, .regular: nil
        case .directory: .unreadable(path: path, reason: "it is a directory")
        case .symbolicLink, .other: .unreadable(path: path, reason: "it is not a regular file")
        }
    }

    /// The states of `screen`'s switches in the store's `dictionary`, and a warning for each stored value
    /// that is not a boolean (it counts as absent: the default applies).
    public func states(in dictionary: PlistDictionary, for screen: SettingsScreen) -> (states: SwitchStates, warnings: [String]) {
        let (stored, warnings) = entries(of: screen.switches, in: dictionary, key: \.switchKey,
                                         expected: { _ in "a boolean" }) { _, value -> Bool? in
            if case .bool(let state) = value { state } else { nil }
        }
        return (SwitchStates(byKey: stored), warnings)
    }

    /// The values of a bundle's keyed `specifiers`, and a warning for each stored value an item cannot
    /// hold (it counts as absent: the default applies).
    public func values(in dictionary: PlistDictionary, for specifiers: some Sequence<Specifier>)
        -> (values: BundleValues, warnings: [String]) {
        let (stored, warnings) = entries(of: specifiers, in: dictionary, key: { $0.key?.name },
                                         expected: \.acceptedValues) { $0.accepts($1) ? $1 : nil }
        return (BundleValues(byKey: stored), warnings)
    }

    /// The stored value of each keyed item that `take` accepts, by key (its bytes, as the store's own
    /// keys are told apart), and a warning for each stored value it refuses (`expected` says what the
    /// item holds).
    private func entries<Item, Value>(of items: some Sequence<Item>, in dictionary: PlistDictionary,
                                      key: (Item) -> String?, expected: (Item) -> String,
                                      take: (Item, PlistValue) -> Value?)
        -> (stored: [ByteKey: Value], warnings: [String]) {
        var stored: [ByteKey: Value] = [:]
        var warnings: [String] = []
        for item in items {
            guard let key = key(item), let node = dictionary[key] else { continue }
            if let value = take(item, node.value) {
                stored[ByteKey(key)] = value
            } else {
                warnings.append(ignoredEntry(key, node, expected: expected(item)))
            }
        }
        return (stored, warnings)
    }

    /// The warning for a store entry whose type its item cannot hold.
    private func ignoredEntry(_ key: String, _ node: PlistNode, expected: String) -> String {
        let place = node.location.byteOffset.map { "\(path) (at byte \($0))" }
            ?? "\(path):\(node.location.line):\(node.location.column)"
        return "\(place): store entry \(MessageText.quoted(key)) is \(MessageText.article(node.value.typeName)), "
            + "not \(expected); the default applies until it is set"
    }

    /// Reads, changes and writes the store under its lock. `change` returns whether anything changed
    /// (nothing is written otherwise) and a result for the caller. `onWait` is called once if the lock
    /// is busy for more than a second. A change that changes nothing creates nothing: when there is no
    /// store yet, `change` is first tried on an empty one, and only if it changes that are the
    /// directory, the lock and the file made (then `change` runs again, under the lock).
    public func update<T>(onWait: () -> Void = {}, _ change: (inout PlistDictionary) -> (changed: Bool, result: T))
        -> Result<T, StoreError> {
        let target = resolvedPath
        // Before the lock is made or taken: a store that cannot be one is refused at once.
        if let problem = problem(with: target) { return .failure(problem) }
        if System.kind(of: target) == .missing {
            var empty = PlistDictionary()
            let trial = change(&empty)
            if !trial.changed { return .success(trial.result) }
        }
        let directory = System.parentDirectory(of: target)
        if case .failure(let error) = System.createDirectories(directory, mode: 0o700) {
            return .failure(.writeFailed(path: path, reason: "cannot create the directory '\(error.path)': \(error.reason)"))
        }
        let lockPath = target + ".lock"
        let lock: System.FileLock
        switch System.FileLock.acquire(lockPath, timeout: lockTimeout, onWait: onWait) {
        case .success(let acquired): lock = acquired
        case .failure(.cannotOpen(let error)):
            return .failure(.writeFailed(path: path, reason: "cannot open the lock file '\(lockPath)': \(error.reason)"))
        case .failure(.timedOut(let lockFile, let seconds)):
            return .failure(.lockTimedOut(path: lockFile, seconds: seconds))
        }
        defer { withExtendedLifetime(lock) {} }

        var dictionary: PlistDictionary
        let binary: Bool
        switch readWithFormat() {
        case .success(let current): (dictionary, binary) = current
        case .failure(let error): return .failure(error)
        }
        let (changed, result) = change(&dictionary)
        guard changed else { return .success(result) }
        let bytes: [UInt8]
        do throws(PlistWriter.Failure) {
            bytes = binary ? try BinaryPlistWriter.data(.dictionary(dictionary))
                : Array(try PlistWriter.document(.dictionary(dictionary)).utf8)
        } catch {
            // Both writers refuse what XML cannot carry, so that any store can be converted either way.
            guard case .unrepresentableCharacter(let scalar, let inText) = error else {
                return .failure(.writeFailed(path: path, reason: "\(error)"))
            }
            return .failure(.writeFailed(path: path, reason: "U+\(String(scalar, radix: 16, uppercase: true)) in "
                + "\(MessageText.quoted(inText)) cannot be written (XML property lists cannot hold it)"))
        }
        // A writer killed while writing leaves its temporary file behind; the next writer removes it (`StagedFile`).
        if case .failure(let error) = System.writeAtomically(bytes, to: target, newFileMode: 0o600) {
            return .failure(.writeFailed(path: path, reason: error.reason))
        }
        return .success(result)
    }
}
