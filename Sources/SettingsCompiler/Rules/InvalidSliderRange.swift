import PropertyList
import XMLStream

extension Rule {
    /// A slider whose MinimumValue is not below its MaximumValue.
    public static let invalidSliderRange = Rule(
        id: "invalid-slider-range", severity: .error,
        summary: "A slider whose MinimumValue is not below its MaximumValue.")
}

extension Diagnostic {
    static func invalidSliderRange(minimum: Double, maximum: Double, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidSliderRange, "'MinimumValue' \(PlistText.number(minimum)) is not below 'MaximumValue' "
            + "\(PlistText.number(maximum))", at: location)
    }
}
