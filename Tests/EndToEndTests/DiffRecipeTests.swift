import PropertyList
import Foundation
import Testing

/// The GitHub Actions recipe of docs/diff.md: the shell of its "Describe" and "Post" steps, as the page
/// has them, run in a clone of a bare repository (the pull request's branch renames a key), with a `gh`
/// that records the comment it is asked to post.
@Suite("diff: the GitHub Actions recipe (end to end)")
struct DiffRecipeTests {
    /// The `run: |` block of the step named `name` in the page's workflow.
    static func step(_ name: String) throws -> String {
        let page = try String(contentsOf: Settingsc.root.appendingPathComponent("docs/diff.md"), encoding: .utf8)
        let lines = page.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "- name: \(name)" })
        let run = try #require(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
        let indent = lines[run].prefix { $0 == " " }.count
        let body = lines[(run + 1)...].prefix { $0.prefix { $0 == " " }.count > indent && !$0.isEmpty }
        return body.map { String($0.dropFirst(indent + 2)) }.joined(separator: "\n")
    }

    @Test func itPostsTheChangesAndKeepsTheStatusForLater() throws {
        let tree = try ProjectTree(ProjectTree.bundle("work/App/Settings.bundle", [ProjectTree.toggle("autoplay_enabled", "Autoplay")],
                                                      translated: [:]))
        defer { tree.remove() }
        func git(_ directory: String, _ arguments: [String]) throws {
            let result = try Tools.run(["git", "-C", tree.root.appendingPathComponent(directory).path, "-c", "user.name=Test",
                                        "-c", "user.email=test@example.com"] + arguments)
            #expect(result.status == 0, "git \(arguments): \(result.error)")
        }
        try git("work", ["init", "-q", "-b", "main"])
        try git("work", ["add", "."])
        try git("work", ["commit", "-q", "-m", "settings"])
        try git(".", ["clone", "-q", "--bare", "work", "remote.git"])
        // The runner's checkout of the pull request: a branch that renames the key.
        try git(".", ["clone", "-q", "remote.git", "runner"])
        try git("runner", ["checkout", "-q", "-b", "rename"])
        for (path, text) in ProjectTree.bundle("runner/App/Settings.bundle", [ProjectTree.toggle("auto_play", "Autoplay")], translated: [:]) {
            try tree.write(path, text)
        }
        try git("runner", ["commit", "-q", "-am", "rename"])
        try tree.write("bin/gh", "#!/bin/sh\necho \"$@\" > \"$GH_ARGS\"\ncp \"$5\" \"$GH_BODY\"\n")
        _ = try Tools.run(["chmod", "+x", tree.root.appendingPathComponent("bin/gh").path])

        let script = "set -e\n" + (try Self.step("Describe the settings changes")) + "\n" + (try Self.step("Post them on the pull request")) + "\n"
        #expect(script.contains("settingsc diff --git \"origin/$BASE_REF\" --format markdown --fail-on breaking"))
        let path = tree.root.appendingPathComponent("bin").path + ":" + Settingsc.binary.deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let output = tree.root.appendingPathComponent("github-output")
        let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script],
                                              environment: ["PATH": path, "BASE_REF": "main", "PR": "7", "NO_COLOR": "",
                                                            "GITHUB_OUTPUT": output.path,
                                                            "GH_ARGS": tree.root.appendingPathComponent("gh-args").path,
                                                            "GH_BODY": tree.root.appendingPathComponent("gh-body").path],
                                              directory: tree.root.appendingPathComponent("runner"), timeout: 60)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try tree.read("github-output") == "status=1\n")
        #expect(try tree.read("gh-args") == "pr comment 7 --body-file settings-diff.md\n")
        let body = try tree.read("gh-body")
        #expect(body.hasPrefix("## Settings changes: 1 change, 1 breaking\n\n### App/Settings.bundle/Root\n"), "\(body)")
        #expect(body.contains("| ~ | auto\\_play | renamed Key 'autoplay\\_enabled' → 'auto\\_play' | **yes**: "))
    }
}
