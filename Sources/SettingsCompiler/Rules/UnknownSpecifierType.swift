import Diagnostics
import PropertyList

extension Rule {
    /// A specifier Type the Settings app does not know: it shows nothing for it.
    public static let unknownSpecifierType = Rule(
        id: "unknown-specifier-type", severity: .error,
        summary: "A specifier Type the Settings app does not know: it shows nothing for it.",
        checkedIn: "SpecifierDecoder.decode, at the specifier's Type",
        examples: { [
            RuleExample(ExampleText.page("<dict><key>Type</key>↓<string>PSToggleSwichSpecifier</string></dict>",
                                         "<dict><key>Type</key>↓<string>PSFooSpecifier</string></dict>"),
                        "unknown specifier type 'PSToggleSwichSpecifier'; did you mean 'PSToggleSwitchSpecifier'?",
                        "unknown specifier type 'PSFooSpecifier'"),
            // The close match is InAppSettingsKit's: named, but no fix-it (another library's type).
            RuleExample(ExampleText.page("<dict><key>Type</key>↓<string>PSButtonSpecifier</string></dict>"),
                        "unknown specifier type 'PSButtonSpecifier'; did you mean 'IASKButtonSpecifier'?"),
            RuleExample(silent: ExampleText.page(ExampleText.toggle())),
        ] })
}

extension Diagnostic {
    /// At the `<string>` that holds the type; fixed when one of `known` is close.
    static func unknownSpecifierType(_ type: String, known: [String], at location: SourceLocation) -> Diagnostic {
        var (suggestion, certain) = Suggestions.match(type, in: known)
        // A type of another library is no certain repair: `PSButtonSpecifier` is not InAppSettingsKit's
        // `IASKButtonSpecifier` (the Settings app would then show nothing either).
        if let candidate = certain, library(of: candidate) != library(of: type) { certain = nil }
        return Diagnostic(.unknownSpecifierType, "unknown specifier type \(MessageText.quoted(type))\(MessageText.didYouMean(suggestion))",
                          at: location, suggestion: suggestion,
                          fix: .replacing(type, at: location, with: certain))
    }

    /// Whose type it is, by its prefix: InAppSettingsKit's, Apple's, or neither.
    private static func library(of type: String) -> String {
        type.hasPrefix("IASK") ? "IASK" : type.hasPrefix("PS") ? "PS" : ""
    }
}
