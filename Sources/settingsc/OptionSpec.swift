import PropertyList

/// One option a command accepts: what the argument scanner checks, what the usage lines and the OPTIONS
/// of `settingsc help COMMAND` show (HelpFormatter), and what the shell completion scripts offer, with
/// its one-line summary in zsh and fish (`settingsc --generate-completion-script`).
struct OptionSpec {
    /// What an option's value names, for completion: free text, a file, a language of the definition on
    /// the command line (its bundle's `.lproj` folders), or a page of its bundle (`--pane`).
    enum ValueKind {
        case text
        case path
        case language
        case pane
    }

    /// The long name with dashes, e.g. "--format".
    var name: String
    /// For options that take a value: the values allowed (empty: any); nil for flags.
    var values: [String]?
    /// What a value of an option with no fixed `values` is.
    var valueKind: ValueKind = .text
    /// The value as usage lines name it (`PATH`, `N`); nil: the allowed values joined by `|`, else `VALUE`.
    var valueName: String?
    /// One line, lowercase, no full stop: what zsh and fish show beside the option.
    var summary = ""
    /// What `settingsc help COMMAND` says of it (wrapped there); the summary when empty.
    var details = ""
    /// Options of one group are alternatives, shown in one bracket: `[--store PATH | --domain NAME]`.
    var group: String?

    static func flag(_ name: String, summary: String = "", details: String = "") -> OptionSpec {
        OptionSpec(name: name, values: nil, summary: summary, details: details)
    }

    static func value(_ name: String, _ allowed: [String] = [], kind: ValueKind = .text, valueName: String? = nil,
                      summary: String = "", details: String = "") -> OptionSpec {
        OptionSpec(name: name, values: allowed, valueKind: kind, valueName: valueName, summary: summary, details: details)
    }

    /// The option as one of the alternatives of `group`.
    func alternative(in group: String) -> OptionSpec {
        var spec = self
        spec.group = group
        return spec
    }

    /// Whether the option takes a value (as the next argument or after `=`).
    var takesValue: Bool { values != nil }

    /// `--format text|html|json`, `--output PATH`, `--strict`.
    var usage: String {
        guard let values else { return name }
        return name + " " + (valueName ?? (values.isEmpty ? "VALUE" : values.joined(separator: "|")))
    }
}

extension OptionSpec {
    /// `--color auto|always|never`, as every command that colours takes it.
    static func color(summary: String, details: String) -> OptionSpec {
        .value("--color", ["auto", "always", "never"], summary: summary, details: details)
    }

    /// `--diagnostics text|json|sarif|github`, as every command that reports findings takes it: the
    /// names of `DiagnosticFormat`'s cases, written out rather than mapped from `allCases`, because the
    /// table is made on every run of the command and the mapping instantiated an array type of its own
    /// (~7 K instructions of `validate` on a small file).
    static func diagnostics(summary: String, details: String) -> OptionSpec {
        .value("--diagnostics", ["text", "json", "sarif", "github"], summary: summary, details: details)
    }
}
