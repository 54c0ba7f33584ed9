import PropertyList
import SettingsCompiler

/// The options every command that reads definitions shares, so that all of them check a project
/// alike: where the configuration comes from, rules set on the command line, profiles and quietness.
enum CheckOptions {
    static let specs: [OptionSpec] = [
        .flag("--quiet", summary: "report errors only"),
        .value("--config", kind: .path, valueName: "PATH", summary: "the configuration of every FILE",
               details: "use PATH for every FILE instead of the nearest .settingsc.json (settingsc help config)")
            .alternative(in: "config"),
        .flag("--no-config", summary: "use no configuration").alternative(in: "config"),
        .value("--rule", valueName: "ID=off|warning|error", summary: "turn a rule off or set its severity",
               details: "turn a rule off or set its severity, over the configuration (repeatable)"),
        // Written out (not Profile.allCases mapped): the table is made on every run of the command.
        .value("--profile", ["iask"], summary: "check as InAppSettingsKit reads the bundle too",
               details: "check the bundle as InAppSettingsKit reads it too: its *.inApp.plist pages, types and "
                + "keys, and what crashes it"),
    ]

    /// The configuration source, `--rule`s, `--profile`s, `--quiet` (and `--strict`, where the command
    /// has it) of `parsed`; a usage error for what is wrong.
    static func read(_ parsed: ParsedArguments, command: String) throws(UsageError) -> ConfigurationOptions {
        let source: ConfigurationSource
        switch (parsed.value("--config"), parsed.has("--no-config")) {
        case (.some, true): throw UsageError("--config and --no-config exclude each other", command: command)
        case (.some(let path), false): source = .file(path)
        case (nil, true): source = .none
        case (nil, false): source = .discover
        }
        var rules = RuleOverrides()
        for text in parsed.all("--rule") {
            switch RuleSetting.parse(text) {
            case .success(let rule): rules.append(rule)
            case .failure(let failure):
                if case .usage(let message) = failure { throw UsageError(message, command: command) }
            }
        }
        var options = ConfigurationOptions(source: source)
        options.rules = rules
        let named = parsed.all("--profile")
        if !named.isEmpty { options.profiles = Set(named.compactMap(Profile.init(rawValue:))) }
        options.strict = parsed.has("--strict")
        options.quiet = parsed.has("--quiet")
        return options
    }
}
