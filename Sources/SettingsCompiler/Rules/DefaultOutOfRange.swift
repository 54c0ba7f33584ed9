import Diagnostics
import PropertyList

extension Rule {
    /// A slider DefaultValue outside MinimumValue…MaximumValue: the slider would be drawn clamped.
    public static let defaultOutOfRange = Rule(
        id: "default-out-of-range", severity: .error,
        summary: "A slider DefaultValue outside MinimumValue…MaximumValue: the slider would be drawn clamped.",
        checkedIn: "DefaultOutOfRange.check, from SpecifierChecks as a slider is built",
        examples: { [
            RuleExample(ExampleText.page(
                ExampleText.slider(default: "↓<real>12.5</real>",
                                   minimum: "<integer>0</integer>", maximum: "<integer>10</integer>")),
                        "'DefaultValue' 12.5 is outside the slider's range 0…10"),
            // The bounds are in the range.
            RuleExample(silent: ExampleText.page(
                ExampleText.slider(default: "<integer>10</integer>",
                                   minimum: "<integer>0</integer>", maximum: "<integer>10</integer>"))),
        ] })
}

extension Diagnostic {
    static func defaultOutOfRange(_ value: Double, minimum: Double, maximum: Double, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.defaultOutOfRange, "'DefaultValue' \(PlistText.number(value)) is outside the slider's range "
            + "\(PlistText.number(minimum))…\(PlistText.number(maximum))", at: location)
    }
}

/// Checks a slider's default against its bounds (which are in order).
enum DefaultOutOfRange {
    static func check(_ value: Double, minimum: Double, maximum: Double, at location: SourceLocation) -> Diagnostic? {
        value < minimum || value > maximum ? .defaultOutOfRange(value, minimum: minimum, maximum: maximum, at: location) : nil
    }
}
