import PropertyList

/// One option a command accepts: what the argument scanner checks, and what the shell completion
/// scripts offer (`settingsc --generate-completion-script`).
struct OptionSpec {
    /// What an option's value names, for completion: free text, a file, or a language of the
    /// definition on the command line (its bundle's `.lproj` folders).
    enum ValueKind {
        case text
        case path
        case language
    }

    /// The long name with dashes, e.g. "--format".
    var name: String
    /// For options that take a value: the values allowed (empty: any); nil for flags.
    var values: [String]?
    /// What a value of an option with no fixed `values` is.
    var valueKind: ValueKind = .text

    static func flag(_ name: String) -> OptionSpec { OptionSpec(name: name, values: nil) }

    static func value(_ name: String, _ allowed: [String] = [], kind: ValueKind = .text) -> OptionSpec {
        OptionSpec(name: name, values: allowed, valueKind: kind)
    }

    /// Whether the option takes a value (as the next argument or after `=`).
    var takesValue: Bool { values != nil }
}
