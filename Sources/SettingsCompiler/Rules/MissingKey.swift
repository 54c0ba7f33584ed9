import PropertyList
import XMLStream

extension Rule {
    /// A required key is missing: a section without Data, a row without Content or CellStyle, a specifier without Type, Key or another key its Type requires.
    public static let missingKey = Rule(
        id: "missing-key", severity: .error,
        summary: "A required key is missing: a section without Data, a row without Content or CellStyle, a specifier without Type, Key or another key its Type requires.",
        checkedIn: "DecodingLog.missingKey, from CellStyleDecoder, PageDecoder and SpecifierDecoder",
        examples: { [] })
}

extension Diagnostic {
    static func missingKey(_ key: String, in what: String, hint: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "\(what) has no '\(key)' (\(hint))", at: location)
    }
}
