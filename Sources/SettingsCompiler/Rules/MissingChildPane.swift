import Diagnostics
import PropertyList

extension Rule {
    /// A child pane whose File names no page of the bundle: the row leads nowhere.
    public static let missingChildPane = Rule(
        id: "missing-child-pane", severity: .error,
        summary: "A child pane whose File names no page of the bundle: the row leads nowhere.",
        checkedIn: "ChildPaneTarget.resolve, as the bundle walk follows each child pane",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.page(ExampleText.childPane("↓Advnced"), ExampleText.childPane("↓Advanced.plist"),
                                               ExampleText.childPane("↓Nothing")),
                "Advanced.plist": ExampleText.page(),
            ], "child pane 'Advnced' names no page: the bundle has no 'Advnced.plist'; did you mean 'Advanced'?",
               "child pane 'Advanced.plist' names no page: 'File' is the page's name without '.plist'; did you mean 'Advanced'?",
               "child pane 'Nothing' names no page: the bundle has no 'Nothing.plist'"),
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.page(ExampleText.childPane("Advanced")),
                "Advanced.plist": ExampleText.page(),
            ]),
        ] })
}

extension Diagnostic {
    /// At the `File` value; `certain` is the page name to write instead, when that repair is certain.
    static func missingChildPane(_ file: String, suggestion: String?, certain: String?, at location: SourceLocation) -> Diagnostic {
        if file.hasSuffix(".plist"), let suggestion {
            return Diagnostic(.missingChildPane, "child pane \(MessageText.quoted(file)) names no page: 'File' is the page's name "
                + "without '.plist'; did you mean \(MessageText.quoted(suggestion))?", at: location, suggestion: suggestion,
                              fix: .replacing(file, at: location, with: certain))
        }
        return Diagnostic(.missingChildPane, "child pane \(MessageText.quoted(file)) names no page: the bundle has no "
            + "\(MessageText.quoted(file + ".plist"))\(MessageText.didYouMean(suggestion))", at: location, suggestion: suggestion,
                          fix: .replacing(file, at: location, with: certain))
    }

    /// The page's file is there but is no file a page can be read from (`what`: "a FIFO", "a symbolic
    /// link loop"); a device would not open it either.
    static func missingChildPane(_ file: String, foundInstead what: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingChildPane, "child pane \(MessageText.quoted(file)) names no page: "
            + "\(MessageText.quoted(file + ".plist")) is \(what), not a regular file", at: location)
    }

    /// In a page only InAppSettingsKit reads (`--profile iask`): the files it looked for, in its order.
    static func missingChildPane(_ file: String, lookedFor candidates: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingChildPane, "child pane \(MessageText.quoted(file)) names no page: InAppSettingsKit looks for "
            + candidates.map { MessageText.quoted($0) }.joined(separator: ", ") + ", and the bundle has none of them",
                   at: location)
    }
}
