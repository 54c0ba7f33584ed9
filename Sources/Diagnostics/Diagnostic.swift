/// One problem found in one file: a rule, a message, and where.
public struct Diagnostic: Sendable, Equatable {
    /// Extra context attached to a diagnostic, such as where a duplicate was first defined.
    package struct Note: Sendable, Equatable {
        package var message: String
        package var location: SourceLocation
        /// The file the note points into, when it is not the diagnostic's own (a bundle's other page).
        package var file: (any DiagnosticSource)?

        package init(message: String, location: SourceLocation, file: (any DiagnosticSource)? = nil) {
            self.message = message
            self.location = location
            self.file = file
        }

        package static func == (lhs: Note, rhs: Note) -> Bool {
            lhs.message == rhs.message && lhs.location == rhs.location
                && lhs.file?.displayName == rhs.file?.displayName
        }
    }

    package var rule: Rule
    package var severity: Severity
    package var message: String
    package var location: SourceLocation
    /// The replacement a "did you mean" proposes, for tools that offer fixes.
    package var suggestion: String?
    /// The repair, when it is certain (one close match); `settingsc fix` applies it.
    package var fix: FixIt?
    package var notes: [Note]
    /// The key or text the finding is about, where the rule names one (`'Sound'` of a missing
    /// translation): what a baseline matches a finding by, so that edits elsewhere in the file do not
    /// revive it. Without one, the text of the finding's line stands in (`Baseline`).
    package var item: String?
    /// The parts of what the finding is about that a baseline accepts one by one (a missing
    /// translation's languages): each is an entry of its own, and a part without one (a language added
    /// since) makes the finding new. Empty: the finding is one part.
    package var itemParts: [String] = []
    /// For the "and N more like this" line that stands for diagnostics of this rule left out
    /// (`DiagnosticCap`): how many; 0 for any other diagnostic.
    package var omitted = 0

    package init(_ rule: Rule, _ message: String, at location: SourceLocation, suggestion: String? = nil,
                fix: FixIt? = nil, notes: [Note] = [], item: String? = nil) {
        self.rule = rule
        self.severity = rule.severity
        self.message = message
        self.location = location
        self.suggestion = suggestion
        self.fix = fix
        self.notes = notes
        self.item = item
    }
}
