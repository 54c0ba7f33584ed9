import Diagnostics
import Platform
import PropertyList

extension Rule {
    /// Two specifiers of one bundle with the same Key: both would read and write one stored value.
    public static let duplicateSettingKey = Rule(
        id: "duplicate-setting-key", severity: .error,
        summary: "Two specifiers of one bundle with the same Key: both would read and write one stored value.",
        checkedIn: "DuplicateSettingKey.check, over every page once the bundle is read",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(ExampleText.toggle("sound"), ExampleText.specifier(
                    "PSChildPaneSpecifier", "<key>Title</key><string>More</string><key>File</key><string>More</string>")),
                "More.plist": ExampleText.page(ExampleText.specifier("PSTextFieldSpecifier", "<key>Key</key>↓<string>sound</string>")),
            ], "key 'sound' is already used by another specifier; both would store one value"),
            // Two keys that print alike but are written with other scalars (`é` as one, and as `e` and a
            // combining accent) are two stored values on the device.
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.toggle("caf\u{E9}"), ExampleText.toggle("cafe\u{301}")),
            ]),
            // A device variant repeats the keys of the page it stands in for.
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.toggle("sound")),
                "Root~ipad.plist": ExampleText.page(ExampleText.toggle("sound")),
            ]),
        ] })
}

extension Diagnostic {
    static func duplicateSettingKey(_ key: String, at location: SourceLocation, first: SourceLocation,
                                    firstFile: SourceFile?) -> Diagnostic {
        Diagnostic(.duplicateSettingKey, "key \(MessageText.quoted(key)) is already used by another specifier; both would store "
            + "one value", at: location,
                   notes: [Note(message: "the other specifier with key \(MessageText.quoted(key))", location: first, file: firstFile)])
    }
}

/// Finds keys used twice across a bundle's pages.
enum DuplicateSettingKey {
    /// The diagnostics of every page read (in reading order), by page name. Each device or language
    /// variant is a scope of its own: it repeats the keys of the page it stands in for.
    static func check(_ pages: [(page: BundlePage, file: SourceFile)]) -> [String: [Diagnostic]] {
        var found: [String: [Diagnostic]] = [:]
        // By the key's bytes: the device stores `café` written with one scalar for `é` and written with
        // a combining accent under two keys, which Swift's `String` calls equal. Room for every key up
        // front; each key's first specifier by the key's number in the table.
        var seen = ByteKeyTable(capacity: pages.reduce(0) { $0 + $1.page.specifiers.count })
        var firsts: [(location: SourceLocation, page: Int)] = []
        // The file of each page name (the last page read under it), made at the first duplicate: most
        // bundles have none.
        var files: [String: SourceFile]?
        for index in pages.indices {
            let page = pages[index].page
            var own = ByteKeyTable()
            var ownFirsts: [SourceLocation] = []
            for specifier in page.specifiers {
                guard let key = specifier.key else { continue }
                let first: (location: SourceLocation, page: Int)
                if page.variantOf == nil {
                    guard let number = seen.insert(key.name) else {
                        firsts.append((key.location, index))
                        continue
                    }
                    first = firsts[number]
                } else {
                    guard let number = own.insert(key.name) else {
                        ownFirsts.append(key.location)
                        continue
                    }
                    first = (ownFirsts[number], index)
                }
                if files == nil { files = Dictionary(pages.map { ($0.page.name, $0.file) }) { $1 } }
                let firstName = pages[first.page].page.name
                let firstFile = firstName == page.name ? nil : files?[firstName]
                found[page.name, default: []].append(.duplicateSettingKey(key.name, at: key.location,
                                                                         first: first.location, firstFile: firstFile))
            }
        }
        return found
    }
}
