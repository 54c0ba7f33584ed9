import SettingsCompiler
import Testing

/// What a folder must be named to be taken for a bundle: `*.bundle`, by its bytes, trailing slashes aside.
@Suite("Bundle folder names")
struct BundleRootNameTests {
    @Test(arguments: ["Settings.bundle", "Settings.bundle/", "Settings.bundle//", "a/b/Settings.bundle",
                      ".bundle", "설정.bundle", "Réglages.bundle/"])
    func namedAsABundle(_ name: String) {
        #expect(BundleRoot.isNamedAsBundle(name))
        #expect(BundleRoot.isNamedAsBundle(Substring(name)))
    }

    @Test(arguments: ["Settings", "Settings.bundle/Root.plist", "Settings.bundles", "Settings.Bundle", "bundle", "/",
                      "", "Settings.bundl", "Settings.bundle\u{301}", "Settings.bundl\u{E9}", "Settings.bundle\u{2F}x"])
    func notNamedAsABundle(_ name: String) {
        #expect(!BundleRoot.isNamedAsBundle(name))
    }

    /// The slashes are dropped one by one down to the last character: a name of slashes only is never one.
    @Test func slashesAloneAreNoBundle() {
        #expect(!BundleRoot.isNamedAsBundle("//"))
        #expect(!BundleRoot.isNamedAsBundle("///"))
    }
}
