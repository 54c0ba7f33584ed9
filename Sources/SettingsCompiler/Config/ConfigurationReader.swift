import Diagnostics
import JSON
import PropertyList

extension Rule {
    /// A problem in `.settingsc.json`. Not a rule of `validate` (it is not in `Rule.all`): a broken
    /// configuration is a usage error (status 2), reported at its line:column before anything is checked.
    package static let configuration = Rule(
        id: "config", severity: .error,
        summary: "A problem in .settingsc.json: the run stops with status 2.",
        checkedIn: "ConfigurationReader.read, before any FILE is checked",
        examples: { [] })
}

/// Reads `.settingsc.json` with settingsc's own JSON reader: every problem is an error at its
/// line:column, with a "did you mean" where a known name is close; the reading goes on past a problem
/// that leaves the JSON whole, so that one run shows them all.
package enum ConfigurationReader {
    /// The keys a configuration has, in the order `help config` lists them.
    package static let keys = ["extends", "rules", "strict", "profiles", "exclude", "untranslated", "overrides", "domain",
                               "sourceLanguage", "$schema"]
    /// A configuration is a few hundred bytes: a megabyte is plenty, and a file past it is no configuration.
    static let limits = JSONLimits(maxInputBytes: 1 << 20, maxDepth: 16)

    /// The configuration in `bytes` (its file named `path` in diagnostics, its folder `directory`, absolute),
    /// and what is wrong with it.
    package static func read(_ bytes: [UInt8], path: String, directory: String) -> (Configuration, [Diagnostic]) {
        // Comments are blanked out, not removed: every position after them stays where it was.
        var reader = Reader(document: JSONReader.parse(ConfigurationComments.blanked(bytes), limits: limits),
                            configuration: Configuration(path: path, directory: directory))
        reader.run()
        return (reader.configuration, reader.diagnostics)
    }

    struct Reader {
        let document: JSONDocument
        var configuration: Configuration
        var diagnostics: [Diagnostic] = []

        mutating func run() {
            for problem in document.problems where problem.severity == .error {
                // Comments are allowed here: the only one left after blanking is a '/*' never closed.
                let unclosed = problem.message.hasPrefix("comments are not allowed")
                report(unclosed ? "a comment opened with '/*' is never closed with '*/'" : problem.message, at: problem.location)
            }
            // After a syntax error what follows is unknown: the members read so far are not checked,
            // since their meaning may depend on what is missing.
            guard document.isComplete, let root = document.root else { return }
            guard document.kind(root) == .object else {
                return report("a configuration is a JSON object such as {\"rules\": {\"missing-translation\": \"off\"}}, "
                    + "found \(document.kind(root).described)", at: document.location(root))
            }
            for member in document.members(of: root) {
                let name = document.string(member.key) ?? ""
                switch name {
                case "extends": extends(member.value)
                case "rules": configuration.rules.merge(rules(member.value)) { $1 }
                case "strict": configuration.strict = strict(member.value)
                case "profiles": profiles(member.value)
                case "exclude": exclude(member.value)
                case "untranslated": configuration.untranslated.formUnion(untranslated(member.value))
                case "overrides": overrides(member.value)
                case "domain": domain(member.value)
                case "sourceLanguage": sourceLanguage(member.value)
                case "$schema": schema(member.value)
                default:
                    let suggestion = Suggestions.closest(to: name, in: keys)
                    report("unknown key \(MessageText.quoted(name))" + (suggestion.map { MessageText.didYouMean($0) }
                        ?? "; the keys are " + keys.joined(separator: ", ")), at: document.location(member.key),
                           suggestion: suggestion)
                }
            }
        }

        mutating func rules(_ value: JSONValue) -> [String: RuleSetting] {
            var rules: [String: RuleSetting] = [:]
            guard document.kind(value) == .object else {
                wrongType("rules", "an object of rule ids, each \"off\", \"warning\" or \"error\"", value)
                return rules
            }
            let ids = RuleSetting.ruleIDs
            for member in document.members(of: value) {
                let id = document.string(member.key) ?? ""
                let known = ids.contains(id)
                if !known {
                    let suggestion = Suggestions.closest(to: id, in: ids)
                    report("unknown rule \(MessageText.quoted(id))" + (suggestion.map { MessageText.didYouMean($0) }
                        ?? "; settingsc help rules lists them"), at: document.location(member.key), suggestion: suggestion)
                }
                guard let text = document.string(member.value) else {
                    wrongType("rule \(MessageText.quoted(id))", "\"off\", \"warning\" or \"error\"", member.value)
                    continue
                }
                guard let setting = RuleSetting(rawValue: text) else {
                    let suggestion = Suggestions.closest(to: text, in: RuleSetting.allCases.map(\.rawValue))
                    report("invalid setting \(MessageText.quoted(text)) for rule \(MessageText.quoted(id)); expected "
                        + "'off', 'warning' or 'error'" + MessageText.didYouMean(suggestion),
                           at: document.location(member.value), suggestion: suggestion)
                    continue
                }
                if known { rules[id] = setting }
            }
            return rules
        }

        mutating func strict(_ value: JSONValue) -> Bool? {
            guard let flag = document.bool(value) else {
                wrongType("strict", "true or false", value)
                return nil
            }
            return flag
        }

        private mutating func profiles(_ value: JSONValue) {
            let names = Profile.allCases.map(\.rawValue)
            for (item, text) in strings(value, of: "profiles", "an array of profile names (\(names.map { "\"\($0)\"" }.joined(separator: ", ")))") {
                guard let profile = Profile(rawValue: text) else {
                    let suggestion = Suggestions.closest(to: text, in: names)
                    report("unknown profile \(MessageText.quoted(text))" + (suggestion.map { MessageText.didYouMean($0) }
                        ?? "; the profiles are " + names.joined(separator: ", ")), at: document.location(item), suggestion: suggestion)
                    continue
                }
                configuration.profiles.insert(profile)
            }
        }

        private mutating func exclude(_ value: JSONValue) {
            configuration.exclude.append(patterns(value, of: "exclude"))
        }

        /// An array of globs, relative to the configuration's folder.
        mutating func patterns(_ value: JSONValue, of key: String) -> PathPatterns {
            var globs: [Glob] = []
            for (item, text) in strings(value, of: key, "an array of path patterns (globs)") {
                switch Glob.parse(text) {
                case .success(let glob): globs.append(glob)
                case .failure(let error): report("invalid pattern: \(error.message)", at: document.location(item))
                }
            }
            return PathPatterns(directory: configuration.directory, globs: globs)
        }

        mutating func untranslated(_ value: JSONValue) -> Set<String> {
            Set(strings(value, of: "untranslated", "an array of texts").map(\.1))
        }

        /// The strings of an array; what is not a string (or not an array) is reported.
        mutating func strings(_ value: JSONValue, of key: String, _ expected: String) -> [(JSONValue, String)] {
            guard document.kind(value) == .array else {
                wrongType(key, expected, value)
                return []
            }
            var found: [(JSONValue, String)] = []
            for item in document.items(of: value) {
                guard let text = document.string(item) else {
                    report("'\(key)' must be \(expected), found an item that is \(document.kind(item).described)",
                           at: document.location(item))
                    continue
                }
                found.append((item, text))
            }
            return found
        }

        mutating func wrongType(_ what: String, _ expected: String, _ value: JSONValue) {
            let name = what.hasPrefix("rule ") ? what : "'\(what)'"
            report("\(name) must be \(expected), found \(document.kind(value).described)", at: document.location(value))
        }

        mutating func report(_ message: String, at location: SourceLocation, suggestion: String? = nil) {
            diagnostics.append(Diagnostic(.configuration, message, at: location, suggestion: suggestion))
        }
    }
}
