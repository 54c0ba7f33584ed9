/// Where the switch store of a definition lives (SPEC §2), first rule that applies:
/// `--store PATH`; `--domain NAME` → `<config>/settingsc/NAME.plist`; `$SETTINGSC_STORE` when set and
/// not empty; else `<config>/settingsc/<file's base name without extension>.plist`. `<config>` is
/// `$XDG_CONFIG_HOME` when set and absolute, else `$HOME/.config`.
public enum StoreLocation {
    public enum Failure: Error, Equatable, Sendable {
        /// A domain that is empty, `.`/`..`, or holds a `/` (it would leave the config directory).
        case invalidDomain(String)
        /// The domain comes from the definition's name, and standard input has none.
        case noDomainForStandardInput
        /// Neither `$XDG_CONFIG_HOME` (absolute) nor `$HOME` is set.
        case noConfigDirectory
    }

    /// The store path; `environment` is looked up by name (tests pass a fake one).
    public static func resolve(store: String?, domain: String?, definition: String,
                               environment: (String) -> String? = System.environment) -> Result<String, Failure> {
        if let store, !store.isEmpty { return .success(store) }
        if let domain {
            guard isValidDomain(domain) else { return .failure(.invalidDomain(domain)) }
            return configDirectory(environment).map { $0 + "/settingsc/" + domain + ".plist" }
        }
        if let path = environment("SETTINGSC_STORE"), !path.isEmpty { return .success(path) }
        guard definition != "-" else { return .failure(.noDomainForStandardInput) }
        return configDirectory(environment).map { $0 + "/settingsc/" + domainName(of: definition) + ".plist" }
    }

    /// "Settings" for "App/Settings.plist"; a name with no extension stays whole.
    public static func domainName(of definition: String) -> String {
        let base = System.baseName(of: definition)
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
        return String(base[..<dot])
    }

    static func isValidDomain(_ domain: String) -> Bool {
        !domain.isEmpty && domain != "." && domain != ".." && !domain.contains("/") && !domain.contains("\0")
    }

    /// `$XDG_CONFIG_HOME` if set and absolute (a relative one is ignored, as the XDG spec says), else
    /// `$HOME/.config`.
    static func configDirectory(_ environment: (String) -> String?) -> Result<String, Failure> {
        if let xdg = environment("XDG_CONFIG_HOME"), xdg.hasPrefix("/") { return .success(trimmed(xdg)) }
        if let home = environment("HOME"), !home.isEmpty { return .success(trimmed(home) + "/.config") }
        return .failure(.noConfigDirectory)
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path == "/" ? "" : path
    }
}
