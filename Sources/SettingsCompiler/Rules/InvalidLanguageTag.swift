import Diagnostics
import PropertyList

extension Rule {
    /// A String Catalog's language that is not a language tag: its table would be compiled into a folder named after it.
    public static let invalidLanguageTag = Rule(
        id: "invalid-language-tag", severity: .error,
        summary: "A String Catalog's language that is not a language tag: its table would be compiled into a folder named after it.",
        checkedIn: "CatalogDecoder, as the catalog is read (the source language and each localization's key)",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(
                    "\"Sound\" : { \"localizations\" : { ↓\"../../victim/x\" : { \"stringUnit\" : "
                        + "{ \"state\" : \"translated\", \"value\" : \"Ton\" } } } }",
                    "\"General\" : { \"localizations\" : { ↓\"/tmp/de\" : { \"stringUnit\" : "
                        + "{ \"state\" : \"translated\", \"value\" : \"Allgemein\" } } } }"),
            ], "'../../victim/x' is not a language tag (such as 'de', 'zh-Hans', 'pt_BR', 'es-419'); "
                + "its .lproj folder cannot be named after it",
               "'/tmp/de' is not a language tag (such as 'de', 'zh-Hans', 'pt_BR', 'es-419'); "
                + "its .lproj folder cannot be named after it"),
            RuleExample(bundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": "{ \"sourceLanguage\" : ↓\"en us\", \"version\" : \"1.0\", \"strings\" : {\n"
                    + ExampleText.catalogEntry("Sound", ("de", "Ton")) + "\n} }\n",
            ], "'en us' is not a language tag (such as 'de', 'zh-Hans', 'pt_BR', 'es-419'); "
                + "its .lproj folder cannot be named after it"),
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.catalogPage(),
                "Root.xcstrings": ExampleText.catalog(ExampleText.catalogEntry("Sound", ("de", "Ton"), ("zh-Hans", "声音"),
                                                                               ("pt_BR", "Som"), ("es-419", "Sonido"),
                                                                               ("Base", "Sound"))),
            ]),
        ] })
}

extension Diagnostic {
    static func invalidLanguageTag(_ language: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidLanguageTag, "\(MessageText.quoted(language)) is not a language tag (such as 'de', 'zh-Hans', "
            + "'pt_BR', 'es-419'); its .lproj folder cannot be named after it", at: location)
    }
}

extension LanguageTag {
    /// Whether `tag` is a language tag as `.lproj` folders spell them: a language of letters (`de`,
    /// `yue`, `Base`), then subtags of letters and digits (`Hans`, `BR`, `419`) after `-` or `_`, each
    /// at most 8 long. Such a name holds no `/`, `.` or NUL, so it can never name a path elsewhere.
    static func isWellFormed<Bytes: Collection<UInt8>>(_ tag: Bytes) -> Bool {
        var length = 0
        var first = true
        for byte in tag {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                length += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9") where !first:
                length += 1
            case UInt8(ascii: "-"), UInt8(ascii: "_"):
                guard length > 0 else { return false }
                first = false
                length = 0
                continue
            default:
                return false
            }
            if length > 8 { return false }
        }
        return length > 0
    }
}
