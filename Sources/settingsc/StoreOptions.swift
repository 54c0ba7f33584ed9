import PropertyList
import Platform
import SettingsCompiler

/// `--store PATH | --domain NAME`, resolved to the store of one definition (SPEC §2).
struct StoreOptions {
    static let specs: [OptionSpec] = [.value("--store", kind: .path), .value("--domain")]

    /// The store as FILE's path tells it (a folder is a Settings bundle); `store(for:)` knows a bundle
    /// page given as a file too.
    let store: ValueStore
    private let storeOption: String?
    private let domainOption: String?
    private let definition: String

    /// Resolves the store; a bad domain or standard input without a domain is a usage error, no place
    /// for a config directory at all is status 3.
    init(_ parsed: ParsedArguments, command: String, definition: String) throws(CommandFailure) {
        if parsed.value("--store") != nil && parsed.value("--domain") != nil {
            throw .usage(UsageError("--store and --domain cannot be used together", command: command))
        }
        storeOption = parsed.value("--store")
        domainOption = parsed.value("--domain")
        self.definition = definition
        let bundle = definition != "-" && System.isDirectory(definition) ? definition : nil
        switch StoreLocation.resolve(store: storeOption, domain: domainOption, definition: definition, bundle: bundle) {
        case .success(let path):
            var timeout = 30.0
            if let text = System.environment("SETTINGSC_LOCK_TIMEOUT"), let seconds = Double(text), seconds >= 0 {
                timeout = seconds
            }
            store = ValueStore(path: path, lockTimeout: timeout)
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

    /// The store of the compiled definition: a bundle's is named after the folder that holds it, also
    /// when FILE is one of its pages (a file's path cannot tell a page from a cell-style definition).
    func store(for compiled: Definition) -> ValueStore {
        guard case .bundle(let bundle) = compiled else { return store }
        return store(forBundle: bundle.path)
    }

    /// The store of the bundle in folder `bundle` (FILE being it or one of its pages).
    func store(forBundle bundle: String) -> ValueStore {
        guard case .success(let path) = StoreLocation.resolve(store: storeOption, domain: domainOption,
                                                              definition: definition, bundle: bundle)
        else { return store }  // (the rules that can fail failed in init already)
        return ValueStore(path: path, lockTimeout: store.lockTimeout)
    }
}

/// A command that stopped early: a usage error (status 2) or a status already reported.
enum CommandFailure: Error {
    case usage(UsageError)
    case status(ExitStatus)
}
