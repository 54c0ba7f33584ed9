import PropertyList
import Foundation
import Testing

/// `settingsc diff --git REV [PATH…]`: a revision's files read through git against the working tree, in a
/// repository made by each test; what goes wrong with git (none, no repository, an unknown revision, a
/// path the revision lacks) said clearly. And the GitHub Actions recipe of docs/diff.md, its shell part
/// run in a clone of a bare repository with a `gh` that records the comment.
@Suite("diff --git (end to end)")
struct DiffGitTests {
    typealias F = DiffFixtures

    /// A repository whose one commit holds `App/Settings.bundle` with an Autoplay switch; the working tree
    /// then renames its key.
    static func repository() throws -> ProjectTree {
        let tree = try ProjectTree(ProjectTree.bundle("App/Settings.bundle", [ProjectTree.toggle("autoplay_enabled", "Autoplay")],
                                                      translated: ["Autoplay": "Automatisch"]))
        try git(tree, ["init", "-q", "-b", "main"])
        try git(tree, ["add", "."])
        try git(tree, ["commit", "-q", "-m", "first"])
        for (path, text) in ProjectTree.bundle("App/Settings.bundle", [ProjectTree.toggle("auto_play", "Autoplay")],
                                               translated: ["Autoplay": "Automatisch"]) {
            try tree.write(path, text)
        }
        return tree
    }

    @discardableResult
    static func git(_ tree: ProjectTree, _ arguments: [String]) throws -> String {
        let result = try Tools.run(["git", "-C", tree.root.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"]
            + arguments)
        #expect(result.status == 0, "git \(arguments): \(result.error)")
        return result.output
    }

    @Test func aPathAtARevisionAgainstTheWorkingTree() throws {
        let tree = try Self.repository()
        defer { tree.remove() }
        // A temporary folder of this test's own, to see that the revision's copy is removed.
        try FileManager.default.createDirectory(at: tree.root.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        try tree.write(".gitignore", "tmp/\n")
        let temporary = ["TMPDIR": tree.root.appendingPathComponent("tmp").path]
        for arguments in [["App/Settings.bundle"], ["App"], []] {
            let result = try tree.run(["diff", "--git", "HEAD", "--format", "json"] + arguments, environment: temporary)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
            let page = arguments == ["App/Settings.bundle"] ? "Root" : arguments == ["App"] ? "Settings.bundle/Root" : "App/Settings.bundle/Root"
            #expect(result.stdout.contains("{\"kind\": \"renamed\", \"breaking\": true, \"page\": \"\(page)\", \"item\": \"auto_play\", "
                + "\"attribute\": \"Key\", \"old\": \"autoplay_enabled\", \"new\": \"auto_play\""), "\(arguments): \(result.stdout)")
        }
        // The temporary copy of the revision is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary["TMPDIR"]!).isEmpty)
    }

    @Test func aDefinitionTheRevisionLacksIsAllAdded() throws {
        let tree = try Self.repository()
        defer { tree.remove() }
        try tree.write("Other/Settings.plist", ProjectTree.cellStyle)
        let result = try tree.run(["diff", "--git", "HEAD"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Other/Settings.plist\n  + page 'Other/Settings.plist'\n  + section 'General'\n  + Wi-Fi\n"), "\(result.stdout)")
    }

    @Test func whatGitCannotGiveIsAClearError() throws {
        let tree = try Self.repository()
        defer { tree.remove() }
        let revision = try tree.run(["diff", "--git", "no-such-branch", "App/Settings.bundle"])
        #expect(revision.status == 2 && revision.stdout.isEmpty)
        #expect(revision.stderr.hasPrefix("settingsc: error: unknown revision 'no-such-branch'"), "\(revision.stderr)")
        try tree.write("New/Settings.plist", ProjectTree.cellStyle)
        let path = try tree.run(["diff", "--git", "HEAD", "New/Settings.plist"])
        #expect(path.status == 2 && path.stderr.hasPrefix("settingsc: error: 'New/Settings.plist' is not in HEAD"), "\(path.stderr)")
        let option = try tree.run(["diff", "--git", "--output=x", "App"])
        #expect(option.status == 2)
        let outside = try tree.run(["diff", "--git", "HEAD", "../elsewhere"])
        #expect(outside.status == 2)
        let noGit = try tree.run(["diff", "--git", "HEAD"], environment: ["PATH": "/nonexistent"])
        #expect(noGit.status == 3 && noGit.stderr.hasPrefix("settingsc: error: cannot run git: "), "\(noGit.stderr)")
        let plain = try ProjectTree(["Settings.plist": ProjectTree.cellStyle])
        defer { plain.remove() }
        let noRepository = try plain.run(["diff", "--git", "HEAD"], environment: ["GIT_CEILING_DIRECTORIES": plain.root.deletingLastPathComponent().path])
        #expect(noRepository.status == 3 && noRepository.stderr.hasPrefix("settingsc: error: --git needs a git repository"),
                "\(noRepository.stderr)")
    }

    @Test func diagnosticsOfTheRevisionNameIt() throws {
        let tree = try Self.repository()
        defer { tree.remove() }
        try tree.write("App/Settings.bundle/Root.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>PreferenceSpecifiers</key><array>"
            + "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string></dict></array></dict></plist>")
        try Self.git(tree, ["commit", "-q", "-am", "broken"])
        for (path, text) in ProjectTree.bundle("App/Settings.bundle", [ProjectTree.toggle("auto_play", "Autoplay")], translated: [:]) {
            try tree.write(path, text)
        }
        let result = try tree.run(["diff", "--git", "HEAD", "App/Settings.bundle"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("HEAD:App/Settings.bundle/Root.plist:1:"), "\(result.stderr)")
        #expect(!result.stderr.contains("settingsc-diff-"), "\(result.stderr)")
    }
}
