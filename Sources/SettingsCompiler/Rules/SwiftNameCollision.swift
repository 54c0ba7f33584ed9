import Diagnostics
import PropertyList

extension Rule {
    /// Two keys that become the same Swift name in generated code (`autoplay_enabled`, `autoplayEnabled`).
    public static let swiftNameCollision = Rule(
        id: "swift-name-collision", severity: .error,
        summary: "Two keys that become the same Swift name in generated code (autoplay_enabled and autoplayEnabled); checked by generate swift.",
        checkedIn: "SwiftAccessorPlanner, when generate swift names the properties",
        examples: { [
            RuleExample(ExampleText.page(ExampleText.toggle("autoplay_enabled"), ExampleText.toggle("↓autoplayEnabled")),
                        "keys 'autoplay_enabled' and 'autoplayEnabled' both become the Swift name 'autoplayEnabled'; "
                            + "rename one of them",
                        command: .generateSwift),
            // A switch row's key is its Key, else its Content.
            RuleExample(ExampleText.screen(
                ExampleText.row("SettingSwitchCell", "Auto login"),
                "↓" + ExampleText.row("SettingSwitchCell", "Log in", "<key>Key</key><string>auto-login</string>")),
                        "keys 'Auto login' and 'auto-login' both become the Swift name 'autoLogin'; rename one of them",
                        command: .generateSwift),
            RuleExample(silent: ExampleText.page(ExampleText.toggle("autoplay_enabled"), ExampleText.toggle("autoplay_sound")),
                        command: .generateSwift),
        ] })
}

extension Diagnostic {
    static func swiftNameCollision(_ key: String, other: String, name: String, at location: SourceLocation,
                                   first: SourceLocation, firstFile: SourceFile?) -> Diagnostic {
        Diagnostic(.swiftNameCollision, "keys \(MessageText.quoted(other)) and \(MessageText.quoted(key)) both become the Swift name '\(name)'; "
            + "rename one of them", at: location,
                   notes: [Note(message: "the key \(MessageText.quoted(other)) is here", location: first, file: firstFile)])
    }
}
