import Foundation
import Testing

/// The version scheme the README's recipes rely on: `settingsc --version` reports a SemVer release,
/// every recipe pins that release (so a release bump that forgets one fails here), no recipe keeps an
/// unnamed placeholder, and the GitHub Actions install steps, run as written, fetch a tag and a commit.
@Suite("versions and pinning")
struct VersionPinningTests {
    static func readme() throws -> String {
        try Settingsc.documentation()
    }

    /// `X.Y.Z` from `settingsc X.Y.Z (libxml2 …)`.
    static func version() throws -> String {
        let output = try Settingsc.run(["--version"]).stdout
        let match = try #require(output.wholeMatch(of: /settingsc (\d+\.\d+\.\d+) \(libxml2 [0-9.]+\)\n/), "\(output)")
        return String(match.output.1)
    }

    @Test func everyRecipePinsTheCurrentRelease() throws {
        let readme = try Self.readme()
        let version = try Self.version()
        var pins: [String] = []
        for pattern in [/exact: "([^"]*)"/, /rev: v([^\s`|]*)/, /SETTINGSC_REV: v([^\s`|]*)/, /Exact Version\* `([^`]*)`/,
                        /SETTINGSC_VERSION: ([^\s`|]*)/] {
            pins += readme.matches(of: pattern).map { String($0.output.1) }
        }
        #expect(pins.count >= 9, "\(pins)")
        #expect(pins.allSatisfy { $0 == version }, "README pins \(pins), settingsc --version says \(version)")
        for placeholder in ["<settingsc repository URL>", "<tag or commit>", "branch: \"main\""] {
            #expect(!readme.contains(placeholder), "README still says \(placeholder)")
        }
        #expect(readme.contains("**Wherever a recipe below says\n`SETTINGSC_URL`, put the Git URL of the copy of this repository that you use**"))
    }

    /// The install steps of the GitHub Actions recipe, as the README has them, fetch a release tag and
    /// a commit of a copy of this repository (a bare clone, by file URL).
    @Test func theActionsRecipeFetchesATagAndACommit() throws {
        let readme = try Self.readme()
        let steps = readme.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("git init -q \"$RUNNER_TEMP") || $0.hasPrefix("git -C \"$RUNNER_TEMP/settingsc\"") }
        #expect(steps.count == 3, "\(steps)")
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let mirror = directory.appendingPathComponent("settingsc.git").path
        let version = try Self.version()
        func git(_ arguments: [String]) throws -> String {
            let result = try Tools.run(["git"] + arguments)
            #expect(result.status == 0, "git \(arguments): \(result.error)")
            return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        _ = try git(["clone", "-q", "--bare", Settingsc.root.path, mirror])
        _ = try git(["-C", mirror, "tag", "-f", "v\(version)", "HEAD~1"])
        let tagged = try git(["-C", mirror, "rev-parse", "v\(version)^{commit}"])
        let commit = try git(["-C", mirror, "rev-parse", "HEAD~2"])
        for (revision, expected) in [("v\(version)", tagged), (commit, commit)] {
            let runner = directory.appendingPathComponent("runner-\(expected.prefix(8))")
            try FileManager.default.createDirectory(at: runner, withIntermediateDirectories: true)
            let script = "set -e\n" + steps.joined(separator: "\n") + "\ngit -C \"$RUNNER_TEMP/settingsc\" rev-parse HEAD\n"
            let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script],
                                                  environment: ["SETTINGSC_URL": "file://" + mirror, "SETTINGSC_REV": revision,
                                                                "RUNNER_TEMP": runner.path],
                                                  timeout: 120)
            #expect(outcome.status == 0, "\(revision): \(outcome.stderr)")
            #expect(outcome.stdout == expected + "\n", "\(revision)")
        }
    }

    /// The install step of the GitHub Actions recipe that downloads the release tarball, run as the
    /// docs have it against a tarball scripts/dist.sh made from the binary under test, served from a
    /// `file://` URL laid out as a release's: with the right checksum it puts a settingsc of the pinned
    /// version on the next steps' PATH; with a wrong one it fails before unpacking anything.
    @Test func theActionsTarballRecipeVerifiesTheChecksumAndInstalls() throws {
        let readme = try Self.readme()
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasSuffix("- name: Install settingsc (release tarball)") })
        #expect(lines[start + 1].trimmingCharacters(in: .whitespaces) == "run: |")
        let steps = lines[(start + 2)...].prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(steps.count == 5, "\(steps)")

        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let version = try Self.version()
        // The release's folder is the shared packing's, linked: the download reads it through the link.
        let release = directory.appendingPathComponent("releases/v\(version)")
        try FileManager.default.createDirectory(at: release.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: release, withDestinationURL: try DistributionTests.artifacts())
        let tarball = "settingsc-\(version)-x86_64-unknown-linux-gnu.tar.gz"
        let checksum = try String(contentsOf: release.appendingPathComponent(tarball + ".sha256"), encoding: .utf8)
            .prefix { $0 != " " }
        for (name, sum) in [("right", String(checksum)), ("wrong", String(repeating: "0", count: 64))] {
            let runner = directory.appendingPathComponent("runner-\(name)")
            try FileManager.default.createDirectory(at: runner, withIntermediateDirectories: true)
            let path = runner.appendingPathComponent("github-path")
            let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "set -e\n" + steps.joined(separator: "\n")],
                                                  environment: ["SETTINGSC_RELEASES": "file://" + directory.appendingPathComponent("releases").path,
                                                                "SETTINGSC_VERSION": version, "SETTINGSC_SHA256": sum,
                                                                "RUNNER_TEMP": runner.path, "GITHUB_PATH": path.path],
                                                  timeout: 120)
            let unpacked = FileManager.default.fileExists(atPath: runner.appendingPathComponent("settingsc-\(version)-x86_64-unknown-linux-gnu").path)
            if name == "wrong" {
                #expect(outcome.status != 0)
                #expect(outcome.stdout.contains("FAILED"), "\(outcome.stdout)\(outcome.stderr)")
                #expect(!unpacked)
                continue
            }
            #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
            #expect(unpacked)
            let bin = try String(contentsOf: path, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            let installed = try ProcessLauncher.run(URL(fileURLWithPath: bin).appendingPathComponent("settingsc"), ["--version"], timeout: 20)
            #expect(installed.stdout.hasPrefix("settingsc \(version) "), "\(installed.stdout)\(installed.stderr)")
        }
    }
}
