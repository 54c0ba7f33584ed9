import PropertyList
import Foundation
import Testing

/// The release artifacts `make dist` writes (scripts/dist.sh), made from the built binary into a
/// temporary folder: what the tarball and the artifact bundle hold, and that packing the same binary
/// twice, from two staging folders at different times, gives the same bytes. (That two release builds
/// give the same binary is `make test-dist`'s part: it takes two full builds.)
@Suite("release artifacts")
struct DistributionTests {
    /// scripts/dist.sh with the binary under test, writing into `folder`; the names it wrote. A failed
    /// packing throws, with the script's status and error output.
    static func dist(into folder: URL) throws -> [String] {
        let script = Settingsc.root.appendingPathComponent("scripts/dist.sh")
        let outcome = try ProcessLauncher.run(script, [Settingsc.binary.path], environment: ["DIST": folder.path],
                                              directory: Settingsc.root, timeout: 300)
        guard outcome.status == 0 else { throw PackingFailed(status: outcome.status, stderr: outcome.stderr) }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// One packing of the binary under test, for the tests that only read the artifacts: a packing
    /// takes ~6 s of processor time (most of it compressing the 46 MB binary twice), and five tests
    /// read them. Made on first use into the build folder, which the next run's packing replaces, so
    /// that nothing is left in the temporary folder.
    static let packed: Result<URL, any Error> = Result {
        let folder = Settingsc.root.appendingPathComponent(".build/end-to-end-dist")
        try? FileManager.default.removeItem(at: folder)
        _ = try dist(into: folder)
        return folder
    }

    struct PackingFailed: Error, CustomStringConvertible {
        let status: Int32, stderr: String
        var description: String { "scripts/dist.sh exited with status \(status): \(stderr)" }
    }

    /// The folder of the shared packing (`packed`).
    static func artifacts() throws -> URL { try packed.get() }

    static func version() throws -> String {
        let output = try Settingsc.run(["--version"]).stdout
        return String(try #require(output.firstMatch(of: /settingsc (\d+\.\d+\.\d+)\s/)).output.1)
    }

    @Test func theTarballHoldsTheStrippedBinaryManPageCompletionsLicenceAndReadme() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = "settingsc-\(try Self.version())-x86_64-unknown-linux-gnu"
        let dist = try Self.artifacts()
        let files = try FileManager.default.contentsOfDirectory(atPath: dist.path).sorted()
        #expect(files == ["\(name).tar.gz", "\(name).tar.gz.sha256",
                          "settingsc.artifactbundle.zip", "settingsc.artifactbundle.zip.sha256"])

        let check = try ProcessLauncher.run(URL(fileURLWithPath: "/usr/bin/env"), ["sha256sum", "-c", "\(name).tar.gz.sha256",
                                            "settingsc.artifactbundle.zip.sha256"], directory: dist, timeout: 60)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")

        let listing = try Tools.run(["tar", "-tzvf", dist.appendingPathComponent("\(name).tar.gz").path, "--numeric-owner"])
        #expect(listing.status == 0)
        let lines = listing.output.split(separator: "\n")
        let names = lines.compactMap { $0.split(separator: " ").last.map(String.init) }
        let expectedNames: [String] = [
            "\(name)/", "\(name)/LICENSE", "\(name)/README.md", "\(name)/bin/", "\(name)/bin/settingsc",
            "\(name)/share/", "\(name)/share/bash-completion/", "\(name)/share/bash-completion/completions/",
            "\(name)/share/bash-completion/completions/settingsc", "\(name)/share/fish/",
            "\(name)/share/fish/vendor_completions.d/", "\(name)/share/fish/vendor_completions.d/settingsc.fish",
            "\(name)/share/man/", "\(name)/share/man/man1/", "\(name)/share/man/man1/settingsc.1",
            "\(name)/share/zsh/", "\(name)/share/zsh/site-functions/", "\(name)/share/zsh/site-functions/_settingsc",
        ]
        #expect(names == expectedNames, "\(listing.output)")
        #expect(lines.allSatisfy { $0.split(separator: " ", omittingEmptySubsequences: true)[1] == "0/0" }, "\(listing.output)")

        // The files are those the binary and the repository give.
        let extracted = directory.appendingPathComponent("extracted")
        try FileManager.default.createDirectory(at: extracted, withIntermediateDirectories: true)
        #expect(try Tools.run(["tar", "-xzf", dist.appendingPathComponent("\(name).tar.gz").path, "-C", extracted.path]).status == 0)
        let top = extracted.appendingPathComponent(name)
        let fish = try Settingsc.run(["--generate-completion-script", "fish"]).stdout
        #expect(try String(contentsOf: top.appendingPathComponent("share/fish/vendor_completions.d/settingsc.fish"), encoding: .utf8) == fish)
        #expect(try Data(contentsOf: top.appendingPathComponent("share/man/man1/settingsc.1"))
                == Data(contentsOf: Settingsc.root.appendingPathComponent("docs/settingsc.1")))
        let binary = top.appendingPathComponent("bin/settingsc")
        #expect(try Tools.run(["file", binary.path]).output.contains(", stripped"))
        let version = try ProcessLauncher.run(binary, ["--version"], timeout: 20)
        #expect(version.stdout.hasPrefix("settingsc \(try Self.version()) "), "\(version.stdout)\(version.stderr)")
    }

    @Test func theArtifactBundleHasOneExecutableArtifactWithTheLinuxVariant() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let version = try Self.version()
        let zip = try Self.artifacts().appendingPathComponent("settingsc.artifactbundle.zip").path
        let info = try Tools.run(["unzip", "-p", zip, "settingsc.artifactbundle/info.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? String == "1.0")
        let artifacts = try #require(json["artifacts"] as? [String: [String: Any]])
        #expect(Array(artifacts.keys) == ["settingsc"])
        let artifact = try #require(artifacts["settingsc"])
        #expect(artifact["type"] as? String == "executable")
        #expect(artifact["version"] as? String == version)
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        #expect(variants.first?["supportedTriples"] as? [String] == ["x86_64-unknown-linux-gnu"])
        let path = try #require(variants.first?["path"] as? String)
        let names = try Tools.run(["unzip", "-Z1", zip]).output.split(separator: "\n").map(String.init)
        #expect(names.contains("settingsc.artifactbundle/\(path)"), "\(names)")
        #expect(names == names.sorted(), "\(names)")
    }

    /// Packing is reproducible on its own: the same binary packed again at least a second later, from
    /// another staging folder, gives the same bytes (times are the commit's, owners 0, entries sorted).
    @Test func packingTheSameBinaryTwiceGivesTheSameBytes() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try Self.artifacts(), second = directory.appendingPathComponent("second")
        let files = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try Self.dist(into: second) == files)
        for file in files {
            #expect(try Data(contentsOf: first.appendingPathComponent(file)) == Data(contentsOf: second.appendingPathComponent(file)),
                    "\(file) differs")
        }
    }
}
