import PropertyList

/// The bash completion script: a `_settingsc` function for `complete -F`, needing bash 4 and nothing
/// from the bash-completion package. It walks the words on the line as the argument scanner does
/// (options and their values, `--`, `--name=value` which bash splits at `=`), then completes the
/// command, an option, an option's value or the operand at the cursor.
enum BashCompletion {
    static func script(commands: [Frontend.Command], globalOptions: [OptionSpec]) -> String {
        let q = CompletionScript.quoted
        var valued: [String] = globalOptions.filter(\.takesValue).map { q(" " + $0.name) }
        var values: [String] = []
        var optionLists: [String] = ["        '') words=(\(globalOptions.map(\.name).joined(separator: " ")) -h) ;;"]
        var operands: [String] = []
        for command in commands {
            let options = CompletionScript.options(of: command)
            optionLists.append("        \(q(command.name))) words=(\(options.map(\.name).joined(separator: " ")) -h) ;;")
            for option in options where option.takesValue {
                valued.append(q(command.name + " " + option.name))
                values.append("        \(q(command.name + " " + option.name))) \(valueAction(option)) ;;")
            }
            for (index, operand) in command.operands.enumerated() {
                let pattern = operand.repeats ? q(command.name + " ") + "*" : q("\(command.name) \(index)")
                operands.append("        \(pattern)) \(operandAction(operand, command: command.name)) ;;")
            }
        }
        for option in globalOptions where option.takesValue {
            values.append("        \(q(" " + option.name))) \(valueAction(option)) ;;")
        }
        let commandList = commands.map(\.name).joined(separator: " ")
        return CompletionScript.header("bash", installedAs: "share/bash-completion/completions/settingsc") + """

        # Whether option $2 of command $1 ('' before the command) takes a value.
        _settingsc_takes_value() {
            case "$1 $2" in
                \(valued.joined(separator: "|"))) return 0 ;;
            esac
            return 1
        }

        # Adds the words among $2... that start with $1.
        _settingsc_words() {
            local word=$1 candidate
            shift
            for candidate in "$@"; do
                [[ $candidate == "$word"* ]] && COMPREPLY+=("$candidate")
            done
        }

        # A word as typed, unquoted: surrounding quotes, backslashes, a leading ~/.
        _settingsc_unquote() {
            local word=$1
            word=${word#[\\"\\']}
            word=${word%[\\"\\']}
            word=${word//\\\\/}
            [[ $word == "~/"* ]] && word=$HOME/${word:2}
            printf '%s' "$word"
        }

        # Adds files starting with $1; with $2 = plist, only .plist files and folders (bundles).
        _settingsc_files() {
            local line
            compopt -o filenames 2>/dev/null
            while IFS= read -r line; do
                COMPREPLY+=("$line")
            done < <(if [[ $2 == plist ]]; then compgen -d -- "$1"; compgen -f -X '!*.plist' -- "$1"; else compgen -f -- "$1"; fi)
        }

        # Adds what `settingsc __complete $2...` prints (WORD<TAB>description) for words starting with $1.
        _settingsc_ask() {
            local word program line quoted
            word=$(_settingsc_unquote "$1")
            program=$(_settingsc_unquote "${COMP_WORDS[0]}")
            shift
            while IFS= read -r line; do
                line=${line%%$'\\t'*}
                if [[ $line == "$word"* ]]; then
                    printf -v quoted '%q' "$line"
                    COMPREPLY+=("$quoted")
                fi
            done < <("$program" __complete "$@" 2>/dev/null)
        }

        # The value of option $2 of command $1, starting with $3.
        _settingsc_value() {
            case "$1 $2" in
        \(values.joined(separator: "\n"))
            esac
        }

        # Operand $2 (from 0) of command $1, starting with $3.
        _settingsc_operand() {
            case "$1 $2" in
        \(operands.joined(separator: "\n"))
            esac
        }

        # The options of command $1 ('' before the command) starting with $2.
        _settingsc_options() {
            local -a words
            case "$1" in
        \(optionLists.joined(separator: "\n"))
            esac
            _settingsc_words "$2" "${words[@]}"
        }

        _settingsc() {
            local -a args=() operands=()
            local i word at=0 last
            # Words after the program, with --name=value joined again (bash splits it at '=').
            for ((i = 1; i < ${#COMP_WORDS[@]}; i++)); do
                word=${COMP_WORDS[i]}
                last=$((${#args[@]} - 1))
                if ((last >= 0)) && [[ $word == "=" && ${args[last]} == --* && ${args[last]} != *=* ]]; then
                    args[last]+="="
                elif ((last >= 0)) && [[ ${COMP_WORDS[i - 1]} == "=" && ${args[last]} == --*= ]]; then
                    args[last]+=$word
                else
                    args+=("$word")
                fi
                ((i == COMP_CWORD)) && at=$((${#args[@]} - 1))
            done
            ((${#args[@]} == 0)) && args=("")
            # Walk them as settingsc does: the command, options, their values, `--`, operands.
            local command="" expect="" ended="" before=0 here_command="" here_expect="" here_ended=""
            for ((i = 0; i < ${#args[@]}; i++)); do
                word=${args[i]}
                if ((i == at)); then
                    here_command=$command here_expect=$expect here_ended=$ended before=${#operands[@]}
                    expect=""
                    continue
                fi
                if [[ -n $expect ]]; then
                    expect=""
                elif [[ -z $ended && $word == -- ]]; then
                    ended=1
                elif [[ -z $ended && $word == -?* ]]; then
                    [[ $word != *=* ]] && _settingsc_takes_value "$command" "$word" && expect=$word
                elif [[ -z $command ]]; then
                    command=$word
                else
                    operands+=("$word")
                fi
            done
            local cur=${args[at]}
            COMPREPLY=()
            if [[ -n $here_expect ]]; then
                _settingsc_value "$here_command" "$here_expect" "$cur"
            elif [[ -z $here_ended && $cur == --*=* ]]; then
                _settingsc_value "$here_command" "${cur%%=*}" "${cur#*=}"
            elif [[ -z $here_ended && $cur == -* ]]; then
                _settingsc_options "$here_command" "$cur"
            elif [[ -z $here_command ]]; then
                _settingsc_words "$cur" \(commandList)
            else
                _settingsc_operand "$here_command" "$before" "$cur"
            fi
        }

        complete -F _settingsc settingsc

        """
    }

    /// What completes an option's value (the word is `$3`; operands are `$operands`).
    private static func valueAction(_ option: OptionSpec) -> String {
        if let choices = option.values, !choices.isEmpty {
            return "_settingsc_words \"$3\" " + choices.map(CompletionScript.quoted).joined(separator: " ")
        }
        switch option.valueKind {
        case .path: return "_settingsc_files \"$3\""
        case .language: return "_settingsc_ask \"$3\" languages \"$(_settingsc_unquote \"${operands[0]}\")\""
        case .pane: return "_settingsc_ask \"$3\" panes \"$(_settingsc_unquote \"${operands[0]}\")\""
        case .text: return ":"
        }
    }

    /// What completes an operand (the word is `$3`; the operands before it are `$operands`).
    private static func operandAction(_ operand: OperandSpec, command: String) -> String {
        let file = "\"$(_settingsc_unquote \"${operands[0]}\")\""
        switch operand.kind {
        case .definition: return "_settingsc_files \"$3\" plist"
        case .key: return "_settingsc_ask \"$3\" keys \(CompletionScript.quoted(command)) \(file)"
        case .value: return "_settingsc_ask \"$3\" values \(file) \"$(_settingsc_unquote \"${operands[1]}\")\""
        case .word(let words): return "_settingsc_words \"$3\" " + words.map(CompletionScript.quoted).joined(separator: " ")
        }
    }
}
