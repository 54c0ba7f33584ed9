import Diagnostics
import PropertyList

extension Rule {
    /// A StringsTable that is not a file name (it holds `/` or NUL): it would name a file outside the language folders and the bundle.
    public static let invalidStringsTable = Rule(
        id: "invalid-strings-table", severity: .error,
        summary: "A StringsTable that is not a file name (it holds '/' or NUL): it would name a file outside the language folders "
            + "and the bundle.",
        checkedIn: "PageDecoder, as the page is read (the page's translations are not checked then)",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(ExampleText.toggle(), extra: "<key>StringsTable</key>↓<string>../../escaped</string>"),
                "en.lproj/Root.strings": "",
            ], "StringsTable '../../escaped' is not a file name: a table is named without '/' (the 'Root' of 'en.lproj/Root.strings')"),
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.toggle(), extra: "<key>StringsTable</key><string>Root</string>"),
                "en.lproj/Root.strings": "",
            ]),
        ] })
}

extension Diagnostic {
    static func invalidStringsTable(_ table: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidStringsTable, "StringsTable \(MessageText.quoted(table)) is not a file name: a table is named "
            + "without '/' (the 'Root' of 'en.lproj/Root.strings')", at: location)
    }
}

/// Checks that a page's `StringsTable` can name a table file (`<language>.lproj/<table>.strings`, `<table>.xcstrings`).
enum InvalidStringsTable {
    /// Whether `table` is a file name: no `/` (which would lead out of the language folders) and no NUL
    /// (which would cut a path short where the C library reads it).
    static func isTableName(_ table: String) -> Bool {
        !table.utf8.contains { $0 == UInt8(ascii: "/") || $0 == 0 }
    }

    static func check(_ table: Located<String>) -> Diagnostic? {
        isTableName(table.value) ? nil : .invalidStringsTable(table.value, at: table.location)
    }
}
