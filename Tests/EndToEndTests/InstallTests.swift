import Foundation
import Testing

/// `make install` / `make uninstall` with PREFIX and DESTDIR, given the binary the tests already built
/// (`BIN=`: no second, release build): the binary, the man page and the three completion scripts,
/// each where its tool looks, and each working from there.
@Suite("make install")
struct InstallTests {
    private static let parts = [
        "bin/settingsc",
        "share/man/man1/settingsc.1",
        "share/bash-completion/completions/settingsc",
        "share/zsh/site-functions/_settingsc",
        "share/fish/vendor_completions.d/settingsc.fish",
    ]

    private static func make(_ arguments: [String]) throws -> ProcessLauncher.Outcome {
        let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/usr/bin/env"),
                                              ["make", "--no-print-directory", "-C", Settingsc.root.path] + arguments,
                                              timeout: 60)
        #expect(outcome.status == 0, "make \(arguments.joined(separator: " ")): \(outcome.stderr)")
        return outcome
    }

    @Test func installsUnderDestdirAndPrefixThenUninstalls() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = "/opt/settingsc-test"
        let stage = directory.appendingPathComponent("stage")
        let variables = ["BIN=\(Settingsc.binary.path)", "PREFIX=\(prefix)", "DESTDIR=\(stage.path)"]
        let installed = try Self.make(["install"] + variables)
        let root = stage.appendingPathComponent(String(prefix.dropFirst()))
        for part in Self.parts {
            let path = root.appendingPathComponent(part).path
            #expect(FileManager.default.fileExists(atPath: path), "\(part) was not installed")
            #expect(installed.stdout.contains("installed \(path)"))
        }
        let binary = root.appendingPathComponent("bin/settingsc")
        let mode = try FileManager.default.attributesOfItem(atPath: binary.path)[.posixPermissions] as? Int
        #expect(mode == 0o755)
        let version = try ProcessLauncher.run(binary, ["--version"], timeout: 20)
        #expect(version.stdout.hasPrefix("settingsc "))
        #expect(try Data(contentsOf: root.appendingPathComponent(Self.parts[1]))
                == Data(contentsOf: Settingsc.root.appendingPathComponent("docs/settingsc.1")))
        let zsh = try String(contentsOf: root.appendingPathComponent(Self.parts[3]), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef settingsc\n"))
        let fish = try String(contentsOf: root.appendingPathComponent(Self.parts[4]), encoding: .utf8)
        #expect(fish.contains("complete -c settingsc -n __settingsc_needs_command -a validate"))

        // The installed bash completion, with the installed binary, completes a switch key.
        let definition = Settingsc.root.appendingPathComponent("Samples/Settings.plist").path
        let driver = "source \(ShellCompletion.quoted(root.appendingPathComponent(Self.parts[2]).path)); "
            + "COMP_WORDS=(\(ShellCompletion.quoted(binary.path)) toggle \(ShellCompletion.quoted(definition)) push); "
            + "COMP_CWORD=3; _settingsc; echo \"${COMPREPLY[*]}\""
        let completed = try Tools.run(["bash", "--norc", "--noprofile", "-c", driver])
        #expect(completed.output == "pushEnabled\n", "\(completed.error)")

        // man shows the installed page.
        let manual = try ProcessLauncher.run(URL(fileURLWithPath: "/usr/bin/env"),
                                             ["man", "-l", root.appendingPathComponent(Self.parts[1]).path],
                                             environment: ["MANWIDTH": "80", "MANPAGER": "cat"], timeout: 60)
        #expect(manual.stdout.contains("settingsc — check, preview and store settings-screen definitions"),
                "\(manual.stderr)")

        let removed = try Self.make(["uninstall"] + variables.dropFirst())
        for part in Self.parts {
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(part).path), "\(part) is left")
            #expect(removed.stdout.contains("removed \(root.appendingPathComponent(part).path)"))
        }
        // The folders the installation made go too: nothing is left under DESTDIR.
        #expect(try FileManager.default.contentsOfDirectory(atPath: stage.path).isEmpty,
                "left behind: \(FileManager.default.subpaths(atPath: stage.path) ?? [])")
    }

    /// Folders that were there before the installation stay after it is removed, empty or not; only
    /// those it made go, once empty.
    @Test func uninstallRemovesOnlyTheFoldersInstallMade() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("prefix")
        let manuals = prefix.appendingPathComponent("share/man/man1")
        let zsh = prefix.appendingPathComponent("share/zsh/site-functions")
        for folder in [manuals, zsh] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try Data().write(to: manuals.appendingPathComponent("other.1"))
        let variables = ["PREFIX=\(prefix.path)"]
        _ = try Self.make(["install", "BIN=\(Settingsc.binary.path)"] + variables)
        // A second installation over the first forgets nothing it made.
        _ = try Self.make(["install", "BIN=\(Settingsc.binary.path)"] + variables)
        let removed = try Self.make(["uninstall"] + variables)
        #expect(removed.stdout.contains("removed \(prefix.path)/share/bash-completion/\n"))
        let left = Set(FileManager.default.subpaths(atPath: prefix.path) ?? [])
        #expect(left == ["share", "share/man", "share/man/man1", "share/man/man1/other.1", "share/zsh",
                         "share/zsh/site-functions"], "\(left.sorted())")
    }

    @Test func eachFolderCanBeChosen() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("prefix").path
        let completions = directory.appendingPathComponent("bash").path
        _ = try Self.make(["install", "BIN=\(Settingsc.binary.path)", "PREFIX=\(prefix)", "BASHCOMPDIR=\(completions)"])
        #expect(FileManager.default.fileExists(atPath: prefix + "/bin/settingsc"))
        #expect(FileManager.default.fileExists(atPath: completions + "/settingsc"))
        #expect(!FileManager.default.fileExists(atPath: prefix + "/share/bash-completion"))
    }

    @Test func aMissingBinaryIsNamed() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/usr/bin/env"),
                                              ["make", "-C", Settingsc.root.path, "install", "BIN=\(directory.path)/none",
                                               "PREFIX=\(directory.path)/prefix"], timeout: 60)
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("settingsc: no binary at '\(directory.path)/none'"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/prefix"))
    }
}
