import PropertyList
import Platform
import SettingsCompiler

/// `settingsc diff`: what a change to a definition does to the screen and to users' stored values.
enum DiffCommand {
    static let options: [OptionSpec] = [
        .value("--format", DiffFormat.allCases.map(\.rawValue), summary: "how the changes are written",
               details: "text (default): grouped by page, + added, - removed, ~ changed, moved or renamed, a "
                + "breaking change's reason below it;\nmarkdown: a table per page for a pull-request comment (at most "
                + "65,536 characters, then \"and N more\");\njson: the document described by docs/diff.schema.json;\n"
                + "html: one self-contained page, the two versions side by side, the changed rows marked"),
        .value("--fail-on", DiffFailOn.allCases.map(\.rawValue), summary: "exit with status 1 on such a change",
               details: "exit with status 1 when a change is breaking (breaking) or when there is any change (any)"),
        .value("--lang", kind: .language, valueName: "TAG", summary: "compare the translations of one language only",
               details: "compare the translations of one language only: the .lproj folder render --lang TAG shows "
                + "(TAG, else the language alone, else Base)"),
        .value("--git", valueName: "REV", summary: "compare the files of a git revision with the working tree",
               details: "compare each PATH as the git revision REV has it (git is run to read it) with the working "
                + "tree; without PATH, every definition a folder walk of the current folder finds"),
        .color(summary: "text: colour the marks", details: "text: colour the marks and breaking changes; auto: only "
            + "on a terminal and without NO_COLOR"),
    ] + CheckOptions.specs

    static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        var options = Diffing.Options()
        options.format = DiffFormat(rawValue: parsed.value("--format") ?? "text")!
        options.failOn = parsed.value("--fail-on").flatMap(DiffFailOn.init(rawValue:))
        try LanguageOption.check(parsed, command: "diff")
        options.language = parsed.value("--lang")
        if options.format == .text { options.style = TerminalStyle.resolve(parsed.value("--color") ?? "auto", descriptor: 1) }
        options.checking = try CheckOptions.read(parsed, command: "diff")
        let result: Diffing.Result
        if let revision = parsed.value("--git") {
            result = Diffing.run(git: revision, paths: parsed.operands, options: options)
        } else {
            guard parsed.operands.count == 2 else {
                throw UsageError(parsed.operands.count < 2 ? "diff needs OLD and NEW (or --git REV)" : "diff takes OLD and NEW, no more",
                                 command: "diff")
            }
            if parsed.operands.allSatisfy({ $0 == "-" }) {
                throw UsageError("OLD and NEW cannot both be standard input", command: "diff")
            }
            result = Diffing.run(old: parsed.operands[0], new: parsed.operands[1], options: options)
        }
        // Another revision's files are read from a temporary folder: they are named REV:PATH.
        func shown(_ text: String) -> String {
            result.shownPaths.reduce(text) { $0.replacing($1.path, with: $1.shown) }
        }
        for failure in result.readFailures {
            System.write("settingsc: error: cannot read '\(TerminalText.escaped(shown(failure.path)))': "
                + "\(TerminalText.escaped(failure.reason))\n", to: 2)
        }
        if !result.reports.isEmpty {
            let style = TerminalStyle.resolve(parsed.value("--color") ?? "auto", descriptor: 2)
            System.write(shown(TextReporter(style: style).report(result.reports)), to: 2)
        }
        if let failure = result.failure {
            if case .unreadable = failure, !result.readFailures.isEmpty { return .ioFailure }
            if case .failed(let message) = failure { return CommandOutput.failure(shown(message)) }
            return try CommandOutput.status(of: failure, command: "diff", shown: result.readFailures)
        }
        CommandOutput.printMessages(result.messages.map { message in
            switch message {
            case .note(let text): .note(shown(text))
            case .warning(let text): .warning(shown(text))
            }
        })
        System.write(result.output, to: 1)
        return result.failOnMatched ? .inputErrors : .success
    }
}
