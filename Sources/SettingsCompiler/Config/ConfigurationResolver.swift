import Diagnostics
import PropertyList
import Platform

/// Finds the configuration that applies to each FILE: the nearest `.settingsc.json` in the
/// FILE's folder or a folder above it, up to the file-system root; or the one named by `--config`; or
/// none (`--no-config`). Each folder is looked at once however many FILEs are in it (a folder walk
/// asks for every definition it finds), and each configuration is read once.
///
/// Used by one thread, before the files are checked: the problems of every configuration met are
/// known before anything runs.
package final class ConfigurationResolver {
    private let source: ConfigurationSource
    /// Found when first needed: `--no-config` needs none.
    private lazy var workingDirectory = System.currentDirectory() ?? "/"
    /// Folder (absolute) → the configuration that applies in it: its index in `found` plus one; 0: none.
    /// (Ints, not `Configuration?`: a dictionary of those is a generic type made at run time, ~30 K
    /// instructions of every run.)
    private var byFolder: [String: Int] = [:]
    /// The configurations met, in the order found.
    private var found: [Configuration?] = []
    /// The one named by `--config`, once read.
    private var named: Configuration??
    /// Each file read (absolute path) → what it gave: a file that several configurations extend is read
    /// once, and its problems are reported once.
    private var loaded: [String: Configuration?] = [:]
    /// Each configuration read that has problems: its report.
    package private(set) var problems: [FileReport] = []
    /// Configurations that could not be read.
    package private(set) var failures: [System.FileError] = []

    /// Whether a configuration's problems name it by its absolute path (an editor's, which needs the
    /// file itself), not relative to the working directory (a command's messages).
    private let namesAbsolutePaths: Bool

    package init(_ source: ConfigurationSource, namesAbsolutePaths: Bool = false) {
        self.source = source
        self.namesAbsolutePaths = namesAbsolutePaths
        // Room for a file's folders up to `/`, made once: filled from empty, the table was made again
        // three times on the way (~3 K instructions of a 3 KB file's check). Not `reserveCapacity`,
        // which is not specialized and makes two generic types at run time (+9 K).
        if source == .discover { byFolder = Dictionary(minimumCapacity: 16) }
    }

    /// The configuration of FILE (a path as given, a folder, or "-" for standard input: the working
    /// directory's).
    package func configuration(for path: String) -> Configuration? {
        switch source {
        case .none:
            return nil
        case .file(let file):
            if let named { return named }
            let loaded = load(System.absolutePath(file, from: workingDirectory), shownAs: file)
            named = .some(loaded)
            return loaded
        case .discover:
            if path == "-" { return configuration(inFolder: workingDirectory) }
            let absolute = System.absolutePath(path, from: workingDirectory)
            return configuration(inFolder: System.isDirectory(absolute) ? absolute : System.parentDirectory(of: absolute))
        }
    }

    /// The configuration that applies in `folder` (absolute): its own, else its parent's.
    /// `listedWithout`: the caller has just listed `folder` and found no `.settingsc.json` in it, so
    /// the folder is not asked again (a folder walk lists every folder it enters: asking the file system
    /// for each one's configuration was a system call per folder, ~3,600 of the ~60,000 a tree of 500
    /// bundles took).
    package func configuration(inFolder folder: String, listedWithout: Bool = false) -> Configuration? {
        if source != .discover { return configuration(for: folder) }
        var visited: [String] = []
        var current = folder
        var index = 0
        // Whether the folder in hand is known to have no configuration of its own (the first, if listed).
        var knownWithout = listedWithout
        while true {
            if let cached = byFolder[current] {
                index = cached
                break
            }
            visited.append(current)
            if !knownWithout && System.isRegularFile(Configuration.fileName, in: current) {
                let candidate = System.join(current, Configuration.fileName)
                found.append(load(candidate, shownAs: shownName(candidate)))
                index = found.count
                break
            }
            let parent = System.parentDirectory(of: current)
            if parent == current { break }
            current = parent
            knownWithout = false
        }
        for folder in visited { byFolder[folder] = index }
        return index == 0 ? nil : found[index - 1]
    }

    /// Stops the command when a configuration met could not be read (status 3) or has problems
    /// (status 2, its report shown): nothing is checked under half a configuration.
    package func stopIfUnusable() throws(CommandFailure) {
        if let failure = failures.first { throw .unreadable(failure) }
        if !problems.isEmpty { throw .invalidFile(problems) }
    }

    /// Reads and checks one configuration, and the ones it extends (read first, then it over them);
    /// nil when it cannot be read (a failure is recorded). One with problems is returned too (its
    /// report recorded): the run stops before checking anything. `chain`: the files that extend it, in
    /// order, for a cycle to be named.
    private func load(_ absolute: String, shownAs name: String, chain: [(path: String, name: String)] = []) -> Configuration? {
        if let known = loaded[absolute] { return known }
        let configuration = read(absolute, shownAs: name, chain: chain)
        loaded[absolute] = .some(configuration)
        return configuration
    }

    private func read(_ absolute: String, shownAs name: String, chain: [(path: String, name: String)]) -> Configuration? {
        let directory = System.parentDirectory(of: absolute)
        let bytes: [UInt8]
        switch System.openRegularFile(absolute) {
        case .failure(let error):
            failures.append(System.FileError(path: name, reason: error.reason, code: error.code))
            return nil
        case .success(let descriptor):
            switch descriptor.readAll(limit: 1 << 20) {
            case .bytes(let all):
                bytes = all
            case .tooLarge:
                failures.append(System.FileError(path: name, reason: "larger than 1 MiB, the limit for a configuration", code: 27))
                return nil
            case .failed:
                let code = System.lastErrno
                failures.append(System.FileError(path: name, reason: System.message(forErrno: code), code: code))
                return nil
            }
        }
        var (configuration, diagnostics) = ConfigurationReader.read(bytes, path: name, directory: directory)
        if let extends = configuration.extends {
            let target = System.absolutePath(extends.path, from: directory)
            let chain = chain + [(absolute, name)]
            if let start = chain.firstIndex(where: { $0.path == target }) {
                let names = chain[start...].map(\.name) + [chain[start].name]
                diagnostics.append(Diagnostic(.configuration, "'extends' makes a cycle: " + names.joined(separator: " → "),
                                              at: extends.location))
            } else if let base = load(target, shownAs: shownName(target), chain: chain) {
                configuration = configuration.extending(base)
            }
        }
        if !diagnostics.isEmpty {
            problems.append(FileReport(file: SourceFile(bytes: bytes, displayName: name), diagnostics: diagnostics))
        }
        return configuration
    }

    /// A configuration's path as messages show it: relative to the working directory when inside it.
    private func shownName(_ absolute: String) -> String {
        if namesAbsolutePaths { return absolute }
        return System.relativePath(absolute, inside: workingDirectory).flatMap { $0.isEmpty ? nil : $0 } ?? absolute
    }
}
