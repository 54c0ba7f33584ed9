import PropertyList
import Platform

/// `--store PATH | --domain NAME`, resolved to the store of one definition.
public struct StoreSelection: Sendable {
    public var store: String?
    public var domain: String?

    public init(store: String? = nil, domain: String? = nil) {
        self.store = store
        self.domain = domain
    }

    /// The selection with the `"domain"` of FILE's configuration where nothing else names a store
    /// (`--store`, `--domain`, `$SETTINGSC_STORE`): the command line and the environment come first.
    package func configured(by applied: AppliedConfiguration) -> StoreSelection {
        guard store == nil, domain == nil, let configured = applied.configuration?.domain,
              (System.environment("SETTINGSC_STORE") ?? "").isEmpty else { return self }
        return StoreSelection(store: nil, domain: configured)
    }

    /// The store as FILE's path tells it (a folder is a Settings bundle); `resolved(for:)` knows a
    /// bundle page given as a file too. A bad domain, or standard input without one, is a usage error;
    /// no place for a config directory at all is a failure.
    public func resolve(for definition: String) throws(CommandFailure) -> ResolvedStore {
        guard let resolved = try resolveIfNamed(for: definition) else {
            throw .usage("standard input has no file name to name its store after; give --domain NAME or --store PATH")
        }
        return resolved
    }

    /// As `resolve`, but nil where nothing names a store: standard input without `--store`, `--domain`
    /// or `$SETTINGSC_STORE`. What only reads values (a preview) then shows the defaults.
    public func resolveIfNamed(for definition: String) throws(CommandFailure) -> ResolvedStore? {
        if store != nil && domain != nil { throw .usage("--store and --domain cannot be used together") }
        // An empty path is a mistake (an unset variable in a script), not a request for the default store.
        if store?.isEmpty == true { throw .usage("'--store' needs a path") }
        let bundle = definition != "-" && System.isDirectory(definition) ? definition : nil
        switch StoreLocation.resolve(store: store, domain: domain, definition: definition, bundle: bundle) {
        case .success(let path):
            var timeout = 30.0
            if let text = System.environment("SETTINGSC_LOCK_TIMEOUT"), let seconds = Double(text), seconds >= 0 {
                timeout = seconds
            }
            return ResolvedStore(selection: self, definition: definition, store: ValueStore(path: path, lockTimeout: timeout))
        case .failure(.invalidDomain(let domain)):
            throw .usage("invalid domain '\(domain)'; a domain is a file name without '/'")
        case .failure(.noDomainForStandardInput):
            return nil
        case .failure(.noConfigDirectory):
            throw .failed("neither XDG_CONFIG_HOME nor HOME is set, so there is no place for the store; give --store PATH")
        }
    }
}

/// The store a selection names for one FILE.
public struct ResolvedStore: Sendable {
    let selection: StoreSelection
    let definition: String
    /// The store FILE's path names.
    public let store: ValueStore

    /// The store of the compiled definition: a bundle's is named after the folder that holds it, also
    /// when FILE is one of its pages (a file's path cannot tell a page from a cell-style definition).
    public func store(for compiled: Definition) -> ValueStore {
        guard case .bundle(let bundle) = compiled else { return store }
        return store(forBundle: bundle.path)
    }

    /// The store of the bundle in folder `bundle` (FILE being it or one of its pages).
    public func store(forBundle bundle: String) -> ValueStore {
        guard case .success(let path) = StoreLocation.resolve(store: selection.store, domain: selection.domain,
                                                              definition: definition, bundle: bundle)
        else { return store }  // (the rules that can fail failed in resolve already)
        return ValueStore(path: path, lockTimeout: store.lockTimeout)
    }
}
