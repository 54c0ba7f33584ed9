import XMLStream

/// One problem found in one file: a rule, a message, and where.
public struct Diagnostic: Sendable, Equatable {
    /// Extra context attached to a diagnostic, such as where a duplicate was first defined.
    public struct Note: Sendable, Equatable {
        public var message: String
        public var location: SourceLocation
        /// The file the note points into, when it is not the diagnostic's own (a bundle's other page).
        public var file: SourceFile?

        public init(message: String, location: SourceLocation, file: SourceFile? = nil) {
            self.message = message
            self.location = location
            self.file = file
        }

        public static func == (lhs: Note, rhs: Note) -> Bool {
            lhs.message == rhs.message && lhs.location == rhs.location
                && lhs.file?.displayName == rhs.file?.displayName
        }
    }

    public var rule: Rule
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// The replacement a "did you mean" proposes, for tools that offer fixes.
    public var suggestion: String?
    /// The repair, when it is certain (one close match); `settingsc fix` applies it.
    public var fix: FixIt?
    public var notes: [Note]

    public init(_ rule: Rule, _ message: String, at location: SourceLocation, suggestion: String? = nil,
                fix: FixIt? = nil, notes: [Note] = []) {
        self.rule = rule
        self.severity = rule.severity
        self.message = message
        self.location = location
        self.suggestion = suggestion
        self.fix = fix
        self.notes = notes
    }
}
