import PropertyList
import XMLStream

/// The checks of a bundle's keyed items that span pages: one `Key` per setting across every page
/// reached from the first (each device or language variant is its own scope: it repeats the keys of
/// the page it stands in for), and slider images that exist.
enum KeyChecks {
    static func run(on reader: BundleReader) {
        var seen: [String: (location: SourceLocation, page: String)] = [:]
        for name in reader.order {
            guard let page = reader.pages[name]?.page else { continue }
            if page.variantOf != nil {
                var own: [String: (location: SourceLocation, page: String)] = [:]
                checkDuplicates(in: page, seen: &own, reader: reader)
            } else {
                checkDuplicates(in: page, seen: &seen, reader: reader)
            }
            checkImages(in: page, reader: reader)
        }
    }

    private static func checkDuplicates(in page: BundlePage, seen: inout [String: (location: SourceLocation, page: String)],
                                        reader: BundleReader) {
        for specifier in page.specifiers {
            guard let key = specifier.key else { continue }
            if let first = seen[key.name] {
                let firstFile = first.page == page.name ? nil : reader.file(of: first.page)
                reader.report(.duplicateSettingKey(key.name, at: key.location, first: first.location,
                                                   firstFile: firstFile), in: page.name)
            } else {
                seen[key.name] = (key.location, page.name)
            }
        }
    }

    private static func checkImages(in page: BundlePage, reader: BundleReader) {
        for specifier in page.specifiers {
            guard case .slider(let slider) = specifier.kind else { continue }
            for (key, image) in [("MinimumValueImage", slider.minimumImage), ("MaximumValueImage", slider.maximumImage)] {
                guard let image, !image.value.isEmpty, !reader.files.contains(image.value) else { continue }
                reader.report(.missingImage(image.value, key: key, at: image.location), in: page.name)
            }
        }
    }
}
