import Foundation

/// A small Settings bundle with a String Catalog, made in a fresh folder for the writers' tests: a page
/// whose texts the table `table` translates (a group "General" and a toggle "Sound"), and a catalog
/// translating both into `languages` (each a JSON key as written, escapes allowed).
struct CatalogBundle {
    /// The folder holding the bundle (and anything a test puts beside it); removed by `remove()`.
    let folder: URL
    let bundle: URL

    init(languages: [String], table: String = "Root") throws {
        folder = try Settingsc.temporaryDirectory()
        bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Self.page(table: table).write(to: bundle.appendingPathComponent("Root.plist"), atomically: true, encoding: .utf8)
        if !languages.isEmpty, !table.contains("/") {
            try Self.catalog(languages).write(to: bundle.appendingPathComponent("\(table).xcstrings"), atomically: true,
                                              encoding: .utf8)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Every path below `url` (links not followed), sorted: what a test compares before and after.
    static func listing(_ url: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.sorted()
    }

    static func page(table: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>PreferenceSpecifiers</key>
        \t<array>
        \t\t<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>General</string></dict>
        \t\t<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sound</string>
        \t\t\t<key>Key</key><string>sound</string><key>DefaultValue</key><true/></dict>
        \t</array>
        \t<key>StringsTable</key>
        \t<string>\(table)</string>
        </dict>
        </plist>

        """
    }

    /// A catalog in `en` translating both texts into `languages`, one localization per line.
    static func catalog(_ languages: [String]) -> String {
        func entry(_ key: String) -> String {
            let units = languages.map { "\"\($0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(key) (\($0))\" } }" }
            return "    \"\(key)\" : { \"localizations\" : {\n      " + units.joined(separator: ",\n      ") + "\n    } }"
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entry("General") + ",\n" + entry("Sound")
            + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }
}
