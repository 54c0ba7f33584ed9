import PropertyList
import XMLStream

extension Rule {
    /// Two keys that become the same Swift name in generated code (`autoplay_enabled`, `autoplayEnabled`).
    public static let swiftNameCollision = Rule(
        id: "swift-name-collision", severity: .error,
        summary: "Two keys that become the same Swift name in generated code (autoplay_enabled and autoplayEnabled); checked by generate swift.",
        checkedIn: "SwiftAccessorPlanner, when generate swift names the properties",
        examples: { [] })
}

extension Diagnostic {
    static func swiftNameCollision(_ key: String, other: String, name: String, at location: SourceLocation,
                                   first: SourceLocation, firstFile: SourceFile?) -> Diagnostic {
        Diagnostic(.swiftNameCollision, "keys \(MessageText.quoted(other)) and \(MessageText.quoted(key)) both become the Swift name '\(name)'; "
            + "rename one of them", at: location,
                   notes: [Note(message: "the key \(MessageText.quoted(other)) is here", location: first, file: firstFile)])
    }
}
