import XMLStream

extension Rule {
    /// The same key twice in one <dict>; plist readers silently keep the last one, which is never what was meant.
    public static let duplicateKey = Rule(
        id: "duplicate-key", severity: .error,
        summary: "The same key twice in one <dict>; plist readers silently keep the last one, which is never what was meant.")
}

extension Diagnostic {
    static func duplicateKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(.duplicateKey, "duplicate key \(MessageText.quoted(key)) in this dictionary", at: location,
                   notes: [Note(message: "\(MessageText.quoted(key)) first defined here", location: first)])
    }
}
