import PropertyList
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

    /// Clean at every level but one: a STYLE note that plutil(1) and xcodebuild(1), named in SEE
    /// ALSO, are not installed here (they are on a Mac).
    @Test func mandocLintIsClean() throws {
        guard Self.mandoc() else { return }
        let strict = try Tools.run(["mandoc", "-T", "lint", "-W", "warning", Self.page.path])
        #expect(strict.status == 0, "\(strict.output)\(strict.error)")
        let all = try Tools.run(["mandoc", "-T", "lint", Self.page.path])
        let messages = all.output.split(separator: "\n").filter { !$0.contains("STYLE: referenced manual not found") }
        #expect(messages.isEmpty, "\(messages.joined(separator: "\n"))")
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
