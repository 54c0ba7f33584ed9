import Foundation
import Testing

/// What `validate` says about a catalog, as real Xcode catalogs showed it should: an empty translation
/// names the text a device shows in its place, and keys without a letter are no translator's work.
@Suite("catalog findings (end to end)")
struct CatalogFindingsTests {
    /// A bundle with one page of group titles `titles` and the catalog `strings` (the members of
    /// `"strings"`, as JSON).
    static func bundle(titles: [String], strings: String) throws -> CatalogBundle {
        let made = try CatalogBundle(languages: [])
        let groups = titles.map { "\t\t<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>\($0)</string></dict>" }
        let page = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>PreferenceSpecifiers</key>
            \t<array>
            \(groups.joined(separator: "\n"))
            \t</array>
            \t<key>StringsTable</key>
            \t<string>Root</string>
            </dict>
            </plist>

            """
        try page.write(to: made.bundle.appendingPathComponent("Root.plist"), atomically: true, encoding: .utf8)
        try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}"
            .write(to: made.bundle.appendingPathComponent("Root.xcstrings"), atomically: true, encoding: .utf8)
        return made
    }

    static func unit(_ language: String, _ value: String, state: String = "translated") -> String {
        "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
    }

    // Before: "so de shows 'Sound'", the key, though a device shows the source text 'Sound effects'
    // (compile writes it in the empty translation's place).
    @Test func anEmptyTranslationNamesTheTextADeviceShows() throws {
        let made = try Self.bundle(titles: ["Sound", "General"], strings: """
                "General" : { "localizations" : { \(Self.unit("de", "")) } },
                "Sound" : { "localizations" : { \(Self.unit("de", "")), \(Self.unit("en", "Sound effects")) } }
            """)
        defer { made.remove() }
        let validate = try Settingsc.run(["validate", "Settings.bundle"], directory: made.folder)
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stderr.contains("Settings.bundle/Root.xcstrings:5:97: warning: 'Sound' has an empty translation for de; "
            + "catalog compile leaves it out, so de shows 'Sound effects' [empty-translation]"), "\(validate.stderr)")
        #expect(validate.stderr.contains("warning: 'General' has an empty translation for de; catalog compile leaves it out, "
            + "so de shows 'General' [empty-translation]"))
        let compile = try Settingsc.run(["catalog", "compile", "Settings.bundle"], directory: made.folder)
        #expect(compile.status == 0, "\(compile.stderr)")
        let german = try String(contentsOf: made.bundle.appendingPathComponent("de.lproj/Root.strings"), encoding: .utf8)
        #expect(german.hasSuffix("\n\"Sound\" = \"Sound effects\";\n"))
    }

    // Before: each of these keys raised empty-translation or unfinished-translation, though their text is
    // the same in every language (Xcode's catalogs hold such keys: "", "%@", numbers).
    @Test func keysWithoutALetterAreNoTranslatorsWork() throws {
        let made = try Self.bundle(titles: ["1", "%@", "Sound", " "], strings: """
                "" : { "localizations" : { \(Self.unit("de", "")) } },
                " " : { "localizations" : { \(Self.unit("de", "", state: "new")) } },
                "%@" : { "localizations" : { \(Self.unit("de", "", state: "needs_review")) } },
                "1" : { "localizations" : { \(Self.unit("de", "1", state: "new")) } },
                "Sound" : { "localizations" : { \(Self.unit("de", "Ton", state: "new")) } }
            """)
        defer { made.remove() }
        let validate = try Settingsc.run(["validate", "Settings.bundle"], directory: made.folder)
        #expect(validate.status == 0, "\(validate.stderr)")
        // The one key with letters still is.
        #expect(validate.stderr.contains("warning: the de translation of 'Sound' is not done (its state in the catalog is 'new') "
            + "[unfinished-translation]"))
        #expect(validate.stderr.components(separatedBy: "[unfinished-translation]").count == 2, "\(validate.stderr)")
        #expect(!validate.stderr.contains("[empty-translation]"), "\(validate.stderr)")
    }
}
