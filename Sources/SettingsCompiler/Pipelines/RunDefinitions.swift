import PropertyList
import Platform

/// The definitions a run checks, each with the configuration that applies to it: the FILEs
/// as given, a folder that is no bundle replaced by the definitions found below it, in path order.
struct RunDefinitions: Sendable {
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
        try resolve(Operands(paths), options: options)
    }

    /// Whether FILE `path` is a folder searched for definitions: a folder that is not a bundle (and not
    /// standard input). `diff` decides alike whether it compares two folders.
    static func isSearched(_ path: String) -> Bool {
        path != "-" && System.isDirectory(path) && !BundleRoot.isNamedBundle(path)
    }

    /// The FILEs of a run, each looked at once: whether it is a folder searched for definitions.
    struct Operands {
        let paths: [String]
        /// For each path, whether it is a folder that is not a bundle.
        let searched: [Bool]

        init(_ paths: [String]) {
            self.paths = paths
            searched = paths.map(RunDefinitions.isSearched)
        }

        /// Whether a folder is searched: then definitions turn up one by one, over a while.
        var searchesFolders: Bool { searched.contains(true) }
    }

    /// The items of `operands`, each also handed to `found` as soon as it is known (a folder's while
    /// the search goes on); a configuration that cannot be read, or has problems, stops the run once
    /// all are known.
    static func resolve(_ operands: Operands, options: ConfigurationOptions,
                        found: (Item) -> Void = { _ in }) throws(CommandFailure) -> RunDefinitions {
        let resolver = ConfigurationResolver(options.source)
        var targets = RunDefinitions()
        func add(_ path: String) {
            let item = Item(path: path, applied: AppliedConfiguration(resolver.configuration(for: path), for: path,
                                                                      options: options))
            targets.items.append(item)
            found(item)
        }
        for (path, searched) in zip(operands.paths, operands.searched) {
            guard searched else {
                add(path)
                continue
            }
            let walked = DefinitionSearch.search(path, configuration: { resolver.configuration(inFolder: $0, listedWithout: $1) },
                                                 tell: { add($0) })
            targets.failures += walked.failures
            if walked.paths.isEmpty && walked.failures.isEmpty {
                targets.messages.append(.warning("no Settings bundle (a *.bundle folder with a Root.plist) and no "
                    + "cell-style Settings.plist below '\(path)'"))
            }
        }
        try resolver.stopIfUnusable()
        return targets
    }
}
