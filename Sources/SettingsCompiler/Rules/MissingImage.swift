import Diagnostics
import PropertyList

extension Rule {
    /// A slider image named but not in the bundle: the slider is drawn without it.
    public static let missingImage = Rule(
        id: "missing-image", severity: .warning,
        summary: "A slider image named but not in the bundle: the slider is drawn without it.",
        checkedIn: "MissingImage.check, over every page once the bundle is read",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(ExampleText.slider(
                    extra: "<key>MinimumValueImage</key><string>quiet.png</string>"
                        + "<key>MaximumValueImage</key>↓<string>loud.png</string>")),
                "quiet.png": "",
            ], "'MaximumValueImage' 'loud.png' is not in the bundle"),
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.slider(
                    extra: "<key>MinimumValueImage</key><string>quiet.png</string>"
                        + "<key>MaximumValueImage</key><string>loud.png</string>")),
                "quiet.png": "",
                "loud.png": "",
            ]),
        ] })
}

extension Diagnostic {
    static func missingImage(_ name: String, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingImage, "\(MessageText.quoted(key)) \(MessageText.quoted(name)) is not in the bundle", at: location)
    }
}

/// Finds slider images a page names that its bundle does not have.
enum MissingImage {
    static func check(_ page: BundlePage, files: BundleFiles) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for specifier in page.specifiers {
            guard case .slider(let slider) = specifier.kind else { continue }
            for (key, image) in [("MinimumValueImage", slider.minimumImage), ("MaximumValueImage", slider.maximumImage)] {
                guard let image, !image.value.isEmpty, !files.contains(image.value) else { continue }
                found.append(.missingImage(image.value, key: key, at: image.location))
            }
        }
        return found
    }
}
