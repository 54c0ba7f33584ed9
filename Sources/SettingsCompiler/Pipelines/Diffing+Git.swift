import PropertyList
import Platform

extension Diffing {
    /// `--git REV [PATH…]`: each PATH (a definition, or a folder of them) as the revision has it against
    /// the working tree; without PATH, every definition a walk of the current folder finds (one the
    /// revision does not have is all added). A PATH the revision does not have is a usage error.
    public static func run(git revision: String, paths: [String], options: Options) -> Result {
        var result = Result()
        if let outside = paths.first(where: { $0.hasPrefix("/") || $0.split(separator: "/").contains("..") }) {
            result.failure = .usage("'\(outside)' is not inside the current folder; --git compares paths below it")
            return result
        }
        let repository: GitRevision
        switch GitRevision.open(revision) {
        case .failure(let failure):
            result.failure = failure
            return result
        case .success(let opened): repository = opened
        }
        result.shownPaths = [(repository.root + "/", revision + ":")]
        do {
            let pairs = try gitPairs(repository, paths: paths, options: options, result: &result)
            compare(pairs, options: options, into: &result)
        } catch {
            result.failure = error
        }
        withExtendedLifetime(repository) {}
        return result
    }

    private static func gitPairs(_ repository: GitRevision, paths: [String], options: Options,
                                 result: inout Result) throws(CommandFailure) -> [Pair] {
        guard !paths.isEmpty else {
            let targets = try RunDefinitions.resolve(["."], options: options.checking)
            result.readFailures += targets.failures
            result.messages += targets.messages
            return try targets.items.map { item throws(CommandFailure) in
                let path = item.path.hasPrefix("./") ? String(item.path.dropFirst(2)) : item.path
                return Pair(label: path, old: try repository.extract(path).get(), new: path)
            }
        }
        var pairs: [Pair] = []
        for path in paths {
            guard let copy = try repository.extract(path).get() else {
                throw .usage("'\(path)' is not in \(repository.revision): git has no file there at that revision")
            }
            let exists = System.kind(of: path) != .missing
            if RunDefinitions.isSearched(copy) {
                let label = paths.count == 1 ? nil : path
                pairs += try folderPairs(old: copy, new: exists ? path : copy, options: options.checking, result: &result)
                    .map { pair in
                        Pair(label: label.map { "\($0)/\(pair.label ?? "")" } ?? pair.label, old: pair.old,
                             new: exists ? pair.new : nil)
                    }
            } else {
                pairs.append(Pair(label: paths.count == 1 ? nil : path, old: copy, new: exists ? path : nil))
            }
        }
        return pairs
    }
}
