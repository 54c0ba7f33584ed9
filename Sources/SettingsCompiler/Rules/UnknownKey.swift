import PropertyList
import XMLStream

extension Rule {
    /// A key the settings schema does not know; usually a typo.
    public static let unknownKey = Rule(
        id: "unknown-key", severity: .warning,
        summary: "A key the settings schema does not know; usually a typo.",
        checkedIn: "DecodingLog.unknownKey, from CellStyleDecoder, PageDecoder and SpecifierDecoder",
        examples: { [] })
}

extension Diagnostic {
    /// At the `<key>`; `certain` is the key to rename it to, when that repair is certain.
    static func unknownKey(_ key: String, in what: String, suggestion: String?, certain: String? = nil,
                           at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownKey, "unknown \(what) key \(MessageText.quoted(key))\(MessageText.didYouMean(suggestion))", at: location,
                   suggestion: suggestion, fix: .replacing(key, at: location, with: certain))
    }
}
