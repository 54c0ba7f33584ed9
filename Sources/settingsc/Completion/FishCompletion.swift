import PropertyList

/// The fish completion script: `complete -c settingsc` lines, one per command, option and operand,
/// with conditions that walk the line as the argument scanner does.
enum FishCompletion {
    static func script(commands: [Frontend.Command], globalOptions: [OptionSpec]) -> String {
        var valued = globalOptions.filter(\.takesValue).map { quoted(" " + $0.name) }
        var lines = ["complete -c settingsc -f"]
        lines += globalOptions.map { "complete -c settingsc -n \(quoted("__settingsc_using ''")) " + option($0) }
        for command in commands {
            lines.append("complete -c settingsc -n __settingsc_needs_command -a \(command.name) -d \(quoted(command.summary))")
        }
        for command in commands {
            let using = "-n " + quoted("__settingsc_using " + command.name)
            for spec in CompletionScript.options(of: command) {
                lines.append("complete -c settingsc \(using) " + option(spec))
                if spec.takesValue { valued.append(quoted(command.name + " " + spec.name)) }
            }
            for (index, operand) in command.operands.enumerated() {
                let condition = "__settingsc_operand \(command.name) \(index)" + (operand.repeats ? " +" : "")
                lines.append("complete -c settingsc -n \(quoted(condition)) -a \(quoted(candidates(operand, command: command.name)))")
            }
        }
        return CompletionScript.header("fish", installedAs: "share/fish/vendor_completions.d/settingsc.fish") + """

        # Whether option $option of $command ('' before the command) takes a value.
        function __settingsc_takes_value --argument-names command option
            switch "$command $option"
                case \(valued.joined(separator: " "))
                    return 0
            end
            return 1
        end

        # A path as typed, with a leading ~ expanded.
        function __settingsc_path
            string replace -r -- '^~(?=/|$)' $HOME $argv[1]
        end

        # The words before the cursor (with --all, after it too) that are neither options nor their
        # values: the command, then its operands. Fails when the cursor is on an option's value.
        function __settingsc_words
            set -l tokens (commandline -opc)
            set -e tokens[1]
            if contains -- --all $argv
                set -l all (commandline -op)
                set -l current (commandline -ct)
                set -l next (math (count $tokens) + 2)
                test -n "$current"; and set next (math $next + 1)
                set -a tokens $all[$next..-1]
            end
            set -l command ''
            set -l expect 0
            set -l ended 0
            for token in $tokens
                if test $expect = 1
                    set expect 0
                else if test $ended = 0; and test "$token" = --
                    set ended 1
                else if test $ended = 0; and string match -q -- '-?*' $token
                    if not string match -q -- '*=*' $token; and __settingsc_takes_value "$command" $token
                        set expect 1
                    end
                else
                    test -z "$command"; and set command $token
                    printf '%s\\n' $token
                end
            end
            test $expect = 0
        end

        # Whether no command is on the line yet (and the cursor is not on an option's value).
        function __settingsc_needs_command
            set -l words (__settingsc_words); or return 1
            test (count $words) -eq 0
        end

        # Whether the command on the line is $command ('' for none yet).
        function __settingsc_using --argument-names command
            set -l words (__settingsc_words)
            test "$words[1]" = "$command"
        end

        # Whether the cursor is on operand $index (from 0; with +, or a later one) of $command.
        function __settingsc_operand --argument-names command index more
            set -l words (__settingsc_words); or return 1
            test "$words[1]" = "$command"; or return 1
            set -l position (math (count $words) - 1)
            if test "$more" = +
                test $position -ge $index
            else
                test $position -eq $index
            end
        end

        # Operand $argv[1] (from 1) on the whole line.
        function __settingsc_operand_text
            set -l words (__settingsc_words --all)
            set -l index (math $argv[1] + 1)
            __settingsc_path $words[$index]
        end

        # What settingsc (the program as typed) offers: `__complete $argv`, WORD<TAB>description.
        function __settingsc_ask
            set -l program (__settingsc_path (commandline -opc)[1])
            $program __complete $argv 2>/dev/null
        end

        \(lines.joined(separator: "\n"))

        """
    }

    /// `-l format -x -a 'text html json' -d 'what to draw'`: an option, what completes its value, and its
    /// summary.
    private static func option(_ spec: OptionSpec) -> String {
        let name = spec.name.hasPrefix("--") ? "-l " + spec.name.dropFirst(2) : "-s " + spec.name.dropFirst()
        let short = spec.name == "--help" ? "-s h " : ""
        let description = spec.summary.isEmpty ? "" : " -d " + quoted(spec.summary)
        guard spec.takesValue else { return short + name + description }
        if let choices = spec.values, !choices.isEmpty {
            return name + " -x -a " + quoted(choices.joined(separator: " ")) + description
        }
        switch spec.valueKind {
        case .path: return name + " -r -F" + description
        case .language:
            return name + " -x -a " + quoted("(__settingsc_ask languages (__settingsc_operand_text 1))") + description
        case .pane: return name + " -x -a " + quoted("(__settingsc_ask panes (__settingsc_operand_text 1))") + description
        case .text: return name + " -x" + description
        }
    }

    /// What `-a` offers for an operand.
    private static func candidates(_ operand: OperandSpec, command: String) -> String {
        switch operand.kind {
        case .definition: "(__fish_complete_suffix .plist)"
        case .key: "(__settingsc_ask keys \(command) (__settingsc_operand_text 1))"
        case .value: "(__settingsc_ask values (__settingsc_operand_text 1) (__settingsc_operand_text 2))"
        case .word(let words): words.joined(separator: " ")
        }
    }

    /// `text` in fish's single quotes: `\` and `'` escaped.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
