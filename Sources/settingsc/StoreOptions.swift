import SettingsCompiler

/// `--store PATH | --domain NAME`, resolved to the store of one definition (SPEC §2).
struct StoreOptions {
    static let specs: [OptionSpec] = [.value("--store"), .value("--domain")]

    let store: SwitchStore

    /// Resolves the store; a bad domain or standard input without a domain is a usage error, no place
    /// for a config directory at all is status 3.
    init(_ parsed: ParsedArguments, command: String, definition: String) throws(CommandFailure) {
        if parsed.value("--store") != nil && parsed.value("--domain") != nil {
            throw .usage(UsageError("--store and --domain cannot be used together", command: command))
        }
        switch StoreLocation.resolve(store: parsed.value("--store"), domain: parsed.value("--domain"), definition: definition) {
        case .success(let path):
            var timeout = 30.0
            if let text = System.environment("SETTINGSC_LOCK_TIMEOUT"), let seconds = Double(text), seconds >= 0 {
                timeout = seconds
            }
            store = SwitchStore(path: path, lockTimeout: timeout)
        case .failure(.invalidDomain(let domain)):
            throw .usage(UsageError("invalid domain '\(domain)'; a domain is a file name without '/'", command: command))
        case .failure(.noDomainForStandardInput):
            throw .usage(UsageError("standard input has no file name to name its store after; give --domain NAME "
                + "or --store PATH", command: command))
        case .failure(.noConfigDirectory):
            throw .status(CommandOutput.failure("neither XDG_CONFIG_HOME nor HOME is set, so there is no place for the "
                + "store; give --store PATH"))
        }
    }

    /// The switch states for `screen`, printing a warning per stored value that is not a boolean.
    func states(for screen: SettingsScreen) -> Result<SwitchStates, ExitStatus> {
        switch store.states(for: screen) {
        case .success(let (states, warnings)):
            for warning in warnings { System.write("settingsc: warning: \(warning)\n", to: 2) }
            return .success(states)
        case .failure(let error):
            return .failure(CommandOutput.storeFailure(error))
        }
    }
}

/// A command that stopped early: a usage error (status 2) or a status already reported.
enum CommandFailure: Error {
    case usage(UsageError)
    case status(ExitStatus)
}
