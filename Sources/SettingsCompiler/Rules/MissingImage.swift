import PropertyList
import XMLStream

extension Rule {
    /// A slider image named but not in the bundle: the slider is drawn without it.
    public static let missingImage = Rule(
        id: "missing-image", severity: .warning,
        summary: "A slider image named but not in the bundle: the slider is drawn without it.")
}

extension Diagnostic {
    static func missingImage(_ name: String, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingImage, "\(MessageText.quoted(key)) \(MessageText.quoted(name)) is not in the bundle", at: location)
    }
}
