import Diagnostics

extension Rule {
    /// An inline suppression that silences nothing: the rule is not reported where it points, the id
    /// is not a rule's, or the directive is misspelt.
    package static let unusedSuppression = Rule(
        id: "unused-suppression", severity: .warning,
        summary: "An inline suppression (settingsc-disable-next-line, settingsc-disable) that silences nothing; remove it.",
        checkedIn: "Suppressions.apply, once a file's findings are known (DefinitionCompiler)",
        examples: { [
            // Nothing to silence on the next line; an id that is no rule's.
            RuleExample(ExampleText.plist("<array>\n<dict><key>SectionTitle</key><string>General</string><key>Data</key><array>\n"
                + "<!-- settingsc-disable-next-line ↓empty-section -->\n"
                + "<dict><key>CellStyle</key><string>SettingBasicCell</string><key>Content</key><string>Row</string></dict>\n"
                + "<!-- settingsc-disable ↓unknown-keys -->\n"
                + "</array></dict>\n</array>"),
                        "'empty-section' is not reported on the next line: this suppression silences nothing",
                        "'unknown-keys' is not a rule id; did you mean 'unknown-key'?"),
            // A misspelt directive.
            RuleExample(ExampleText.plist("<!-- ↓settingsc-disable-line unknown-key -->\n<array/>"),
                        "'settingsc-disable-line' is not a directive; did you mean 'settingsc-disable-next-line'?"),
            // In a .strings table, a // comment: the key is defined again below, on purpose.
            RuleExample(bundle: [
                "Root.plist": ExampleText.translatedPage,
                "de.lproj/Root.strings": "\"Sound\" = \"Ton\";\n/* settingsc-disable ↓duplicate-strings-key */\n",
            ], "'duplicate-strings-key' is not reported in the rest of the file: this suppression silences nothing"),
            // Each suppression silences what it names.
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.translatedPage,
                "de.lproj/Root.strings": "\"Sound\" = \"Ton\";\n// settingsc-disable-next-line duplicate-strings-key\n"
                    + "\"Sound\" = \"Klang\";\n",
            ]),
            RuleExample(silent: ExampleText.plist("<array>\n<!-- settingsc-disable missing-section-title, empty-section -->\n"
                + "<dict><key>Data</key><array/></dict>\n</array>")),
        ] })
}

extension Diagnostic {
    /// A rule id named in a suppression that silenced nothing (or that is no rule's).
    static func unusedSuppression(_ id: String, nextLine: Bool, unknownSuggestion: String?, known: Bool,
                                  at location: SourceLocation) -> Diagnostic {
        let message = known
            ? "\(MessageText.quoted(id)) is not reported \(nextLine ? "on the next line" : "in the rest of the file"): "
                + "this suppression silences nothing"
            : "\(MessageText.quoted(id)) is not a rule id" + (unknownSuggestion == nil ? "; settingsc help rules lists them"
                : MessageText.didYouMean(unknownSuggestion))
        return Diagnostic(.unusedSuppression, message, at: location, suggestion: unknownSuggestion, item: id)
    }

    /// A directive with no rule id after it.
    static func unusedSuppression(namingNothing directive: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unusedSuppression, "\(MessageText.quoted(directive)) names no rule, so it silences nothing; "
            + "write the rule ids after it", at: location, item: directive)
    }

    /// A comment that starts like a directive but is none.
    static func unusedSuppression(stray word: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unusedSuppression, "\(MessageText.quoted(word)) is not a directive" + MessageText.didYouMean(suggestion),
                   at: location, suggestion: suggestion, item: word)
    }
}
