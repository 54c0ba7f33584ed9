import PropertyList

/// The zsh completion script: `_settingsc` for `compinit` (an autoloaded `#compdef` file, or sourced
/// after `compinit`), built on `_arguments`: one spec per option and operand of each command.
enum ZshCompletion {
    static func script(commands: [Frontend.Command], globalOptions: [OptionSpec]) -> String {
        let q = CompletionScript.quoted
        let globals = globalOptions.filter { $0.name != "--help" }.map { "'(- *)'" + q(spec($0, among: globalOptions)) }
        let commandItems = commands.map { q($0.name + ":" + $0.summary) }
        var cases: [String] = []
        for command in commands {
            var specs = command.options.map { q(spec($0, among: command.options)) } + ["'(- *)'{-h,--help}'[show help]'"]
            specs += command.operands.map { q(operandSpec($0)) }
            cases.append("""
                    (\(q(command.name)))
                      _arguments -S : \\
                        \(specs.joined(separator: " \\\n                ")) && ret=0
                      ;;
            """)
        }
        return "#compdef settingsc\n" + CompletionScript.header("zsh", installedAs: "share/zsh/site-functions/_settingsc") + """

        # A path as typed, unquoted, with a leading ~ expanded.
        _settingsc_path() {
          local word=${(Q)1}
          print -r -- ${word/#\\~/$HOME}
        }

        # Offers what `settingsc __complete $3...` prints (WORD<TAB>description), tagged $1, described $2.
        _settingsc_ask() {
          local tag=$1 description=$2 line word
          local -a items
          shift 2
          for line in ${(f)"$("$_settingsc_program" __complete "$@" 2>/dev/null)"}; do
            word=${line%%$'\\t'*}
            word=${word//:/\\\\:}
            if [[ $line == *$'\\t'* ]]; then
              items+=("$word:${line#*$'\\t'}")
            else
              items+=("$word")
            fi
          done
          _describe -t $tag $description items
        }

        _settingsc_definitions() { _files -g '*.plist' }
        _settingsc_keys() { _settingsc_ask keys key keys $words[1] "$(_settingsc_path "$line[1]")" }
        _settingsc_values() { _settingsc_ask values value values "$(_settingsc_path "$line[1]")" "${(Q)line[2]}" }
        _settingsc_languages() { _settingsc_ask languages language languages "$(_settingsc_path "$line[1]")" }
        _settingsc_panes() { _settingsc_ask panes pane panes "$(_settingsc_path "$line[1]")" }

        _settingsc() {
          local curcontext=$curcontext state state_descr line ret=1
          local -A opt_args
          # The program as typed: the helpers ask it for keys, values and languages.
          local _settingsc_program=$(_settingsc_path "$words[1]")
          local -a commands
          commands=(
            \(commandItems.joined(separator: "\n    "))
          )
          _arguments -C \\
            '(- *)'{-h,--help}'[show help]' \\
            \(globals.joined(separator: " \\\n    ")) \\
            '1: :->command' \\
            '*:: :->argument' && ret=0
          case $state in
            (command)
              _describe -t commands 'settingsc command' commands && ret=0
              ;;
            (argument)
              curcontext=${curcontext%:*:*}:settingsc-$words[1]:
              case $words[1] in
        \(cases.joined(separator: "\n"))
              esac
              ;;
          esac
          return ret
        }

        if [[ $funcstack[1] == _settingsc ]]; then
          _settingsc "$@"
        else
          compdef _settingsc settingsc
        fi

        """
    }

    /// `--format=[what to draw]:format:(text html json)`: `=` lets the value be the next word or follow
    /// `=`; the summary in brackets; `(--domain)` first when it excludes the other options of its group.
    private static func spec(_ option: OptionSpec, among options: [OptionSpec]) -> String {
        let others = option.group.map { group in options.filter { $0.group == group && $0.name != option.name } } ?? []
        let exclusions = others.isEmpty ? "" : "(" + others.map(\.name).joined(separator: " ") + ")"
        let description = option.summary.isEmpty ? "" : "[" + escaped(option.summary) + "]"
        guard option.takesValue else { return exclusions + option.name + description }
        let head = exclusions + option.name + "=" + description
        let label = String(option.name.drop { $0 == "-" })
        if let choices = option.values, !choices.isEmpty {
            return "\(head):\(label):(\(choices.joined(separator: " ")))"
        }
        switch option.valueKind {
        case .path: return "\(head):\(label):_files"
        case .language: return "\(head):\(label):_settingsc_languages"
        case .pane: return "\(head):\(label):_settingsc_panes"
        case .text: return "\(head):\(label): "
        }
    }

    /// A summary inside `_arguments`' brackets: `\`, `[`, `]` and `:` escaped.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\[]:".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `:file:_settingsc_definitions`, `::key:…` when optional, `*:file:…` when it repeats.
    private static func operandSpec(_ operand: OperandSpec) -> String {
        let prefix = operand.repeats ? "*:" : operand.isOptional ? "::" : ":"
        let label = operand.name.lowercased()
        switch operand.kind {
        case .definition: return prefix + label + ":_settingsc_definitions"
        case .key: return prefix + label + ":_settingsc_keys"
        case .value: return prefix + label + ":_settingsc_values"
        case .word(let words): return prefix + label + ":(" + words.joined(separator: " ") + ")"
        }
    }
}
