import Diagnostics
import JSON
import PropertyList
import Platform

/// `generate swift --options-file PATH`: the JSON object of a `settingsc-accessors.json`, which
/// SettingsAccessorsPlugin passes for a target that has one. It is read when generate runs, so that an
/// edit takes effect at the next build (SwiftPM asks a plugin for its commands only when it plans the
/// build anew). What it says replaces `--access` and `--type-name`:
///
///     {"access": "public", "typeName": "PlayerSettings"}
///     {"typeNames": {"Settings.bundle": "PlayerSettings", "Debug/DebugSettings.plist": "DebugSettings"}}
///
/// `typeNames` names a definition by its path relative to the file's folder, or by its file name.
package struct AccessorOptions: Sendable {
    package static let fileName = "settingsc-accessors.json"
    static let keys = ["access", "typeName", "typeNames"]
    /// A few hundred bytes in practice.
    static let limits = JSONLimits(maxInputBytes: 1 << 20, maxDepth: 8)

    package var access: SwiftGenerator.Access?
    package var typeName: String?
    /// Definition path (as written) → type name, in the file's order.
    package var typeNames: [(path: String, name: String)] = []

    /// The options in the file at `path`; a problem is a usage error placed at its line:column.
    package static func read(_ path: String) -> Result<AccessorOptions, CommandFailure> {
        let bytes: [UInt8]
        switch System.openRegularFile(path) {
        case .success(let file):
            switch file.readAll(limit: limits.maxInputBytes) {
            case .bytes(let read): bytes = read
            case .tooLarge: return .failure(.usage("\(path):1:1: document larger than \(limits.maxInputBytes) bytes (\(limits.maxInputBytes >> 20) MiB)"))
            case .failed:
                return .failure(.unreadable(System.FileError(path: path, reason: "cannot be read", code: 0)))
            }
        case .failure(let error):
            return .failure(.unreadable(error))
        }
        let document = JSONReader.parse(bytes, limits: limits)
        if let problem = document.problems.first(where: { $0.severity == .error }) {
            return .failure(.usage("\(path):\(problem.location): \(problem.message)"))
        }
        guard let root = document.root, document.kind(root) == .object else {
            return .failure(.usage("\(path):1:1: the accessor options are a JSON object such as "
                + "{\"access\": \"public\", \"typeName\": \"PlayerSettings\"}"))
        }
        var options = AccessorOptions()
        for member in document.members(of: root) {
            let key = document.string(member.key) ?? ""
            let place = "\(path):\(document.location(member.value)): "
            switch key {
            case "access":
                guard let level = document.string(member.value).flatMap(SwiftGenerator.Access.init(rawValue:)) else {
                    return .failure(.usage(place + "\"access\" is \"public\" or \"internal\""))
                }
                options.access = level
            case "typeName":
                guard let name = document.string(member.value) else {
                    return .failure(.usage(place + "\"typeName\" is a string: the generated type's name"))
                }
                options.typeName = name
            case "typeNames":
                guard document.kind(member.value) == .object else {
                    return .failure(.usage(place + "\"typeNames\" is an object: definition path → type name"))
                }
                for entry in document.members(of: member.value) {
                    guard let name = document.string(entry.value) else {
                        return .failure(.usage("\(path):\(document.location(entry.value)): a type name is a string"))
                    }
                    options.typeNames.append((document.string(entry.key) ?? "", name))
                }
            default:
                let suggestion = Suggestions.closest(to: key, in: keys)
                return .failure(.usage("\(path):\(document.location(member.key)): unknown key \(MessageText.quoted(key))"
                    + (suggestion.map(MessageText.didYouMean) ?? "; the keys are " + keys.joined(separator: ", "))))
            }
        }
        return .success(options)
    }

    /// The type `definition` is given: its entry in `typeNames` (by its path relative to the folder of
    /// the options file at `path`, or by its file name), else `typeName`; nil when the file names none.
    package func typeName(for definition: String, optionsFile path: String) -> String? {
        let relative = Self.relative(Self.absolute(definition), to: Self.absolute(System.parentDirectory(of: path)))
        let base = System.baseName(of: Self.absolute(definition))
        for (key, name) in typeNames where Self.trimmed(key) == relative { return name }
        for (key, name) in typeNames where Self.trimmed(key) == base { return name }
        return typeName
    }

    /// `path` made absolute against the working directory, with `.`, `..`, repeated and final `/` gone.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (System.currentDirectory() ?? "") + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func relative(_ path: String, to folder: String) -> String {
        let prefix = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func trimmed(_ key: String) -> String {
        var key = key
        while key.hasPrefix("./") { key.removeFirst(2) }
        while key.count > 1 && key.hasSuffix("/") { key.removeLast() }
        return key
    }
}
