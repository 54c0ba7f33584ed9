import Diagnostics
import PropertyList

/// Examples of String Catalog rules: catalogs small enough to read, laid out one entry per line.
extension ExampleText {
    /// A catalog of `entries` (JSON members, one per line from line 3) in `sourceLanguage`.
    static func catalog(_ entries: String..., sourceLanguage: String = "en") -> String {
        "{\n\"sourceLanguage\" : \"\(sourceLanguage)\", \"version\" : \"1.0\", \"strings\" : {\n"
            + entries.joined(separator: ",\n") + "\n} }\n"
    }

    /// An entry translated into each `(language, text)`; `fields` come first (`"comment" : "…", `).
    static func catalogEntry(_ key: String, _ translations: (String, String)..., state: String = "translated",
                             fields: String = "") -> String {
        let localizations = translations.map { language, text in
            "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(text)\" } }"
        }
        return "\"\(key)\" : { \(fields)\"extractionState\" : \"manual\", \"localizations\" : { "
            + localizations.joined(separator: ", ") + " } }"
    }

    /// A page whose texts the table `Root` translates: a group titled `title` and a toggle titled "Sound".
    static func catalogPage(_ title: String = "General") -> String {
        page(specifier("PSGroupSpecifier", "<key>Title</key>\(string(title))"), toggle(),
             extra: "<key>StringsTable</key><string>Root</string>")
    }
}
