import Diagnostics
import PropertyList

extension Rule {
    /// A slider whose MinimumValue is not below its MaximumValue.
    public static let invalidSliderRange = Rule(
        id: "invalid-slider-range", severity: .error,
        summary: "A slider whose MinimumValue is not below its MaximumValue.",
        checkedIn: "InvalidSliderRange.check, from SpecifierChecks as a slider is built",
        examples: { [
            RuleExample(ExampleText.page(
                ExampleText.slider("a", minimum: "↓<integer>10</integer>", maximum: "<integer>5</integer>"),
                ExampleText.slider("b", default: "<integer>1</integer>",
                                   minimum: "↓<integer>1</integer>", maximum: "<integer>1</integer>")),
                        "'MinimumValue' 10 is not below 'MaximumValue' 5",
                        "'MinimumValue' 1 is not below 'MaximumValue' 1"),
            RuleExample(silent: ExampleText.page(
                ExampleText.slider("a", default: "<integer>5</integer>",
                                   minimum: "<integer>5</integer>", maximum: "<integer>10</integer>"))),
        ] })
}

extension Diagnostic {
    static func invalidSliderRange(minimum: Double, maximum: Double, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidSliderRange, "'MinimumValue' \(PlistText.number(minimum)) is not below 'MaximumValue' "
            + "\(PlistText.number(maximum))", at: location)
    }
}

/// Checks a slider's bounds.
enum InvalidSliderRange {
    static func check(minimum: Double, maximum: Double, at location: SourceLocation) -> Diagnostic? {
        minimum >= maximum ? .invalidSliderRange(minimum: minimum, maximum: maximum, at: location) : nil
    }
}
