import Foundation
import Testing

/// What a folder walk cannot look at is said, never passed over: a folder or `.plist` it may not read,
/// a name that is not UTF-8, a folder past the walk's limits. Each is an `unreadable` diagnostic naming
/// it, and the run fails with status 3.
@Suite("folder walk gaps (end to end)")
struct FolderWalkGapsTests {
    static let setpriv = "/usr/bin/setpriv"

    /// Runs settingsc in `tree` as the unprivileged user 65534 (root reads every file whatever its mode).
    static func runUnprivileged(_ arguments: [String], in tree: ProjectTree) throws -> Settingsc.Result {
        guard getuid() == 0 else { return try tree.run(arguments) }
        return try ProcessLauncher.run(URL(fileURLWithPath: setpriv),
                                       ["--reuid=65534", "--regid=65534", "--clear-groups", Settingsc.binary.path] + arguments,
                                       environment: ["NO_COLOR": ""], directory: tree.root, timeout: 20)
    }

    /// Before, the walk passed over the folder and the file it could not read (and the bundle's
    /// listing over its `.lproj` folder), and the run exited 0 with nothing said.
    @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv),
                   "runs settingsc as another user with setpriv (util-linux), which is not installed"))
    func unreadableFoldersAndFilesAreReported() throws {
        var files = ProjectTree.bundle("App/Settings.bundle", [ProjectTree.group("General")], translated: ["General": "Allgemein"])
        files["App/Locked.plist"] = ProjectTree.cellStyle
        files["App/Private/Settings.plist"] = ProjectTree.cellStyle
        files["App/Open/Settings.plist"] = ProjectTree.cellStyle
        let tree = try ProjectTree(files)
        defer {
            for path in ["App/Locked.plist", "App/Private", "App/Settings.bundle/de.lproj"] {
                chmod(tree.root.appendingPathComponent(path).path, 0o755)
            }
            tree.remove()
        }
        // The tree must be reachable by the other user: the temporary folder is 0755, as made.
        for path in ["App/Locked.plist", "App/Private", "App/Settings.bundle/de.lproj"] {
            #expect(chmod(tree.root.appendingPathComponent(path).path, 0) == 0)
        }
        let result = try Self.runUnprivileged(["validate", "--no-config", "App"], in: tree)
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "\n").filter { $0.contains("[unreadable]") } == [
            "App/Locked.plist: error: cannot read: Permission denied [unreadable]",
            "App/Private: error: cannot read: Permission denied [unreadable]",
            "App/Settings.bundle/de.lproj: error: cannot read: Permission denied [unreadable]",
        ], "\(result.stderr)")
        // The bundle given by itself: its listing reports the folder too.
        let bundle = try Self.runUnprivileged(["validate", "--no-config", "App/Settings.bundle"], in: tree)
        #expect(bundle.status == 3)
        #expect(bundle.stderr.contains("App/Settings.bundle/de.lproj: error: cannot read: Permission denied [unreadable]"),
                "\(bundle.stderr)")
    }

    /// Before, a name that is not UTF-8 was passed over by walks (and by a bundle's listing), and such
    /// a FILE on the command line was looked for under U+FFFD in its place: "No such file or directory".
    @Test func namesThatAreNotUTF8AreShownAsTheirBytes() throws {
        let tree = try ProjectTree(ProjectTree.bundle("App/Settings.bundle", [ProjectTree.group("General")],
                                                      translated: ["General": "Allgemein"]))
        defer { tree.remove() }
        // Process takes arguments as Strings: the names' bytes go through the shell's printf.
        let script = """
            printf '%s' "$1" > "$(printf 'App/Caf\\351.plist')" && mkdir "$(printf 'App/Mod\\377')" \
              && printf '"a" = "b";\\n' > "$(printf 'App/Settings.bundle/de.lproj/T\\376.strings')" \
              && "$0" validate --no-config App; echo "status $?"; "$0" validate --no-config "$(printf 'App/Caf\\351.plist')"
            """
        let result = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"),
                                             ["-c", script, Settingsc.binary.path, ProjectTree.cellStyle],
                                             environment: ["NO_COLOR": ""], directory: tree.root, timeout: 20)
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stdout == "status 3\n")
        let reason = "its name is not UTF-8, and settingsc reads only files whose names are"
        #expect(result.stderr == """
            App/Caf\\xe9.plist: error: cannot read: \(reason) [unreadable]
            App/Mod\\xff: error: cannot read: \(reason) [unreadable]
            App/Settings.bundle/de.lproj/T\\xfe.strings: error: cannot read: \(reason) [unreadable]
            3 errors
            settingsc: error: cannot read 'App/Caf\\xe9.plist': \(reason)

            """, "\(result.stderr)")
    }

    /// Before, the walk stopped 64 folders down and after 100,000 entries of a folder without a word:
    /// what lay beyond passed as checked.
    @Test func whereTheWalkStopsIsSaid() throws {
        let deep = String(repeating: "d/", count: 66)
        let tree = try ProjectTree([deep + "Settings.plist": ProjectTree.cellStyle])
        defer { tree.remove() }
        let result = try tree.run(["validate", "--no-config", "."])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr == String(repeating: "d/", count: 64) + "d: error: cannot read: the folder walk stops 64 folders "
            + "deep: nothing in this folder is checked (name it on the command line) [unreadable]\n1 error\n")

        let wide = try ProjectTree(["many/Settings.plist": ProjectTree.cellStyle])
        defer { wide.remove() }
        let made = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "cd many && seq 100000 | xargs touch"],
                                           directory: wide.root, timeout: 120)
        #expect(made.status == 0, "\(made.stderr)")
        let listed = try Settingsc.run(["validate", "--no-config", "many"], directory: wide.root, timeout: 60)
        #expect(listed.status == 3, "\(listed.stderr)")
        #expect(listed.stderr.hasPrefix("many: error: cannot read: more than 100000 entries: the rest of this folder is "
            + "not listed, and nothing in it is checked [unreadable]\n"), "\(listed.stderr)")
    }

    /// Before, two `**/*a*` segments took a try for every way of splitting the path between them: eight
    /// took 17 s on a shallow path, ten minutes. This pattern has twelve against a path forty folders
    /// deep, which the old matcher could not finish in hours (the test runner's patience would have run
    /// out long before); it now takes a step per folder and segment.
    @Test func aPathologicalExcludePatternFinishes() throws {
        let deep = String(repeating: "a/", count: 40)
        let pattern = String(repeating: "**/*a*/", count: 12) + "*.old.plist"
        let tree = try ProjectTree([
            deep + "Broken.plist": FolderWalkTests.brokenCellStyle,
            deep + "Broken.old.plist": FolderWalkTests.brokenCellStyle,
            ".settingsc.json": "{\"exclude\": [\"\(pattern)\"]}",
        ])
        defer { tree.remove() }
        let result = try Settingsc.run(["validate", "."], directory: tree.root, timeout: 120)
        #expect(!result.timedOut)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(deep + "Broken.plist:7:30: error:"), "\(result.stderr)")
        #expect(!result.stderr.contains("Broken.old.plist"), "excluded: \(result.stderr)")
    }

    /// Before, a child pane naming a FIFO or a link loop was reported as "the bundle has no 'X.plist'".
    @Test func aChildPaneNamingNoRegularFileSaysWhatIsThere() throws {
        let pane = { (file: String) in
            "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>x</string><key>File</key><string>\(file)</string></dict>"
        }
        let tree = try ProjectTree(ProjectTree.bundle("Settings.bundle", [pane("Pipe"), pane("Loop")], translated: [:]))
        defer { tree.remove() }
        let bundle = tree.root.appendingPathComponent("Settings.bundle")
        #expect(mkfifo(bundle.appendingPathComponent("Pipe.plist").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: bundle.appendingPathComponent("Loop.plist").path,
                                                   withDestinationPath: "Loop.plist")
        let result = try Settingsc.run(["validate", "--no-config", "Settings.bundle"], directory: tree.root, timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 1, "\(result.stderr)")
        let messages = result.stderr.split(separator: "\n").filter { $0.contains("[missing-child-pane]") }
            .map { $0.split(separator: ": error: ", maxSplits: 1).last.map(String.init) ?? "" }
        #expect(messages == [
            "child pane 'Pipe' names no page: 'Pipe.plist' is a FIFO, not a regular file [missing-child-pane]",
            "child pane 'Loop' names no page: 'Loop.plist' is a symbolic link loop, not a regular file [missing-child-pane]",
        ], "\(result.stderr)")
    }
}
