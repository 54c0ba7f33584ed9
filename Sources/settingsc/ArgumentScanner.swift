import Diagnostics
import PropertyList
import SettingsCompiler

/// A command line split into options and operands.
struct ParsedArguments {
    /// Each option's last value.
    var values: [String: String] = [:]
    /// Each option's values in order, for options that may be repeated (`--rule`).
    var lists: [String: [String]] = [:]
    var flags: Set<String> = []
    var operands: [String] = []
    var wantsHelp = false

    init(operands: [String] = []) {
        self.operands = operands
    }

    func value(_ name: String) -> String? { values[name] }
    func all(_ name: String) -> [String] { lists[name] ?? [] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// Splits arguments: `--name value`, `--name=value`, flags, `--` ending options, and `-` as an operand
/// (standard input). Options may come before or after operands, as in most Unix tools.
enum ArgumentScanner {
    /// `specs` is made when the first option is met: a command line of operands alone (`validate
    /// Settings.plist`) never builds the command's option table.
    static func scan(_ arguments: [String], command: String,
                     specs makeSpecs: @autoclosure () -> [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var table: [OptionSpec]?
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.operands.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                parsed.wantsHelp = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            let specs = table ?? makeSpecs()
            table = specs
            guard let spec = specs.first(where: { $0.name == name }) else {
                let suggestion = Suggestions.closest(to: name, in: specs.map(\.name) + ["--help"])
                throw UsageError("unknown option '\(name)' for '\(command)'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), command: command)
            }
            guard let allowed = spec.values else {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value", command: command) }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("option '\(name)' needs a value", command: command)
            }
            if !allowed.isEmpty && !allowed.contains(value) {
                throw UsageError("invalid value '\(value)' for '\(name)'; expected "
                    + allowed.map { "'\($0)'" }.joined(separator: ", ")
                    + MessageText.didYouMean(Suggestions.closest(to: value, in: allowed)), command: command)
            }
            parsed.values[name] = value
            parsed.lists[name, default: []].append(value)
        }
        return parsed
    }
}
