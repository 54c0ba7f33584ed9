import PropertyList
import XMLStream

extension Rule {
    /// A slider DefaultValue outside MinimumValue…MaximumValue: the slider would be drawn clamped.
    public static let defaultOutOfRange = Rule(
        id: "default-out-of-range", severity: .error,
        summary: "A slider DefaultValue outside MinimumValue…MaximumValue: the slider would be drawn clamped.")
}

extension Diagnostic {
    static func defaultOutOfRange(_ value: Double, minimum: Double, maximum: Double, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.defaultOutOfRange, "'DefaultValue' \(PlistText.number(value)) is outside the slider's range "
            + "\(PlistText.number(minimum))…\(PlistText.number(maximum))", at: location)
    }
}
