import Diagnostics
import PropertyList

extension Rule {
    /// Two switch rows with the same key (Key, else Content); toggling one would toggle the other.
    public static let duplicateSwitchKey = Rule(
        id: "duplicate-switch-key", severity: .error,
        summary: "Two switch rows with the same key (Key, else Content); toggling one would toggle the other.",
        checkedIn: "CellStyleDecoder.decodeRow, as each switch row is read",
        examples: { [
            // A switch's key is its Key, else its Content.
            RuleExample(ExampleText.screen(
                ExampleText.row("SettingSwitchCell", "Wi-Fi"),
                ExampleText.row("SettingSwitchCell", "Other", "<key>Key</key>↓<string>Wi-Fi</string>")),
                        "switch key 'Wi-Fi' is already used by another switch; give one of them a distinct 'Key'"),
            // One title, two keys.
            RuleExample(silent: ExampleText.screen(
                ExampleText.row("SettingSwitchCell", "A", "<key>Key</key><string>a</string>"),
                ExampleText.row("SettingSwitchCell", "A", "<key>Key</key><string>b</string>"))),
            // Keys that look alike but are not the same characters ("é" as one, or as "e" and an accent):
            // UserDefaults compares keys character code by code and keeps two settings.
            RuleExample(silent: ExampleText.screen(
                ExampleText.row("SettingSwitchCell", "Caf&#xE9;"),
                ExampleText.row("SettingSwitchCell", "Cafe&#x301;"))),
        ] })
}

extension Diagnostic {
    static func duplicateSwitchKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(.duplicateSwitchKey, "switch key \(MessageText.quoted(key)) is already used by another switch; "
            + "give one of them a distinct 'Key'", at: location,
                   notes: [Note(message: "the other switch with key \(MessageText.quoted(key))", location: first)])
    }
}
