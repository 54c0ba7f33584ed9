import PropertyList
import Foundation
import SettingsCompiler

/// The fixture bundles of the preview tests, compiled once, and the store values they are shown with.
enum PreviewFixture {
    static let everyKind = "Tests/Fixtures/render/every-kind/Settings.bundle"
    static let injection = "Tests/Fixtures/render/injection-bundle/Settings.bundle"

    /// A store as a user might have left it: some values changed, a secure one set.
    static let store = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    <key>syncPhotos</key><false/>
    <key>cellularUpload</key><string>YES</string>
    <key>photoQuality</key><string>original</string>
    <key>thumbnailSize</key><integer>120</integer>
    <key>passcode</key><string>STORED-SECRET-7304</string>
    <key>accountName</key><string>kim.minji@example.com</string>
    <key>albumSort</key><string>name</string>
    <key>plan</key><integer>1</integer>
    <key>trashDays</key><integer>9</integer>
    <key>password</key><string>STORED-SECRET-&lt;b&gt;</string>
    </dict>
    </plist>
    """

    /// The bundle at `path` (relative to the repository), which must compile without errors.
    static func bundle(_ path: String) -> SettingsBundle {
        let compilation = DefinitionCompiler.compile(path: Golden.root.appendingPathComponent(path).path)
        precondition(!compilation.hasErrors, "\(path) has errors")
        guard case .bundle(let bundle)? = compilation.definition else { preconditionFailure("\(path) is no bundle") }
        return bundle
    }

    /// `store` parsed, as `render --store` reads it.
    static var storedDictionary: PlistDictionary {
        let document = PlistReader.parse(SourceFile(bytes: Array(store.utf8), displayName: "store.plist"))
        guard case .dictionary(let dictionary)? = document.root?.value else { preconditionFailure("the store does not parse") }
        return dictionary
    }

    /// The preview of `path` in `language` on `device`, with `store`'s values (or none).
    static func preview(_ path: String = everyKind, language: String? = nil, device: Specifier.Idiom = .phone,
                        stored: Bool = true) -> BundlePreview {
        let selection = PreviewSelection(bundle: bundle(path), device: device, languageTag: language)
        let values = stored ? ValueStore(path: "store.plist").values(in: storedDictionary, for: selection.keyedSpecifiers).values
            : BundleValues()
        return BundlePreview(selection, values: values)
    }

    /// Paths in JSON output made relative to the repository, so golden files do not depend on where it is.
    static func relative(_ json: String) -> String {
        json.replacingOccurrences(of: Golden.root.path + "/", with: "")
    }
}
