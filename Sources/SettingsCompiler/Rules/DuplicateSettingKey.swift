import PropertyList
import XMLStream

extension Rule {
    /// Two specifiers of one bundle with the same Key: both would read and write one stored value.
    public static let duplicateSettingKey = Rule(
        id: "duplicate-setting-key", severity: .error,
        summary: "Two specifiers of one bundle with the same Key: both would read and write one stored value.")
}

extension Diagnostic {
    static func duplicateSettingKey(_ key: String, at location: SourceLocation, first: SourceLocation,
                                    firstFile: SourceFile?) -> Diagnostic {
        Diagnostic(.duplicateSettingKey, "key \(MessageText.quoted(key)) is already used by another specifier; both would store "
            + "one value", at: location,
                   notes: [Note(message: "the other specifier with key \(MessageText.quoted(key))", location: first, file: firstFile)])
    }
}
