import PropertyList
import Platform

/// The definitions a run checks, each with the configuration that applies to it: the FILEs
/// as given, a folder that is no bundle replaced by the definitions found below it, in path order.
struct RunDefinitions {
    struct Item: Sendable {
        /// A definition file, a bundle page or a bundle folder, or "-".
        var path: String
        /// Its configuration with the command line's options.
        var applied: AppliedConfiguration
    }

    var items: [Item] = []
    var messages: [CommandMessage] = []
    /// What folder walks could not look at: reported as unreadable, and the run fails (status 3).
    var failures: [System.FileError] = []

    /// The items of `paths`; a configuration that cannot be read, or has problems, stops the run here.
    static func resolve(_ paths: [String], options: ConfigurationOptions) throws(CommandFailure) -> RunDefinitions {
        let resolver = ConfigurationResolver(options.source)
        var targets = RunDefinitions()
        func add(_ path: String) {
            targets.items.append(Item(path: path, applied: AppliedConfiguration(resolver.configuration(for: path), for: path,
                                                                                options: options)))
        }
        for path in paths {
            guard path != "-", System.isDirectory(path), !BundleRoot.isNamedBundle(path) else {
                add(path)
                continue
            }
            let found = DefinitionSearch.search(path) { resolver.configuration(inFolder: $0) }
            targets.failures += found.failures
            if found.paths.isEmpty && found.failures.isEmpty {
                targets.messages.append(.warning("no Settings bundle (a *.bundle folder with a Root.plist) and no "
                    + "cell-style Settings.plist below '\(path)'"))
            }
            found.paths.forEach(add)
        }
        try resolver.stopIfUnusable()
        return targets
    }
}
