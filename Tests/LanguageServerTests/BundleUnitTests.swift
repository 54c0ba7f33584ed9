import Foundation
import Testing
@testable import LanguageServer

/// Which folder is checked as a bundle when a page is edited: one named `*.bundle`, or a workspace
/// folder of the client's that holds a root page; never any folder an unsaved `Root.plist` is in.
@Suite struct BundleUnitTests {
    /// An unsaved `Root.plist` in a folder that is no bundle is checked on its own. Before, it made
    /// its folder a bundle: every file in it and below was read and published (from `/`, 3,532 files
    /// all over the file system, at every keystroke).
    @Test func anUnsavedRootPageMakesNoFolderABundle() throws {
        let folder = try TemporaryFolder(["Other.plist": SampleBundle.advancedText()], bundle: "Plain")
        defer { folder.remove() }
        let client = InProcessClient()
        client.open(folder.file("Root.plist"), text: SampleBundle.rootText())
        let published = client.publishes()
        #expect(Array(published.keys) == [InProcessClient.uri(folder.file("Root.plist"))])
    }

    /// A workspace folder holding a root page is a bundle, from `initialize` and as folders are added
    /// and removed.
    @Test func aWorkspaceFolderWithARootPageIsABundle() throws {
        let folder = try TemporaryFolder(["Other.plist": SampleBundle.advancedText()], bundle: "Plain")
        defer { folder.remove() }
        let other = InProcessClient.uri(folder.file("Other.plist"))
        let client = InProcessClient(workspaceFolders: [folder.path])
        client.open(folder.file("Root.plist"), text: SampleBundle.rootText())
        #expect(client.publishes()[other]?.isEmpty == false, "a page no child pane opens, read as one of the bundle's")

        let workspace: [String: Any] = ["uri": InProcessClient.uri(folder.path), "name": "Plain"]
        client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [], "removed": [workspace]]])
        #expect(client.output.messages.contains { message in
            let params = message["params"] as? [String: Any]
            return params?["uri"] as? String == other && (params?["diagnostics"] as? [Any])?.isEmpty == true
        }, "the page is no longer checked: its diagnostics are cleared")
        #expect(client.publishes()[other] == nil)

        client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [workspace], "removed": []]])
        #expect(client.publishes()[other]?.isEmpty == false)
    }
}

extension BundleUnitTests {
    /// A workspace folder whose root page is localized (`en.lproj/Root.plist`, as the Settings app finds
    /// it) is a bundle too. Before, the editor's own test for a root page looked only for `Root.plist`
    /// and its device variants beside the file, unlike the command line's: the page was checked alone
    /// and the folder's other pages not at all.
    @Test func aWorkspaceFolderWithALocalizedRootPageIsABundle() throws {
        let folder = try TemporaryFolder(["en.lproj/Root.plist": SampleBundle.rootText(),
                                          "Other.plist": SampleBundle.advancedText()], bundle: "Plain")
        defer { folder.remove() }
        let other = InProcessClient.uri(folder.file("Other.plist"))
        let client = InProcessClient(workspaceFolders: [folder.path])
        client.open(folder.file("en.lproj/Root.plist"), text: SampleBundle.rootText())
        #expect(client.publishes()[other]?.isEmpty == false, "a page no child pane opens, read as one of the bundle's")
    }
}
