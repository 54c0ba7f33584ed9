import Diagnostics

extension Rule {
    /// A .strings file that does not parse: the Settings app keeps the entries before the first error
    /// where a key belongs, and drops the whole table for any other; the first error says which.
    package static let stringsSyntax = Rule(
        id: "strings-syntax", severity: .error,
        summary: "A .strings file that does not parse: the Settings app drops the whole table, or every entry from the "
            + "first error where a key belongs.",
        checkedIn: "OldStyleStringsReader and StringsParser, as the table is read",
        examples: { [
                RuleExample(bundle: [
                    "Root.plist": ExampleText.translatedPage,
                    "de.lproj/Root.strings": """
                        "Sound" = "Ton"↓
                        "Title" ↓"Titel";
                        "Volume" = ↓;
                        "Name" = "Name"; ↓/* unterminated
                        """,
                ], "missing ';' after the entry for 'Sound': the Settings app drops the whole table",
                   "expected '=' or ';' after the key 'Title', found '\"'",
                   "expected a value after '=', found ';'",
                   "unterminated comment"),
                // CoreFoundation stops at a stray ';' and drops every entry after it.
                RuleExample(bundle: [
                    "Root.plist": ExampleText.translatedPage,
                    "de.lproj/Root.strings": "\"Sound\" = \"Ton\";↓;\n\"Title\" = \"Titel\";\n",
                ], "expected a key, found ';': the Settings app keeps the entry before it and drops the rest"),
                // An empty file: plutil refuses it, the Settings app shows the page's own texts.
                RuleExample(bundle: [
                    "Root.plist": ExampleText.translatedPage,
                    "de.lproj/Root.strings": "↓",
                ], "the file is empty: the Settings app shows the pages' own texts, as for a table without entries, "
                    + "but plutil and other tools refuse it; write a comment in it", severity: .warning),
                RuleExample(silentBundle: [
                    "Root.plist": ExampleText.translatedPage,
                    "de.lproj/Root.strings": """
                        /* The group's title */
                        "Sound" = "Ton";
                        // A key alone stands for itself.
                        "Title";
                        """,
                ]),
        ] })
}

extension Diagnostic {
    static func stringsSyntax(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.stringsSyntax, message, at: location)
    }

    /// A 0-byte table: CoreFoundation refuses it, but the Settings app copes (a warning, the rule's gentler form).
    static func emptyStringsFile() -> Diagnostic {
        var diagnostic = stringsSyntax("the file is empty: the Settings app shows the pages' own texts, as for a table "
            + "without entries, but plutil and other tools refuse it; write a comment in it", at: .start)
        diagnostic.severity = .warning
        return diagnostic
    }
}
