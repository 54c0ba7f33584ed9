import Foundation
import Testing

/// Drives the completion scripts settingsc generates in the real shells: bash by calling `_settingsc`
/// with COMP_WORDS set, zsh by typing into an interactive zsh on a pseudo-terminal (zpty) and pressing
/// Tab, fish with `complete -C`. Each returns, per case, the candidates the shell would offer (without
/// fish's descriptions). `settingsc` is found on PATH, as the built binary.
enum ShellCompletion {
    /// The folder of the built binary first on PATH, and a home of its own (no user's shell set-up).
    static func environment(home: URL) -> [String: String] {
        let path = Settingsc.binary.deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return ["PATH": path, "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config",
                "XDG_DATA_HOME": home.path + "/data", "NO_COLOR": ""]
    }

    /// `settingsc --generate-completion-script SHELL`, written to `file`.
    static func script(_ shell: String, to file: URL) throws {
        let result = try Settingsc.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(result.stdout.utf8).write(to: file)
    }

    /// Whether `shell` is installed; records a failure when not (`make test` installs zsh and fish).
    static func available(_ shell: String) -> Bool {
        if (try? Tools.run(["sh", "-c", "command -v \(shell)"]))?.status == 0 { return true }
        Issue.record("\(shell) is not installed; `make test` installs it (scripts/ensure-deps.sh \(shell))")
        return false
    }

    /// bash: each case is COMP_WORDS, the cursor on the last word.
    static func bash(_ cases: [[String]], in directory: URL) throws -> [[String]] {
        let script = directory.appendingPathComponent("settingsc.bash")
        try self.script("bash", to: script)
        var driver = "source \(quoted(script.path))\n"
        for words in cases {
            driver += "COMP_WORDS=(\(words.map(quoted).joined(separator: " "))); COMP_CWORD=\(words.count - 1)\n"
            driver += "COMPREPLY=(); _settingsc; printf '%s\\037' \"${COMPREPLY[@]}\"; printf '\\n'\n"
        }
        return try lines(of: ["bash", "--norc", "--noprofile", "-c", driver], count: cases.count, in: directory)
            .map { $0.split(separator: "\u{1F}").map(String.init) }
    }

    /// zsh: each case is a line as typed; Tab is pressed at its end. With `shown`, what zsh lists
    /// instead of the words: each with its description (`--strict  -- warnings fail the run too`).
    static func zsh(_ cases: [String], in directory: URL, shown: Bool = false) throws -> [[String]] {
        let functions = directory.appendingPathComponent("zsh-functions")
        try script("zsh", to: functions.appendingPathComponent("_settingsc"))
        let harness = directory.appendingPathComponent("capture.zsh")
        try Data(zptyHarness.utf8).write(to: harness)
        let output = try run(["zsh", "-f", harness.path, functions.path] + cases, in: directory)
        let prefix = shown ? "SHOWN=" : "MATCH="
        return sections(output, count: cases.count).map { $0.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(6)) } }
    }

    /// fish: each case is a line as typed; `complete -C` lists what Tab would offer (with `descriptions`,
    /// as `WORD<TAB>description`).
    static func fish(_ cases: [String], in directory: URL, descriptions: Bool = false) throws -> [[String]] {
        let script = directory.appendingPathComponent("settingsc.fish")
        try self.script("fish", to: script)
        let driver = "source \(quoted(script.path)); for line in $argv; complete -C $line; echo '=== end'; end"
        let output = try run(["fish", "-c", driver] + cases, in: directory)
        return sections(output, count: cases.count).map { $0.map { descriptions ? $0 : String($0.prefix { $0 != "\t" }) } }
    }

    /// Types each line into an interactive zsh with the completion functions in its fpath and prints
    /// every match zsh adds (compadd wrapped to print them: `MATCH=word`) and each line it would show
    /// for them (`SHOWN=word  -- description`, from compadd's `-d` array), then `=== end`.
    private static let zptyHarness = #"""
    zmodload zsh/zpty || exit 2
    fpath_dir=$1
    shift
    for typed in "$@"; do
      zpty z zsh -f -i
      zpty -w z "PS1='' RPS1='' fpath=(${(q)fpath_dir} \$fpath); autoload -Uz compinit; compinit -u -D"
      zpty -w z "bindkey '^I' complete-word; cd ${(q)PWD}"
      zpty -w z 'compadd() { if (( ${@[(I)-[OAD]]} )); then builtin compadd "$@"; return; fi; local -a found; builtin compadd -O found "$@"; local w; for w in $found; do print -r -- "MATCH""=$w"; done; local i=${@[(I)-d]}; if (( i )); then for w in ${(P)${@[i+1]}}; do print -r -- "SHOWN""=$w"; done; fi; builtin compadd "$@"; }'
      zpty -w z 'completion_done() { print -r -- "COMPLETION""-DONE" }; comppostfuncs=(completion_done)'
      zpty -n -w z "$typed"$'\t'
      out=""
      integer start=$SECONDS
      while [[ $out != *COMPLETION-DONE* ]] && (( SECONDS - start < 20 )); do
        if zpty -r -t z chunk; then out+=$chunk; else sleep 0.02; fi
      done
      zpty -d z
      for line in ${(f)out}; do
        [[ $line == *MATCH=* ]] && print -r -- MATCH=${${line#*MATCH=}%$'\r'}
        [[ $line == *SHOWN=* ]] && print -r -- SHOWN=${${line#*SHOWN=}%$'\r'}
      done
      print -r -- '=== end'
    done
    """#

    private static func run(_ arguments: [String], in directory: URL) throws -> String {
        let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/usr/bin/env"), arguments,
                                              environment: environment(home: directory), directory: directory,
                                              timeout: 120)
        #expect(outcome.status == 0 && !outcome.timedOut, "\(arguments[0]): \(outcome.stderr)")
        #expect(outcome.stderr.isEmpty, "\(arguments[0]) printed: \(outcome.stderr)")
        return outcome.stdout
    }

    private static func lines(of arguments: [String], count: Int, in directory: URL) throws -> [String] {
        let output = try run(arguments, in: directory)
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        #expect(lines.count == count, "\(output)")
        return lines + Array(repeating: "", count: max(0, count - lines.count))
    }

    /// Output cut at `=== end` lines into one list per case.
    private static func sections(_ output: String, count: Int) -> [[String]] {
        var sections: [[String]] = [[]]
        for line in output.components(separatedBy: "\n") {
            if line == "=== end" { sections.append([]) } else if !line.isEmpty { sections[sections.count - 1].append(line) }
        }
        sections.removeLast()
        #expect(sections.count == count, "\(output)")
        return sections + Array(repeating: [], count: max(0, count - sections.count))
    }

    /// `text` in single quotes for bash and fish (neither has `'` or `\` in the tests' paths).
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
