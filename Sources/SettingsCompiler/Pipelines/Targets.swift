import PropertyList
import Platform

/// The definitions a run checks, each with the configuration that applies to it (SPEC §11): the FILEs
/// as given, a folder that is no bundle replaced by the definitions found below it, in path order.
struct Targets {
    struct Item: Sendable {
        /// A definition file, a bundle page or a bundle folder, or "-".
        var path: String
        var configuration: Configuration?
        /// The command line's profiles and the configuration's.
        var profiles: Set<Profile>
    }

    var items: [Item] = []
    var messages: [CommandMessage] = []
    /// What folder walks could not look at: reported as unreadable, and the run fails (status 3).
    var failures: [System.FileError] = []

    /// The items of `paths`; a configuration that cannot be read, or has problems, stops the run here.
    static func resolve(_ paths: [String], source: ConfigurationSource, profiles: Set<Profile>) throws(CommandFailure) -> Targets {
        let resolver = ConfigurationResolver(source)
        var targets = Targets()
        func add(_ path: String) {
            let configuration = resolver.configuration(for: path)
            targets.items.append(Item(path: path, configuration: configuration,
                                      profiles: profiles.union(configuration?.profiles ?? [])))
        }
        for path in paths {
            guard path != "-", System.isDirectory(path), !DefinitionSearch.isBundle(path) else {
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
        if let failure = resolver.failures.first { throw .unreadable(failure) }
        if !resolver.problems.isEmpty { throw .invalidFile(resolver.problems) }
        return targets
    }
}
