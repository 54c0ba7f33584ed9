import Diagnostics
import JSON
import PropertyList

/// The keys of `.settingsc.json` that compose configurations (`extends`, `overrides`) and those that
/// name things outside the rules (`domain`, `sourceLanguage`, `$schema`).
extension ConfigurationReader.Reader {
    /// The keys an override has.
    static let overrideKeys = ["files", "rules", "untranslated", "strict"]

    mutating func extends(_ value: JSONValue) {
        guard let path = document.string(value), !path.isEmpty else {
            return wrongType("extends", "the path of another configuration, relative to this one's folder", value)
        }
        configuration.extends = (path, document.location(value))
    }

    mutating func overrides(_ value: JSONValue) {
        let expected = "an array of {\"files\": [GLOB…], \"rules\": {…}, \"untranslated\": […], \"strict\": BOOL}"
        guard document.kind(value) == .array else { return wrongType("overrides", expected, value) }
        for item in document.items(of: value) {
            guard document.kind(item) == .object else {
                report("'overrides' must be \(expected), found an item that is \(document.kind(item).described)",
                       at: document.location(item))
                continue
            }
            var override = ConfigurationOverride(files: PathPatterns(directory: configuration.directory, globs: []))
            var hasFiles = false
            for member in document.members(of: item) {
                let name = document.string(member.key) ?? ""
                switch name {
                case "files":
                    override.files = patterns(member.value, of: "files")
                    hasFiles = true
                case "rules": override.rules.merge(rules(member.value)) { $1 }
                case "untranslated": override.untranslated.formUnion(untranslated(member.value))
                case "strict": override.strict = strict(member.value)
                default:
                    let suggestion = Suggestions.closest(to: name, in: Self.overrideKeys)
                    report("unknown key \(MessageText.quoted(name)) in an override" + (suggestion.map { MessageText.didYouMean($0) }
                        ?? "; an override's keys are " + Self.overrideKeys.joined(separator: ", ")),
                           at: document.location(member.key), suggestion: suggestion)
                }
            }
            guard hasFiles else {
                report("an override needs \"files\", the globs of the FILEs it applies to", at: document.location(item))
                continue
            }
            configuration.overrides.append(override)
        }
    }

    mutating func domain(_ value: JSONValue) {
        guard let name = document.string(value) else { return wrongType("domain", "a store name such as \"MyApp\"", value) }
        guard StoreLocation.isValidDomain(name) else {
            return report("invalid domain \(MessageText.quoted(name)); a domain is a file name without '/'",
                          at: document.location(value))
        }
        configuration.domain = name
    }

    mutating func sourceLanguage(_ value: JSONValue) {
        guard let tag = document.string(value) else { return wrongType("sourceLanguage", "a language tag such as \"en\"", value) }
        guard LanguageTag.isWellFormed(tag.utf8) else {
            return report("invalid language tag \(MessageText.quoted(tag)) for 'sourceLanguage'; expected a tag such as "
                + "'en', 'de' or 'zh-Hans'", at: document.location(value))
        }
        configuration.sourceLanguage = tag
    }

    /// `"$schema"`: for editors; any string.
    mutating func schema(_ value: JSONValue) {
        if document.string(value) == nil { wrongType("$schema", "a string (the address of the configuration's JSON Schema)", value) }
    }
}
