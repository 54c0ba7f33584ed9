import PropertyList
import XMLStream

extension Rule {
    /// Titles (or ShortTitles) and Values of different lengths: some value has no title, or some title no value.
    public static let titlesValuesMismatch = Rule(
        id: "titles-values-mismatch", severity: .error,
        summary: "Titles (or ShortTitles) and Values of different lengths: some value has no title, or some title no value.")
}

extension Diagnostic {
    static func titlesValuesMismatch(_ key: String, count: Int, values: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.titlesValuesMismatch, "\(MessageText.quoted(key)) has \(count) item\(count == 1 ? "" : "s") but 'Values' has \(values); "
            + "they pair up index for index", at: location)
    }
}
