import PropertyList
import Platform

/// Where the store of a definition lives, first rule that applies:
/// `--store PATH`; `--domain NAME` → `<config>/settingsc/NAME.plist`; `$SETTINGSC_STORE` when set and
/// not empty; else `<config>/settingsc/<domain>.plist`, the domain being a Settings bundle's holding
/// folder (`MyApp/Settings.bundle` → `MyApp`) or a cell-style file's base name without extension.
/// `<config>` is `$XDG_CONFIG_HOME` when set and absolute, else `$HOME/.config`.
public enum StoreLocation {
    public enum Failure: Error, Equatable, Sendable {
        /// A domain that is empty, `.`/`..`, or holds a `/` (it would leave the config directory).
        case invalidDomain(String)
        /// The domain comes from the definition's name, and standard input has none.
        case noDomainForStandardInput
        /// Neither `$XDG_CONFIG_HOME` (absolute) nor `$HOME` is set.
        case noConfigDirectory
    }

    /// The store path; `environment` is looked up by name (tests pass a fake one). `bundle` is the
    /// directory of the Settings bundle that `definition` is or belongs to; nil for a cell-style file.
    public static func resolve(store: String?, domain: String?, definition: String, bundle: String? = nil,
                               environment: (String) -> String? = System.environment) -> Result<String, Failure> {
        if let store, !store.isEmpty { return .success(store) }
        if let domain {
            guard isValidDomain(domain) else { return .failure(.invalidDomain(domain)) }
            return configDirectory(environment).map { $0 + "/settingsc/" + domain + ".plist" }
        }
        if let path = environment("SETTINGSC_STORE"), !path.isEmpty { return .success(path) }
        guard definition != "-" else { return .failure(.noDomainForStandardInput) }
        let name = bundle.map { domainName(ofBundle: $0) } ?? domainName(of: definition)
        return configDirectory(environment).map { $0 + "/settingsc/" + name + ".plist" }
    }

    /// The domain of a Settings bundle: the folder that holds it (`MyApp/Settings.bundle` → `MyApp`, a
    /// relative path resolved against `currentDirectory`). When a folder named `*.bundle` encloses
    /// `bundle` (the folder of a page in `Settings.bundle/Licenses/`), that folder is the bundle. A
    /// bundle with no folder above it is named after itself.
    public static func domainName(ofBundle bundle: String,
                                  currentDirectory: String? = System.currentDirectory()) -> String {
        let absolute = bundle.hasPrefix("/") ? bundle : (currentDirectory ?? "") + "/" + bundle
        var components: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." {
                if !components.isEmpty { components.removeLast() }
            } else {
                components.append(part)
            }
        }
        guard !components.isEmpty else { return "Settings" }
        let index = components.lastIndex { BundleRoot.isNamedAsBundle($0) } ?? components.count - 1
        return index > 0 ? String(components[index - 1]) : domainName(of: String(components[index]))
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
