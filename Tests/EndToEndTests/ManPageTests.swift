import Foundation
import Testing

/// docs/settingsc.1 (mdoc): lint-clean, and in step with the help texts: every command of
/// `settingsc --help` and every option any help text names is in it.
@Suite("Man page")
struct ManPageTests {
    static let page = Settingsc.root.appendingPathComponent("docs/settingsc.1")

    private static func mandoc() -> Bool {
        if (try? Tools.run(["sh", "-c", "command -v mandoc"]))?.status == 0 { return true }
        Issue.record("mandoc is not installed; `make test` installs it (apt-get install mandoc)")
        return false
    }

    /// Clean at every level, STYLE included (no cross-reference to a page installed only on a Mac), and
    /// at each level alone.
    @Test func mandocLintIsClean() throws {
        guard Self.mandoc() else { return }
        for level in ["all", "style", "warning", "error", "unsupp"] {
            let lint = try Tools.run(["mandoc", "-T", "lint", "-W", level, Self.page.path])
            #expect(lint.status == 0 && lint.output.isEmpty && lint.error.isEmpty,
                    "-W \(level): status \(lint.status)\n\(lint.output)\(lint.error)")
        }
        let plain = try Tools.run(["mandoc", "-T", "lint", Self.page.path])
        #expect(plain.status == 0 && plain.output.isEmpty, "\(plain.output)\(plain.error)")
    }

    @Test func everyCommandAndOptionOfTheHelpIsInIt() throws {
        let source = try String(contentsOf: Self.page, encoding: .utf8)
        let commands = try CompletionTests.helpCommands()
        #expect(commands.count >= 8)
        var helpTexts = [try Settingsc.run(["--help"]).stdout]
        for command in commands + ["help"] {
            #expect(source.range(of: "(?m)(^|\\s)Cm \(command)(\\s|$)", options: .regularExpression) != nil,
                    "the command '\(command)' is not in the man page")
            if command != "help" { helpTexts.append(try Settingsc.run(["help", command]).stdout) }
        }
        let options = Set(helpTexts.flatMap { text in
            text.matches(of: /(?:^|[^A-Za-z0-9-])(--[a-z][a-z-]*)/.anchorsMatchLineEndings()).map { String($0.output.1) }
        })
        #expect(options.count >= 15)
        for option in options {
            let markup = "Fl " + option.dropFirst()
            #expect(source.range(of: NSRegularExpression.escapedPattern(for: markup) + "(?![a-z-])",
                                 options: .regularExpression) != nil,
                    "'\(option)' is in a help text but not in the man page (as '\(markup)')")
        }
        #expect(source.contains("Fl h , Fl -help"))
    }

    /// Each command's synopsis in the man page names every option of its usage in `settingsc --help`
    /// (made from the option tables), so that an option added to a table fails here until documented.
    @Test func eachSynopsisHasTheCommandsOptions() throws {
        let source = try String(contentsOf: Self.page, encoding: .utf8)
        let synopsis = try #require(source.components(separatedBy: "\n.Sh SYNOPSIS\n").dropFirst().first?
            .components(separatedBy: "\n.Sh ").first)
        let blocks = synopsis.components(separatedBy: ".Nm\n").dropFirst()
        let usage = try Self.usageLines()
        #expect(usage.count >= 12)
        for (command, options) in usage {
            let block = blocks.first { $0.hasPrefix(".Cm \(command)\n") || $0.hasPrefix(".Cm \(command) ") }
            #expect(block != nil, "no synopsis for '\(command)'")
            for option in options {
                #expect(block?.contains("Fl \(option.dropFirst())") == true,
                        "'\(command) \(option)' is in 'settingsc --help' but not in the man page's synopsis")
            }
        }
    }

    /// The commands of `settingsc --help`'s USAGE (continuation lines joined), each with its options.
    static func usageLines() throws -> [(command: String, options: [String])] {
        let help = try Settingsc.run(["--help"]).stdout
        let section = try #require(help.components(separatedBy: "\nUSAGE\n").dropFirst().first?
            .components(separatedBy: "\n\n").first)
        var lines: [String] = []
        for line in section.split(separator: "\n") {
            if line.hasPrefix("  settingsc ") { lines.append(String(line.dropFirst(12))) } else { lines[lines.count - 1] += " " + line }
        }
        return lines.filter { !$0.hasPrefix("-") }.map { line in
            (String(line.prefix { $0 != " " }),
             line.matches(of: /\[(--[a-z-]+)|\| (--[a-z-]+)/).map { String($0.output.1 ?? $0.output.2 ?? "") })
        }
    }

    @Test func itHasTheSectionsAndVariablesUsersLookFor() throws {
        let source = try String(contentsOf: Self.page, encoding: .utf8)
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES",
                        "DIAGNOSTICS", "SEE ALSO"] {
            #expect(source.contains("\n.Sh \(section)\n"), "no \(section) section")
        }
        for variable in ["NO_COLOR", "SETTINGSC_STORE", "SETTINGSC_LOCK_TIMEOUT", "XDG_CONFIG_HOME", "HOME"] {
            #expect(source.contains("\n.It Ev \(variable)\n"), "\(variable) is not described")
        }
        let exitStatus = try #require(source.range(of: "\n.Sh EXIT STATUS\n")).upperBound
        let statuses = source[exitStatus...].components(separatedBy: "\n.Sh ")[0]
        for status in 0...3 { #expect(statuses.contains("\n.It \(status)\n"), "exit status \(status)") }
    }

    /// What `man -l` shows (man-db, through groff): the page renders, with its synopsis.
    @Test func manShowsIt() throws {
        guard (try? Tools.run(["sh", "-c", "command -v man"]))?.status == 0 else {
            Issue.record("man is not installed")
            return
        }
        let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/usr/bin/env"), ["man", "-l", Self.page.path],
                                              environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"],
                                              timeout: 60)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("SYNOPSIS"))
        #expect(outcome.stdout.contains("settingsc validate [--strict]"))
        #expect(outcome.stdout.contains("SETTINGSC_LOCK_TIMEOUT"))
    }
}
