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

extension Diagnostic {
    /// `'value'`, cut short so that one huge value does not flood the terminal.
    static func quoted(_ text: String, limit: Int = 60) -> String {
        var shown = ""
        var count = 0
        for character in text {
            if count == limit {
                shown += "…"
                break
            }
            switch character {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            default: shown.append(character)
            }
            count += 1
        }
        return "'" + shown + "'"
    }

    /// "U+0001", "U+1F600": a character by its code point, at least four hex digits.
    static func codePoint(_ code: some BinaryInteger) -> String {
        let hex = String(code, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// "an integer", "a string".
    static func article(_ noun: String) -> String {
        (noun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + noun
    }

    /// "; did you mean 'X'?" or nothing.
    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
