import Foundation
import Platform
import Testing

/// `System.ConfinedPath`, the guard every writer of derived paths goes through: what it refuses and what
/// it lets through, on real folders and real symbolic links.
@Suite("ConfinedPath")
struct ConfinedPathTests {
    private func folder() throws -> (root: URL, inside: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-confined-\(UUID().uuidString)")
        let inside = root.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: inside.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("victim"), withIntermediateDirectories: true)
        return (root, inside)
    }

    // New with the guard: before it, writers joined these names to the bundle's path as they came.
    @Test func namesThatLeaveTheFolderAreRefused() throws {
        let (root, bundle) = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: bundle.appendingPathComponent("ko.lproj").path, withDestinationPath: "../victim")
        try FileManager.default.createSymbolicLink(atPath: bundle.appendingPathComponent("gone.lproj").path, withDestinationPath: "nowhere")
        let refused: [(String, String)] = [
            ("../victim/x.lproj/Root.strings", "'..' would leave"),
            ("de.lproj/../../victim/Root.strings", "'..' would leave"),
            ("/tmp/x.lproj/Root.strings", "an absolute path"),
            ("fr\u{0}/../x.strings", "NUL"),
            ("ko.lproj/Root.strings", "a symbolic link to '\(root.resolvingSymlinksInPath().path)/victim', outside"),
            ("gone.lproj/Root.strings", "leads nowhere"),
        ]
        for (relative, why) in refused {
            guard case .failure(let error) = System.ConfinedPath.resolve(relative, inside: bundle.path) else {
                Issue.record("\(relative) was let through")
                continue
            }
            #expect(error.reason.contains(why), "\(relative): \(error.reason)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("victim").path).isEmpty)
    }

    @Test func namesInsideAreResolvedAndTheirFoldersMadeAndTakenBack() throws {
        let (root, bundle) = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        // A link that stays inside is followed: a language whose folder is another's.
        try FileManager.default.createSymbolicLink(atPath: bundle.appendingPathComponent("de_DE.lproj").path, withDestinationPath: "de.lproj")
        let linked = try System.ConfinedPath.resolve("de_DE.lproj/Root.strings", inside: bundle.path).get()
        #expect(linked.path == bundle.path + "/de_DE.lproj/Root.strings")
        #expect(try linked.createFolders(mode: 0o777).get().isEmpty)

        let new = try System.ConfinedPath.resolve("./zh-Hans.lproj//deep/Root.strings", inside: bundle.path).get()
        #expect(new.path == bundle.path + "/zh-Hans.lproj/deep/Root.strings")
        let made = try new.createFolders(mode: 0o777).get()
        #expect(made == [bundle.path + "/zh-Hans.lproj", bundle.path + "/zh-Hans.lproj/deep"])
        System.ConfinedPath.removeFolders(made)
        #expect(!FileManager.default.fileExists(atPath: bundle.appendingPathComponent("zh-Hans.lproj").path))
    }
}
