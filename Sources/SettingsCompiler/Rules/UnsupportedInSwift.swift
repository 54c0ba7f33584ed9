import Diagnostics
import PropertyList

extension Rule {
    /// A key or value that generated Swift cannot hold: a key without a letter or digit, a name the generated type needs itself, an integer outside Int.
    public static let unsupportedInSwift = Rule(
        id: "unsupported-in-swift", severity: .error,
        summary: "A key or value that generated Swift cannot hold: a key without a letter or digit, a name the generated type needs itself, an integer outside Int; checked by generate swift.",
        checkedIn: "SwiftAccessorPlanner and SwiftChoiceEnum, when generate swift types the properties",
        examples: { [
            RuleExample(ExampleText.page(
                ExampleText.textField("↓!?"),
                ExampleText.textField("↓defaults"),
                ExampleText.specifier("PSTitleValueSpecifier", "<key>Key</key><string>big</string>"
                    + "<key>DefaultValue</key>↓<integer>18446744073709551615</integer>")),
                        "key '!?' leaves no Swift name: it has no letter or digit",
                        "key 'defaults' would be named 'defaults', which AppSettings has itself",
                        "18446744073709551615 does not fit in Swift's Int",
                        command: .generateSwift),
            RuleExample(silent: ExampleText.page(
                ExampleText.textField("name!"),
                ExampleText.textField("user_defaults"),
                ExampleText.specifier("PSTitleValueSpecifier", "<key>Key</key><string>big</string>"
                    + "<key>DefaultValue</key><integer>9223372036854775807</integer>")),
                        command: .generateSwift),
        ] })
}

extension Diagnostic {
    /// A key with no letter or digit.
    static func keyWithoutSwiftName(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unsupportedInSwift, "key \(MessageText.quoted(key)) leaves no Swift name: it has no letter or digit",
                   at: location)
    }

    /// A key whose property or enum name the generated type already uses, or Swift reserves.
    static func reservedSwiftName(_ key: String, name: String, reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unsupportedInSwift, "key \(MessageText.quoted(key)) would be named '\(name)', which \(reason)", at: location)
    }

    /// An integer that does not fit in Swift's Int.
    static func integerOutsideSwiftInt(_ value: PlistValue, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unsupportedInSwift, "\(PlistText.plain(value)) does not fit in Swift's Int", at: location)
    }
}
